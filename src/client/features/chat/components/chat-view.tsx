import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList, Dumbbell, Loader2, Salad, SendHorizontal, Sparkles, Target, Zap } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { bubbleClass } from '#client/components/ui/chat-bubble.ts';
import { Markdown } from '#client/components/ui/markdown.tsx';
import { MessageInput } from '#client/components/ui/message-input.tsx';
import { ApiError, errorText } from '#client/lib/api.ts';
import { loadDraft, saveDraft } from '#client/lib/chat-draft.ts';
import { toast } from '#client/lib/toast.ts';
import { useFollowConversation } from '#client/lib/use-follow-conversation.ts';
import { formatUsedTime } from '#client/lib/used-time.ts';
import { cn } from '#client/lib/utils.ts';
import { type AgentCategoryId, PERSONAS } from '#shared/catalog/agents.ts';
import { MAX_CHAT_MESSAGE, type TChatMessage, type TChatSession } from '#shared/contracts/chat.ts';
import { remainingMinutes } from '#shared/usage.ts';
import { chatQueries, streamMessage, useMessages } from '../api/chat.ts';
import { type PlanKind, planHref, planKindOf, planKindsWritten } from '../lib/plans-written.ts';

const QUICK_ACTIONS = [
  { key: 'muscle', icon: Dumbbell },
  { key: 'nutrition', icon: Salad },
  { key: 'today', icon: Target },
  { key: 'form', icon: Sparkles },
] as const;

function ToolCard({ call }: { call: TChatMessage['toolCalls'][number] }) {
  const { t } = useTranslation('chat');
  const result = call.result as { ok?: boolean; summary?: string; reason?: string } | undefined;
  const name = call.function.name;
  if (!result?.ok) {
    return (
      <div className="rounded-lg border border-dashed p-3 text-xs text-muted-foreground">
        {t('toolRefused')} {result?.reason}
      </div>
    );
  }
  const kind = planKindOf(call);
  return (
    <div
      className="flex items-center gap-3 rounded-lg border border-ember/40 bg-accent p-3 text-sm"
      data-testid="tool-card"
    >
      <ClipboardList className="size-5 shrink-0 text-ember-text" aria-hidden />
      <div className="grid flex-1">
        <span className="font-semibold">{t(`tools.${name}`)}</span>
        <span className="text-xs text-muted-foreground">{result.summary}</span>
      </div>
      {kind && (
        <Button size="sm" variant="outline" asChild>
          <Link href={planHref(kind)}>{t('viewPlan')}</Link>
        </Button>
      )}
    </div>
  );
}

