import { z } from 'zod';
import { AGENT_CATEGORIES } from '../catalog/agents.ts';
import { PREVIEW_MAX_CHARS, PREVIEW_MAX_USER_MESSAGES, SUPPORT_MAX_CHARS } from '../catalog/limits.ts';
import { SUPPORT_REQUEST_MAX_CHARS } from '../catalog/support.ts';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.ts';

export { PREVIEW_MAX_CHARS, PREVIEW_MAX_USER_MESSAGES, SUPPORT_MAX_CHARS };

const turn = (max: number) => z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(max) });

export const ZPreviewChatRequest = z.object({
  messages: z
    .array(turn(2000))
    .min(1)
    .max(PREVIEW_MAX_USER_MESSAGES * 2 + 1)
    .refine((m) => m.filter((x) => x.role === 'user').length <= PREVIEW_MAX_USER_MESSAGES, { message: 'PREVIEW_LIMIT' })
    .refine(
      (m) =>
        m
          .filter((x) => x.role === 'user')
          .every((x) => x.content.trim().length > 0 && x.content.length <= PREVIEW_MAX_CHARS),
      {
        message: 'VALIDATION_FAILED',
      },
    ),
  messageCount: z.number().int().min(0).max(PREVIEW_MAX_USER_MESSAGES).optional(),
  selectedAgent: z
    .object({ category: z.enum(AGENT_CATEGORIES), style: z.string().max(40) })
    .optional()
    .nullable(),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type TPreviewChatRequest = z.infer<typeof ZPreviewChatRequest>;
export const ZPreviewChatResponse = z.object({ message: z.string(), remaining: z.number().int() });
export type TPreviewChatResponse = z.infer<typeof ZPreviewChatResponse>;

export const ZSupportChatRequest = z.object({
  messages: z
    .array(turn(4000))
    .min(1)
    .max(40)
    .refine(
      (m) =>
        m
          .filter((x) => x.role === 'user')
          .every((x) => x.content.trim().length > 0 && x.content.length <= SUPPORT_MAX_CHARS),
      {
        message: 'VALIDATION_FAILED',
      },
    ),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export const ZSupportChatResponse = z.object({ message: z.string(), redirect: z.string().optional() });

/** POST /api/support/requests: "Write to a person" from the support chat (signed in; issue 24). */
export const ZSupportRequest = z.object({
  message: z
    .string({ message: 'VALIDATION_FAILED' })
    .trim()
    .min(1, { message: 'VALIDATION_FAILED' })
    .max(SUPPORT_REQUEST_MAX_CHARS, { message: 'VALIDATION_FAILED' }),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export const ZSupportRequestResponse = z.object({
  id: z.string(),
  priority: z.boolean(),
  replyWithinHours: z.number().int(),
  /** Where the copy was sent. */
  email: z.string(),
});
export type TSupportRequestResponse = z.infer<typeof ZSupportRequestResponse>;
