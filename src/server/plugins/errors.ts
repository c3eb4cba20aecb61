import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type AppErrorCode, ERROR_MESSAGES, isAppErrorCode } from '#shared/contracts/errors.ts';
import { AppError } from '../errors.ts';

const BY_STATUS: Record<number, AppErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** One handler for every error: `{ code, message }` on the wire, 5xx text hidden and logged. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, err.message);
      const retryAfter = (err.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
      if (err.status === 429 && retryAfter) reply.header('Retry-After', String(retryAfter));
      return reply.status(err.status).send({ code: err.code, message: err.message, details: err.details });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'invalid',
      }));
      // Schemas name the error code of docs/PRODUCT.md in their message (e.g. NAME_REQUIRED); the first one wins.
      const code = err.validation.map((v) => v.message).find(isAppErrorCode);
      if (code) {
        return reply.status(400).send({ code, message: ERROR_MESSAGES[code] ?? code, details: issues });
      }
      const first = issues[0];
      return reply.status(400).send({
        code: 'VALIDATION_FAILED',
        message: first
          ? `Invalid ${err.validationContext ?? 'request'}: ${first.path || 'value'} ${first.message}`
          : 'Invalid request',
        details: issues,
      });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return reply.status(500).send({ code: 'INTERNAL', message: 'Internal server error' });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'unhandled error');
      return reply.status(status).send({
        code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
        message: status === 503 ? 'Service unavailable' : 'Internal server error',
      });
    }
    const code = BY_STATUS[status] ?? 'BAD_REQUEST';
    return reply.status(status).send({ code, message: err.message || code });
  });
});
