import type { FastifyRequest } from 'fastify';
import { isSupportedLanguage, type Language, languageFromAcceptHeader } from '#shared/i18n/languages.ts';

/** The language to answer in: the one the request names, else the browser's (Accept-Language). */
export function requestLanguage(req: FastifyRequest, explicit?: unknown): Language {
  if (isSupportedLanguage(explicit)) return explicit;
  return languageFromAcceptHeader(req.headers['accept-language']);
}
