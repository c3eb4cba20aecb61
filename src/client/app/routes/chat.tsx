import { useQueryClient } from '@tanstack/react-query';
import { MessageSquarePlus, Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { PageContainer } from '#client/components/layout/page-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/api/session.ts';
import { chatQueries, useCreateSession, useSessions } from '#client/features/chat/api/chat.ts';
import { ChatView } from '#client/features/chat/components/chat-view.tsx';
import { NewSessionForm } from '#client/features/chat/components/new-session-form.tsx';
import { planQueries } from '#client/features/plans/api/plans.ts';
import { useSubscription } from '#client/features/subscription/api/subscription.ts';
import { usageQueries, useUsageToday } from '#client/features/usage/api/usage.ts';
import { BuyMinutesView } from '#client/features/usage/components/buy-minutes-view.tsx';
import { UsageCard } from '#client/features/usage/components/usage-card.tsx';
import { takeReturnSession } from '#client/lib/chat-draft.ts';
import { formatDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { cn } from '#client/lib/utils.ts';
import { type AgentCategoryId, isAgentCategory, PERSONAS } from '#shared/catalog/agents.ts';
import { remainingMinutes } from '#shared/usage.ts';
import { FullPageSpinner } from '../guards.tsx';

type MainView = 'chat' | 'new' | 'buy';

/** How a pack's checkout ended, from the page it returned to. */
function purchaseOutcome(value: string | null): 'success' | 'failed' | 'canceled' | null {
  return value === 'success' || value === 'failed' || value === 'canceled' ? value : null;
}

export default function ChatPage() {
  const { t } = useTranslation(['chat', 'common', 'agents']);
  useDocumentTitle(t('common:pages.chat.title'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { profile } = useAuth();
  const sessions = useSessions();
  const usage = useUsageToday();
  const subscription = useSubscription();
  const plan = subscription.data && subscription.data.status !== 'canceled' ? subscription.data.plan : null;
  const create = useCreateSession();
  const [selected, setSelected] = useState<string | null>(null);
  const [view, setView] = useState<MainView>('chat');

  // Back from a pack's checkout (?purchase=success, failed or canceled): say how it went, open the
  // session the member was in (its typed message is still there), then a clean URL.
  useEffect(() => {
    const outcome = purchaseOutcome(new URLSearchParams(search).get('purchase'));
    if (!outcome) return;
    if (outcome === 'success') {
      toast({ variant: 'success', title: t('purchaseSuccessTitle'), description: t('purchaseSuccessText') });
    } else if (outcome === 'failed') {
      toast({ variant: 'destructive', title: t('common:checkout.paymentFailed'), description: t('packFailedText') });
    } else {
      toast({ title: t('common:checkout.canceledTitle'), description: t('packCanceledText') });
    }
    void queryClient.invalidateQueries({ queryKey: usageQueries.today.queryKey });
    const back = takeReturnSession();
    if (back) {
      setSelected(back);
      setView('chat');
    }
    navigate('/chat', { replace: true });
  }, [search, navigate, queryClient, t]);

  // ?start=coach (the trial just started from the pricing dialog, issue 24): a chat with the coach
  // chosen in onboarding, created when the member has none yet.
  const defaultAgent =
    profile?.selectedAgent && isAgentCategory(profile.selectedAgent.category)
      ? { category: profile.selectedAgent.category as AgentCategoryId, style: profile.selectedAgent.style }
      : null;
  const started = useRef(false);
  const startWithCoach = new URLSearchParams(search).get('start') === 'coach';
  useEffect(() => {
    if (!startWithCoach || started.current || !sessions.data) return;
    started.current = true;
    const open = (id: string) => {
      setSelected(id);
      setView('chat');
      navigate(`/chat?session=${id}`, { replace: true });
    };
    const existing = sessions.data.find(
      (s) => s.agentCategory === defaultAgent?.category && s.agentStyle === defaultAgent?.style,
    );
    if (existing || !defaultAgent) {
      if (existing) open(existing.id);
      else navigate('/chat', { replace: true });
      return;
    }
    create.mutate(
      { agentCategory: defaultAgent.category, agentStyle: defaultAgent.style },
      {
        onSuccess: async (s) => {
          await queryClient.invalidateQueries({ queryKey: chatQueries.sessions.queryKey });
          open(s.id);
        },
        onError: () => {
          toast({ variant: 'destructive', title: t('createFailed') });
          navigate('/chat', { replace: true });
        },
      },
    );
  }, [startWithCoach, sessions.data, defaultAgent, create, navigate, queryClient, t]);

  // ?session=id selects it if it exists, else the first (also when a remembered one is gone).
  useEffect(() => {
    if (!sessions.data || (startWithCoach && !started.current) || create.isPending) return;
    if (selected && sessions.data.some((s) => s.id === selected)) return;
    const wanted = selected ?? new URLSearchParams(search).get('session');
    const found = sessions.data.find((s) => s.id === wanted) ?? sessions.data[0];
    if (found) setSelected(found.id);
    else setView('new');
  }, [sessions.data, search, selected, startWithCoach, create.isPending]);

  if (sessions.isLoading || (startWithCoach && !selected)) return <FullPageSpinner />;
  const current = sessions.data?.find((s) => s.id === selected) ?? null;
  const available = usage.data?.availableSeconds ?? 0;

  return (
    <PageContainer width="7xl" compact>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        {/* On a phone the conversation comes first; the sessions and minutes follow it. */}
        <aside className="grid content-start gap-4 max-lg:order-last" aria-label={t('sidebar')}>
          <Button onClick={() => setView('new')}>
            <MessageSquarePlus aria-hidden />
            {t('newSession')}
          </Button>
          <nav aria-label={t('sessions')} className="grid gap-1">
            <h2 className="px-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {t('sessions')}
            </h2>
            {sessions.data?.length === 0 && <p className="px-1 text-sm text-muted-foreground">{t('noSessions')}</p>}
            <ul className="grid max-h-80 gap-1 overflow-y-auto">
              {sessions.data?.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setSelected(s.id);
                      setView('chat');
                      navigate(`/chat?session=${s.id}`, { replace: true });
                    }}
                    aria-current={s.id === selected && view === 'chat' ? 'true' : undefined}
                    className={cn(
                      'grid w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-muted',
                      s.id === selected && view === 'chat' && 'bg-accent text-accent-foreground',
                    )}
                  >
                    <span className="font-medium">
                      {PERSONAS[s.agentCategory as AgentCategoryId] ?? s.agentCategory} ·{' '}
                      {t(`agents:styles.${s.agentStyle}.name`)}
                    </span>
                    <span className="truncate text-xs text-muted-foreground">
                      {s.objective || formatDate(s.updatedAt, 'medium')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {usage.data && (
            <>
              <p className="px-1 text-sm font-medium" data-testid="sidebar-minutes">
                {t('common:usage.minutesLeft', { count: remainingMinutes(available) })}
              </p>
              {available <= 5 * 60 && (
                <Button variant="outline" onClick={() => setView('buy')} data-testid="sidebar-buy">
                  <Zap aria-hidden />
                  {t('common:usage.buyMore')}
                </Button>
              )}
              <UsageCard usage={usage.data} onBuyMore={() => setView('buy')} timeZone={profile?.timeZone} />
              {usage.data.dailyLimit === 0 && (
                <Button variant="link" asChild>
                  <Link href="/subscription">{t('choosePlan')}</Link>
                </Button>
              )}
            </>
          )}
        </aside>
        <div>
          {view === 'buy' ? (
            <BuyMinutesView plan={plan} onClose={() => setView('chat')} returnSessionId={current?.id ?? null} />
          ) : view === 'new' || !current ? (
            <NewSessionForm
              initial={defaultAgent}
              creating={create.isPending}
              onCancel={current ? () => setView('chat') : undefined}
              onCreate={(body) =>
                create.mutate(body, {
                  onSuccess: async (s) => {
                    await queryClient.invalidateQueries({ queryKey: chatQueries.sessions.queryKey });
                    setSelected(s.id);
                    setView('chat');
                    navigate(`/chat?session=${s.id}`, { replace: true });
                  },
                  onError: () => toast({ variant: 'destructive', title: t('createFailed') }),
                })
              }
            />
          ) : (
            <ChatView
              key={current.id}
              session={current}
              availableSeconds={available}
              onBuyMore={() => setView('buy')}
              onMinutesChanged={() => void queryClient.invalidateQueries({ queryKey: usageQueries.today.queryKey })}
              // Each plan list the reply wrote is read again: /plans and its tabs show it at once (issue 24).
              onPlansChanged={(kinds) => {
                for (const kind of kinds) void queryClient.invalidateQueries({ queryKey: planQueries[kind].queryKey });
              }}
            />
          )}
        </div>
      </div>
    </PageContainer>
  );
}
