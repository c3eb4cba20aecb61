import { useQueryClient } from '@tanstack/react-query';
import { MessageSquarePlus, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { PageContainer } from '#client/components/layout/page-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/api/session.ts';
import { chatQueries, useCreateSession, useSessions } from '#client/features/chat/api/chat.ts';
import { BuyMinutesView } from '#client/features/chat/components/buy-minutes-view.tsx';
import { ChatView } from '#client/features/chat/components/chat-view.tsx';
import { NewSessionForm } from '#client/features/chat/components/new-session-form.tsx';
import { planQueries } from '#client/features/plans/api/plans.ts';
import { usageQueries, useUsageToday } from '#client/features/usage/api/usage.ts';
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

  // ?session=id selects it if it exists, else the first (also when a remembered one is gone).
  useEffect(() => {
    if (!sessions.data) return;
    if (selected && sessions.data.some((s) => s.id === selected)) return;
    const wanted = selected ?? new URLSearchParams(search).get('session');
    const found = sessions.data.find((s) => s.id === wanted) ?? sessions.data[0];
    if (found) setSelected(found.id);
    else setView('new');
  }, [sessions.data, search, selected]);

  if (sessions.isLoading) return <FullPageSpinner />;
  const current = sessions.data?.find((s) => s.id === selected) ?? null;
  const available = usage.data?.availableSeconds ?? 0;
  const defaultAgent =
    profile?.selectedAgent && isAgentCategory(profile.selectedAgent.category)
      ? { category: profile.selectedAgent.category as AgentCategoryId, style: profile.selectedAgent.style }
      : null;

  return (
    <PageContainer width="7xl" compact>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside className="grid content-start gap-4" aria-label={t('sidebar')}>
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
            <BuyMinutesView onClose={() => setView('chat')} returnSessionId={current?.id ?? null} />
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
              onPlansChanged={() => void queryClient.invalidateQueries({ queryKey: planQueries.workout.queryKey })}
            />
          )}
        </div>
      </div>
    </PageContainer>
  );
}
