import type { AppErrorCode } from '#shared/contracts/errors.ts';

const STATUS: Record<AppErrorCode, number> = {
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
  IDEMPOTENCY_IN_PROGRESS: 409,
  IDEMPOTENCY_MISMATCH: 422,
};

/** The one error type services throw; the error handler turns it into `{ code, message }`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS[code];
  }
}

export function statusOf(code: AppErrorCode): number {
  return STATUS[code];
}