export function ChatView({
  session,
  availableSeconds,
  onBuyMore,
  onMinutesChanged,
  onPlansChanged,
}: {
  session: TChatSession;
  availableSeconds: number;
  onBuyMore: () => void;
  /** A reply was charged, or refused for lack of minutes: the minutes left changed. */
  onMinutesChanged: () => void;
  /** The coach saved or changed plans of these kinds in its reply. */
  onPlansChanged: (kinds: PlanKind[]) => void;
}) {
  const { t } = useTranslation(['chat', 'common', 'agents']);
  const queryClient = useQueryClient();
  const { data: messages = [], isLoading } = useMessages(session.id);
  // What was typed survives the trip to a pack's checkout and back (issue 17).
  const [input, setInputState] = useState(() => loadDraft(session.id));
  const setInput = (text: string) => {
    setInputState(text);
    saveDraft(session.id, text);
  };
  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState<{ user: string; reply: string } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const out = availableSeconds <= 0;
  const category = session.agentCategory as AgentCategoryId;

  // Opens at the latest message; new ones come into view unless the member scrolled up (issue 24).
  const follow = useFollowConversation(
    listRef,
    `${messages.length}:${pending?.user ?? ''}:${pending?.reply.length ?? 0}`,
  );

  /** docs/PRODUCT.md#errors's toast; the notice above the box stays, with its Buy More Minutes button. */
  const noMinutes = () =>
    toast({ variant: 'destructive', title: t('noMinutesTitle'), description: t('noMinutesText') });

  const send = async (text: string) => {
    const content = text.trim();
    if (!content || sending) return;
    if (out) {
      noMinutes();
      return;
    }
    setSending(true);
    follow();
    setPending({ user: content, reply: '' });
    try {
      const res = await streamMessage(session.id, content, (delta) =>
        setPending((p) => (p ? { ...p, reply: p.reply + delta } : p)),
      );
      queryClient.setQueryData(chatQueries.messages(session.id).queryKey, (old = []) => [
        ...old,
        res.userMessage,
        res.message,
      ]);
      setInput('');
      onMinutesChanged();
      void queryClient.invalidateQueries({ queryKey: chatQueries.sessions.queryKey });
      const written = planKindsWritten(res.message.toolCalls);
      if (written.length) onPlansChanged(written);
      toast({
        title: t('minutesToast', {
          used: formatUsedTime(t, res.secondsUsed),
          remaining: remainingMinutes(res.secondsRemaining),
        }),
      });
    } catch (err) {
      // The typed message stays in the input.
      if (err instanceof ApiError && (err.code === 'MINUTES_REQUIRED' || err.message.includes('MINUTES_REQUIRED'))) {
        noMinutes();
        onMinutesChanged();
      } else {
        // The server's text in the person's language (its code's), 'Failed to send message' without one.
        toast({ variant: 'destructive', title: t('sendFailed'), description: errorText(t, err, 'sendFailed') });
      }
    } finally {
      setPending(null);
      setSending(false);
    }
  };

  return (
    <section
      // One screen high, header and padding aside: the message box is always on screen, the messages
      // scroll inside (issue 24: on a phone the box was thousands of pixels down).
      className="flex h-[calc(100dvh-7rem)] min-h-[22rem] flex-col rounded-2xl border bg-card md:h-[calc(100dvh-8rem)]"
      aria-label={t('chatWith', { persona: PERSONAS[category] })}
    >
      <header className="flex items-center justify-between gap-3 border-b px-5 py-3">
        <div className="grid min-w-0">
          <h2 className="font-semibold">
            {PERSONAS[category]} · {t(`agents:styles.${session.agentStyle}.name`)}
          </h2>
          {session.objective && <p className="truncate text-xs text-muted-foreground">{session.objective}</p>}
        </div>
        <p className="shrink-0 text-xs font-medium text-muted-foreground" data-testid="chat-minutes">
          {t('common:usage.minutesLeft', { count: remainingMinutes(availableSeconds) })}
        </p>
      </header>
      <div
        ref={listRef}
        className="min-h-0 flex-1 space-y-4 overflow-y-auto overscroll-contain p-5"
        aria-live="polite"
        data-testid="messages"
      >
        {isLoading && <Loader2 className="mx-auto size-6 animate-spin text-muted-foreground" aria-hidden />}
        {!isLoading && messages.length === 0 && !pending && (
          <div className="grid gap-4 py-6 text-center">
            <p className="text-muted-foreground">{t('emptySession', { persona: PERSONAS[category] })}</p>
            <div className="mx-auto grid max-w-xl gap-2 sm:grid-cols-2">
              {QUICK_ACTIONS.map(({ key, icon: Icon }) => (
                <Button key={key} variant="outline" size="block" onClick={() => setInput(t(`quick.${key}`))}>
                  <Icon aria-hidden />
                  {t(`quick.${key}`)}
                </Button>
              ))}
            </div>
          </div>
        )}
        {messages.map((m) => (
          <article
            key={m.id}
            className={cn('flex', m.role === 'user' ? 'justify-end' : 'justify-start')}
            data-role={m.role}
          >
            <div className={bubbleClass(m.role, 'grid gap-2 text-sm')}>
              {m.role === 'assistant' ? (
                <Markdown text={m.content} />
              ) : (
                <p className="whitespace-pre-wrap">{m.content}</p>
              )}
              {m.toolCalls.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: tool calls of one message, in order
                <ToolCard key={i} call={c} />
              ))}
            </div>
          </article>
        ))}
        {pending && (
          <>
            <article className="flex justify-end" data-role="user">
              <div className={bubbleClass('user', 'text-sm')}>
                <p className="whitespace-pre-wrap">{pending.user}</p>
              </div>
            </article>
            <article className="flex justify-start" data-role="assistant">
              <div className={bubbleClass('assistant', 'text-sm')}>
                {pending.reply ? (
                  <Markdown text={pending.reply} />
                ) : (
                  <span className="flex items-center gap-2 text-muted-foreground" data-testid="thinking">
                    <Loader2 className="size-4 animate-spin" aria-hidden />
                    {t('thinking')}
                  </span>
                )}
              </div>
            </article>
          </>
        )}
      </div>
      {out && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 border-t border-destructive/40 bg-destructive/5 px-4 py-3 text-sm"
          data-testid="chat-out-of-minutes"
        >
          <div className="grid">
            <p className="font-semibold">{t('noMinutesTitle')}</p>
            <p className="text-muted-foreground">{t('noMinutesText')}</p>
          </div>
          <Button size="sm" onClick={onBuyMore}>
            <Zap aria-hidden />
            {t('common:usage.buyMore')}
          </Button>
        </div>
      )}
      <form
        className="flex items-end gap-2 border-t p-3"
        onSubmit={(e) => {
          e.preventDefault();
          void send(input);
        }}
      >
        <MessageInput
          id="chat-input"
          label={t('inputLabel')}
          rows={2}
          maxLength={MAX_CHAT_MESSAGE}
          value={input}
          disabled={sending || out}
          placeholder={out ? t('inputOut') : t('inputPlaceholder')}
          onChange={setInput}
          onSend={() => void send(input)}
          className="min-h-12!"
        />
        <Button type="submit" size="icon" disabled={out || sending || !input.trim()} aria-label={t('send')}>
          {sending ? <Loader2 className="animate-spin" aria-hidden /> : <SendHorizontal aria-hidden />}
        </Button>
      </form>
    </section>
  );
}
