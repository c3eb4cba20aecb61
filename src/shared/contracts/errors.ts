import { z } from 'zod';

/**
 * Every error the API can answer with. The client maps each code to a
 * translated text (locales/<lng>/common.json, key errors.<CODE>).
 */
export const APP_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CROSS_ORIGIN_REFUSED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  // sign-in
  'TOKEN_REQUIRED',
  'INVALID_TOKEN',
  'ACCOUNT_SWITCH',
  // onboarding (docs/PRODUCT.md#validation-rules)
  'NAME_REQUIRED',
  'EMAIL_REQUIRED',
  'TERMS_REQUIRED',
  'PRIVACY_REQUIRED',
  'AGE_MINIMUM',
  'INVALID_BIRTH_DATE',
  'INVALID_WEIGHT',
  'INVALID_HEIGHT',
  'ONBOARDING_NOT_STARTED',
  'PARQ_REQUIRED',
  'AGENT_REQUIRED',
  'AGENT_BLOCKED',
  // chat and minutes
  'MINUTES_REQUIRED',
  'SESSION_REQUIRED',
  'AI_UNAVAILABLE',
  'PREVIEW_LIMIT',
  'PACK_NOT_IN_PLAN',
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_MISMATCH',
  'REPLY_IN_PROGRESS',
  // progress
  'IMPORT_IN_PROGRESS',
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/** The HTTP status each code is sent with. */
export const ERROR_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CROSS_ORIGIN_REFUSED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  TOKEN_REQUIRED: 400,
  INVALID_TOKEN: 400,
  ACCOUNT_SWITCH: 409,
  NAME_REQUIRED: 400,
  EMAIL_REQUIRED: 400,
  TERMS_REQUIRED: 400,
  PRIVACY_REQUIRED: 400,
  AGE_MINIMUM: 400,
  INVALID_BIRTH_DATE: 400,
  INVALID_WEIGHT: 400,
  INVALID_HEIGHT: 400,
  ONBOARDING_NOT_STARTED: 409,
  PARQ_REQUIRED: 400,
  AGENT_REQUIRED: 400,
  AGENT_BLOCKED: 422,
  MINUTES_REQUIRED: 402,
  SESSION_REQUIRED: 400,
  AI_UNAVAILABLE: 502,
  PREVIEW_LIMIT: 429,
  PACK_NOT_IN_PLAN: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  IDEMPOTENCY_MISMATCH: 422,
  REPLY_IN_PROGRESS: 409,
  IMPORT_IN_PROGRESS: 409,
};

export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** English texts of the codes that validation produces; the client shows its own translation. */
export const ERROR_MESSAGES: Partial<Record<AppErrorCode, string>> = {
  TOKEN_REQUIRED: 'Invalid Authentication Link',
  INVALID_TOKEN: 'Invalid or expired authentication link',
  NAME_REQUIRED: 'Full name is required',
  EMAIL_REQUIRED: 'Valid email is required',
  TERMS_REQUIRED: 'You must accept the terms',
  PRIVACY_REQUIRED: 'You must accept the privacy policy',
  AGE_MINIMUM: 'You must be at least 16 years old to use Forja',
  INVALID_BIRTH_DATE: 'Enter a valid birth date',
  INVALID_WEIGHT: 'Enter a weight between 30 and 300 kg',
  INVALID_HEIGHT: 'Enter a height between 100 and 250 cm',
  ONBOARDING_NOT_STARTED: 'Start with the first step of onboarding',
  PARQ_REQUIRED: 'Please answer the health questionnaire',
  AGENT_REQUIRED: 'Please select a specialist',
  AGENT_BLOCKED: 'This coaching style is not available for your profile',
  MINUTES_REQUIRED: 'No AI minutes remaining',
  SESSION_REQUIRED: 'Please select an AI agent',
  AI_UNAVAILABLE: 'The coach could not answer right now',
  PREVIEW_LIMIT: 'The free preview is limited to 4 messages',
  PACK_NOT_IN_PLAN: 'Your plan offers packs of another size',
  IDEMPOTENCY_IN_PROGRESS: 'The same request is already being processed',
  IDEMPOTENCY_MISMATCH: 'This Idempotency-Key was used with a different request',
  REPLY_IN_PROGRESS: 'The coach is still answering your previous message',
  IMPORT_IN_PROGRESS: 'Another import of yours is still running',
};

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && (APP_ERROR_CODES as readonly string[]).includes(value);
}
