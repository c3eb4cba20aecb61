import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.ts';
import { ZUser } from './profile.ts';

export const ZLanguage = z.enum(SUPPORTED_LANGUAGES);

/** An address as docs/PRODUCT.md's forms accept it, normalised (trimmed, lower case). */
export const ZEmail = z
  .string({ message: 'EMAIL_REQUIRED' })
  .trim()
  .toLowerCase()
  .max(254, { message: 'EMAIL_REQUIRED' })
  .pipe(z.email({ message: 'EMAIL_REQUIRED' }));

export const ZMagicLinkRequest = z.object({
  email: ZEmail,
  language: ZLanguage.optional(),
});
export type TMagicLinkRequest = z.infer<typeof ZMagicLinkRequest>;

export const ZOkResponse = z.object({ ok: z.literal(true) });

export const ZAuthCallbackQuery = z.object({
  token: z
    .string({ message: 'TOKEN_REQUIRED' })
    .min(1, { message: 'TOKEN_REQUIRED' })
    .max(200, { message: 'INVALID_TOKEN' }),
});

export const ZAuthCallbackResponse = z.object({
  user: ZUser,
  redirectTo: z.string(),
});
export type TAuthCallbackResponse = z.infer<typeof ZAuthCallbackResponse>;
