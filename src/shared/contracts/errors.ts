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
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
