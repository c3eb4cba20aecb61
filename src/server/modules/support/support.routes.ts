import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeText } from '#shared/coaching/injuries.ts';
import { ZSupportChatRequest, ZSupportChatResponse } from '#shared/contracts/preview.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { requestLanguage } from '../../request-language.ts';
import { SUPPORT_FALLBACK, SUPPORT_TOPICS, type SupportTopic } from './knowledge.ts';

/** The topic of the newest user message, or of the conversation before it ("and how do I cancel?"). */
export function findTopic(messages: { role: string; content: string }[]): SupportTopic | undefined {
  const users = messages.filter((m) => m.role === 'user').map((m) => normalizeText(m.content));
  for (const text of [users.at(-1) ?? '', users.join(' ')]) {
    const topic = SUPPORT_TOPICS.find((t) => t.patterns.some((re) => re.test(text)));
    if (topic) return topic;
  }
  return undefined;
}

export function supportAnswer(messages: { role: string; content: string }[], language: Language, email: string) {
  const topic = findTopic(messages);
  const text = (topic ? topic.answer[language] : SUPPORT_FALLBACK[language]).replaceAll('{email}', email);
  return { message: text, ...(topic?.redirect ? { redirect: topic.redirect } : {}) };
}

/** The support assistant: answers from the product's knowledge base, with a link to the right page. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/support-chat',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
      schema: { body: ZSupportChatRequest, response: { 200: ZSupportChatResponse } },
    },
    async (req) =>
      supportAnswer(req.body.messages, requestLanguage(req, req.body.language), app.deps.config.supportEmail),
  );
};
