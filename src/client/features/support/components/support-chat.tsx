import { useMutation } from '@tanstack/react-query';
import { ArrowRight, Loader2, SendHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { bubbleClass } from '#client/components/ui/chat-bubble.ts';
import { MessageInput } from '#client/components/ui/message-input.tsx';
import { apiRequest } from '#client/lib/api.ts';
import { currentLanguage } from '#client/lib/i18n.ts';
import { usePublicConfig } from '#client/lib/public-config.ts';
import { useFollowConversation } from '#client/lib/use-follow-conversation.ts';
import { SUPPORT_MAX_CHARS } from '#shared/catalog/limits.ts';
import { WriteToPerson } from './write-to-person.tsx';

type Turn = { id: number; role: 'user' | 'assistant'; content: string; redirect?: string };
let turnSeq = 0;

/** docs/PRODUCT.md: sends the whole conversation; a redirect in the reply shows a button to that page. */
export function SupportChat({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation('support');
  const { supportEmail } = usePublicConfig();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [input, setInput] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const ask = useMutation({
    mutationFn: (messages: Turn[]) =>
      apiRequest('POST /api/support-chat', {
        body: { messages: messages.map(({ role, content }) => ({ role, content })), language: currentLanguage() },
      }),
  });
  const follow = useFollowConversation(listRef, `${turns.length}:${ask.isPending}`);
  const send = async () => {
    const content = input.trim();
    if (!content || ask.isPending) return;
    follow();
    const next: Turn[] = [...turns, { id: ++turnSeq, role: 'user', content }];
    setTurns(next);
    setInput('');
    try {
      const res = await ask.mutateAsync(next);
      setTurns((cur) => [...cur, { id: ++turnSeq, role: 'assistant', content: res.message, redirect: res.redirect }]);
    } catch {
      setTurns((cur) => [...cur, { id: ++turnSeq, role: 'assistant', content: t('error', { email: supportEmail }) }]);
    }
  };
  const lastQuestion = [...turns].reverse().find((m) => m.role === 'user')?.content ?? '';
  return (
    <div className="grid content-start gap-4">
      <section
        aria-labelledby="support-chat-title"
        className="flex h-[32rem] flex-col rounded-2xl border bg-card"
        data-testid="support-chat"
      >
        <div className="border-b px-5 py-3">
          <h2 id="support-chat-title" className="font-semibold">
            {t('chatTitle')}
          </h2>
          <p className="text-xs text-muted-foreground">{t('chatIntro')}</p>
        </div>
        <div ref={listRef} className="min-h-0 flex-1 space-y-3 overflow-y-auto p-5 text-sm" aria-live="polite">
          <p className={bubbleClass('assistant')}>{t('greeting')}</p>
          {turns.map((m) => (
            <div
              key={m.id}
              className={m.role === 'user' ? 'flex justify-end' : 'grid justify-items-start gap-2'}
              data-role={m.role}
            >
              <p className={bubbleClass(m.role)}>{m.content}</p>
              {m.redirect && (
                <Button size="sm" variant="outline" asChild>
                  <Link href={m.redirect}>
                    {t('goTo', { page: t(`pages.${m.redirect}`, { defaultValue: m.redirect }) })}
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              )}
            </div>
          ))}
          {ask.isPending && (
            <p className="flex items-center gap-2 text-muted-foreground" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {t('thinking')}
            </p>
          )}
        </div>
        <form
          className="grid gap-1 border-t p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <div className="flex items-end gap-2">
            <MessageInput
              id="support-input"
              label={t('inputLabel')}
              maxLength={SUPPORT_MAX_CHARS}
              value={input}
              placeholder={t('placeholder')}
              onChange={setInput}
              onSend={() => void send()}
            />
            <Button type="submit" size="icon" disabled={ask.isPending || !input.trim()} aria-label={t('send')}>
              <SendHorizontal aria-hidden />
            </Button>
          </div>
          <p className="text-right text-xs text-muted-foreground">{t('charCount', { count: input.length })}</p>
        </form>
      </section>
      <WriteToPerson signedIn={signedIn} supportEmail={supportEmail} draft={lastQuestion} />
    </div>
  );
}
