import { useMutation } from '@tanstack/react-query';
import { Loader2, Lock, SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { bubbleClass } from '#client/components/ui/chat-bubble.ts';
import { Markdown } from '#client/components/ui/markdown.tsx';
import { MessageInput } from '#client/components/ui/message-input.tsx';
import { track } from '#client/lib/analytics.ts';
import { apiRequest } from '#client/lib/api.ts';
import { currentLanguage } from '#client/lib/i18n.ts';
import { useFollowConversation } from '#client/lib/use-follow-conversation.ts';
import { type AgentCategoryId, PERSONAS } from '#shared/catalog/agents.ts';
import { PREVIEW_MAX_CHARS, PREVIEW_MAX_USER_MESSAGES } from '#shared/catalog/limits.ts';
import { loadPreviewUsed, savePreviewUsed, usedAfterReply, usedFromRefusal } from '../lib/preview-usage.ts';

export const SELECTED_AGENT_KEY = 'selected-agent';

type Turn = { id: number; role: 'user' | 'assistant'; content: string };
let turnSeq = 0;

/**
 * docs/PRODUCT.md preview chat: greeting, 4 user messages, 300 characters, then a paywall to /subscription.
 * The count is the server's (it counts each visitor for 30 days): kept across reloads, so that a
 * returning visitor meets the paywall, not an error (issue 17).
 */
export function PreviewChat({ agent }: { agent: { category: AgentCategoryId; style: string } }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [input, setInput] = useState('');
  const [used, setUsedState] = useState(0);
  const sending = useRef(false);
  const listRef = useRef<HTMLDivElement>(null);
  const setUsed = (n: number) => {
    setUsedState(n);
    savePreviewUsed(n);
  };
  // After hydration: the prerendered page is the same for everyone.
  useEffect(() => setUsedState(loadPreviewUsed()), []);
  const send = useMutation({
    mutationFn: (messages: Turn[]) =>
      apiRequest('POST /api/preview-chat', {
        body: {
          messages: messages.map(({ role, content }) => ({ role, content })),
          messageCount: Math.min(used + 1, PREVIEW_MAX_USER_MESSAGES),
          selectedAgent: agent,
          language: currentLanguage(),
        },
      }),
  });

  const follow = useFollowConversation(listRef, `${turns.length}:${send.isPending}`);

  const submit = async () => {
    const content = input.trim();
    if (!content || sending.current || used >= PREVIEW_MAX_USER_MESSAGES) return;
    sending.current = true;
    follow();
    const turn: Turn = { id: ++turnSeq, role: 'user', content };
    const next: Turn[] = [...turns, turn];
    setTurns(next);
    setInput('');
    if (used === 0) track('preview_chat_started', { agent: agent.style });
    track('preview_chat_message_sent', { count: used + 1 });
    try {
      const res = await send.mutateAsync(next);
      setTurns((cur) => [...cur, { id: ++turnSeq, role: 'assistant', content: res.message }]);
      setUsed(usedAfterReply(res.remaining));
    } catch (err) {
      const refused = usedFromRefusal(err);
      if (refused !== null) {
        // The free messages were used on an earlier visit: the paywall, with the server's count.
        setTurns((cur) => cur.filter((x) => x.id !== turn.id));
        setUsed(refused);
      } else {
        console.error('preview chat failed', err);
        setTurns((cur) => [...cur, { id: ++turnSeq, role: 'assistant', content: t('preview.error') }]);
      }
    } finally {
      sending.current = false;
    }
  };

  const done = used >= PREVIEW_MAX_USER_MESSAGES;
  return (
    <div className="flex h-[30rem] flex-col rounded-2xl border bg-card shadow-sm" data-testid="preview-chat">
      <div className="border-b px-5 py-3">
        <p className="font-semibold">{t('preview.chatTitle', { persona: PERSONAS[agent.category] })}</p>
        <p className="text-xs text-muted-foreground">
          {t('preview.remaining', { count: Math.max(0, PREVIEW_MAX_USER_MESSAGES - used - (send.isPending ? 1 : 0)) })}
        </p>
      </div>
      <div ref={listRef} className="min-h-0 flex-1 space-y-3 overflow-y-auto p-5 text-sm" aria-live="polite">
        <div className={bubbleClass('assistant')}>{t('preview.greeting', { persona: PERSONAS[agent.category] })}</div>
        {turns.map((m) => (
          <div key={m.id} className={m.role === 'user' ? 'flex justify-end' : 'flex'} data-role={m.role}>
            <div className={bubbleClass(m.role)}>
              {m.role === 'assistant' ? <Markdown text={m.content} /> : m.content}
            </div>
          </div>
        ))}
        {send.isPending && (
          <div className="flex items-center gap-2 text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t('preview.thinking')}
          </div>
        )}
      </div>
      {done ? (
        <div className="grid gap-3 border-t bg-accent/60 p-4 text-center" data-testid="paywall">
          <p className="flex items-center justify-center gap-2 font-semibold">
            <Lock className="size-4" aria-hidden />
            {t('preview.paywallTitle', { count: used })}
          </p>
          <p className="text-sm text-muted-foreground">{t('preview.paywallText')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button
              variant="outline"
              onClick={() => {
                try {
                  localStorage.setItem(SELECTED_AGENT_KEY, JSON.stringify(agent));
                } catch {
                  // storage unavailable
                }
                navigate('/subscription');
              }}
            >
              {t('preview.personalise')}
            </Button>
            <Button onClick={() => navigate('/subscription')}>{t('preview.startNow')}</Button>
          </div>
        </div>
      ) : (
        <form
          className="flex items-end gap-2 border-t p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <MessageInput
            id="preview-input"
            label={t('preview.inputLabel')}
            maxLength={PREVIEW_MAX_CHARS}
            value={input}
            disabled={send.isPending}
            placeholder={t('preview.placeholder')}
            onChange={setInput}
            onSend={() => void submit()}
          />
          <Button type="submit" size="icon" disabled={send.isPending || !input.trim()} aria-label={t('preview.send')}>
            {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <SendHorizontal aria-hidden />}
          </Button>
        </form>
      )}
    </div>
  );
}
