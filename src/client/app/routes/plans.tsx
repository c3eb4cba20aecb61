import { ClipboardList, Download, Eye, Loader2, Play, Share2, Timer, Users } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { PageContainer, PageHeading } from '#client/components/layout/page-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Markdown } from '#client/components/ui/markdown.tsx';
import { SegmentedTabs } from '#client/components/ui/segmented-tabs.tsx';
import { useAuth } from '#client/features/auth/api/session.ts';
import { useNutritionPlans, useWorkoutPlans } from '#client/features/plans/api/plans.ts';
import { SessionPlayer } from '#client/features/plans/components/session-player.tsx';
import { WorkoutLogger } from '#client/features/plans/components/workout-logger.tsx';
import { isGuided, isLifting, itemDose, usesSetLogger } from '#client/features/plans/lib/item-text.ts';
import { loadDraft } from '#client/features/plans/lib/logger-store.ts';
import { planLabelKey } from '#client/features/plans/lib/plan-label.ts';
import { clearSession, loadSession } from '#client/features/plans/lib/session-store.ts';
import { dayItems, fits, type SessionState, sessionSteps } from '#client/features/plans/lib/session-timing.ts';
import { formatDate, formatNumber } from '#client/lib/format.ts';
import { enqueue } from '#client/lib/offline-queue.ts';
import { toast } from '#client/lib/toast.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import type { TNutritionPlan, TWorkoutPlan } from '#shared/contracts/plans.ts';

function WorkoutCard({ plan, stored }: { plan: TWorkoutPlan; stored: SessionState | null }) {
  const { t } = useTranslation(['plans', 'common']);
  const [open, setOpen] = useState(false);
  const [logging, setLogging] = useState(false);
  // A session of this plan found in storage (a reload mid-session) opens the player where it is.
  const [playing, setPlaying] = useState<SessionState | 'new' | null>(stored);
  const [paused, setPaused] = useState(stored);
  const { user } = useAuth();
  // A workout being logged when the page was reloaded (or the phone locked) reopens with its sets and rest.
  useEffect(() => {
    if (user && loadDraft(user.id)?.planId === plan.id) setLogging(true);
  }, [user, plan.id]);
  const totalSets = plan.exercises.reduce((s, e) => s + e.sets, 0);
  const more = plan.exercises.length - 3;
  const share = async () => {
    const text = `${plan.name}\n${plan.exercises.map((e) => `${t('dayN', { day: e.day })} · ${e.name}: ${itemDose(e)}`).join('\n')}`;
    try {
      if (navigator.share) await navigator.share({ title: plan.name, text });
      else {
        await navigator.clipboard.writeText(text);
        toast({ variant: 'success', title: t('copied') });
      }
    } catch {
      // the person closed the share sheet
    }
  };
  return (
    <article className="grid gap-4 rounded-2xl border bg-card p-5" data-testid="workout-plan">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold">{plan.name}</h3>
          <p className="text-xs text-muted-foreground">
            {t('createdBy', { name: plan.createdBy, date: formatDate(plan.createdAt, 'medium') })}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5 text-xs font-medium">
          <span className="rounded-full bg-accent px-2 py-0.5 text-accent-foreground">{t(planLabelKey(plan))}</span>
          <span className="rounded-full bg-muted px-2 py-0.5">{t(`difficulty.${plan.difficulty}`)}</span>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        <div className="rounded-lg bg-muted p-2">
          <dt className="text-xs text-muted-foreground">{t('exercises')}</dt>
          <dd className="font-semibold">{plan.exercises.length}</dd>
        </div>
        <div className="rounded-lg bg-muted p-2">
          <dt className="text-xs text-muted-foreground">{t('weeks')}</dt>
          <dd className="font-semibold">{plan.durationWeeks}</dd>
        </div>
        <div className="rounded-lg bg-muted p-2">
          <dt className="text-xs text-muted-foreground">{t('totalSets')}</dt>
          <dd className="font-semibold">{totalSets}</dd>
        </div>
      </dl>
      {open ? (
        <div className="grid gap-3 text-sm">
          <Markdown text={plan.description} />
          {[...new Set(plan.exercises.map((e) => e.day))].map((day) => (
            <div key={day}>
              <h4 className="mb-1 font-semibold">{t('dayN', { day })}</h4>
              <ul className="grid gap-1">
                {plan.exercises
                  .filter((e) => e.day === day)
                  .map((e, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: exercises of one day, in order
                    <li key={i} className="flex flex-wrap justify-between gap-2 border-b py-1">
                      <span>{e.name}</span>
                      <span className="text-muted-foreground">
                        {itemDose(e)}
                        {e.rir !== undefined ? ` · RIR ${e.rir}` : ''}
                        {isLifting(e) && e.restSeconds > 0 ? ` · ${t('rest', { seconds: e.restSeconds })}` : ''}
                      </span>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <>
          <p className="line-clamp-2 text-sm text-muted-foreground">{plan.description}</p>
          <ul className="grid gap-1 text-sm">
            {plan.exercises.slice(0, 3).map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: first three exercises
              <li key={i} className="flex justify-between gap-2">
                <span>{e.name}</span>
                <span className="text-muted-foreground">{itemDose(e)}</span>
              </li>
            ))}
            {more > 0 && <li className="text-xs text-muted-foreground">{t('more', { count: more })}</li>}
          </ul>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {isGuided(plan) && (
          <Button size="sm" onClick={() => setPlaying(paused ?? 'new')}>
            <Timer aria-hidden />
            {t(paused ? 'resumeSession' : 'startSession')}
          </Button>
        )}
        {usesSetLogger(plan) && (
          <Button size="sm" onClick={() => setLogging(true)}>
            <Play aria-hidden />
            {t('startWorkout')}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          <Eye aria-hidden />
          {open ? t('hide') : t('view')}
        </Button>
        <Button size="sm" variant="ghost" onClick={share}>
          <Share2 aria-hidden />
          {t('share')}
        </Button>
      </div>
      {logging && user && <WorkoutLogger plan={plan} userId={user.id} open={logging} onOpenChange={setLogging} />}
      {playing && user && (
        <SessionPlayer
          plan={plan}
          userId={user.id}
          initial={playing === 'new' ? null : playing}
          onClose={() => {
            // What is left in storage is a session paused midway, to resume from this card.
            const left = loadSession(user.id);
            setPaused(left?.planId === plan.id && left.phase !== 'over' ? left : null);
            setPlaying(null);
          }}
        />
      )}
    </article>
  );
}

function NutritionCard({ plan }: { plan: TNutritionPlan }) {
  const { t } = useTranslation('plans');
  return (
    <article className="grid gap-4 rounded-2xl border bg-card p-5" data-testid="nutrition-plan">
      <div>
        <h3 className="text-lg font-semibold">{plan.name}</h3>
        <p className="text-xs text-muted-foreground">
          {t('createdBy', { name: plan.createdBy, date: formatDate(plan.createdAt, 'medium') })}
        </p>
      </div>
      <dl className="grid grid-cols-4 gap-2 text-center text-sm">
        {(
          [
            ['kcal', plan.kcal, ''],
            ['protein', plan.proteinG, ' g'],
            ['carbs', plan.carbsG, ' g'],
            ['fat', plan.fatG, ' g'],
          ] as const
        ).map(([k, v, unit]) => (
          <div key={k} className="rounded-lg bg-muted p-2">
            <dt className="text-xs text-muted-foreground">{t(`macros.${k}`)}</dt>
            <dd className="font-semibold">
              {formatNumber(v)}
              {unit}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-2 text-sm">
        {plan.meals.map((m) => (
          <li key={m.name} className="rounded-lg border p-3">
            <p className="font-medium">
              {m.name} · {formatNumber(m.kcal)} kcal · {m.proteinG} g {t('macros.protein').toLowerCase()}
            </p>
            <p className="text-muted-foreground">{m.foods.map((f) => `${f.name} ${f.grams} g`).join(', ')}</p>
          </li>
        ))}
      </ul>
      <Markdown text={plan.description} />
    </article>
  );
}

function EmptyState({ kind }: { kind: 'workout' | 'nutrition' }) {
  const { t } = useTranslation('plans');
  return (
    <div className="grid justify-items-center gap-4 rounded-2xl border border-dashed p-10 text-center">
      <ClipboardList className="size-10 text-ember-text" aria-hidden />
      <p className="text-muted-foreground">{t(kind === 'workout' ? 'emptyWorkout' : 'emptyNutrition')}</p>
      <Button asChild>
        <Link href="/chat">{t(kind === 'workout' ? 'createFirst' : 'askCoach')}</Link>
      </Button>
    </div>
  );
}

export default function PlansPage() {
  const { t } = useTranslation(['plans', 'common']);
  useDocumentTitle(t('title'));
  const search = useSearch();
  const [location, navigate] = useLocation();
  // The tab lives in the address (?tab=nutrition): a reload or a link keeps it (issue 24).
  const tab: 'workout' | 'nutrition' = new URLSearchParams(search).get('tab') === 'nutrition' ? 'nutrition' : 'workout';
  const setTab = (next: 'workout' | 'nutrition') => navigate(`${location}?tab=${next}`, { replace: true });
  const workouts = useWorkoutPlans();
  const nutrition = useNutritionPlans();
  const { user } = useAuth();
  // A guided session in storage (decision 018) reopens on its plan's card where it is.
  const stored = useMemo(() => {
    const s = user && workouts.data ? loadSession(user.id) : null;
    const plan = s && workouts.data?.plans.find((p) => p.id === s.planId);
    return s && plan && fits(s, sessionSteps(dayItems(plan.exercises, s.day))) ? s : null;
  }, [user, workouts.data]);
  // One whose plan is gone (replaced by the coach) is dropped; its log, if it had one, is queued.
  useEffect(() => {
    const s = user && workouts.data ? loadSession(user.id) : null;
    if (!user || !s || stored) return;
    if (s.log)
      void enqueue({
        id: s.log.key,
        userId: user.id,
        endpoint: '/workouts/log',
        method: 'POST',
        data: s.log.body,
        action: 'log_workout',
      });
    clearSession(user.id);
  }, [user, workouts.data, stored]);
  const exportPlans = () => {
    const blob = new Blob(
      [
        JSON.stringify(
          { workoutPlans: workouts.data?.plans ?? [], nutritionPlans: nutrition.data?.plans ?? [] },
          null,
          2,
        ),
      ],
      {
        type: 'application/json',
      },
    );
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'forja-plans.json';
    a.click();
    URL.revokeObjectURL(a.href);
  };
  const loading = tab === 'workout' ? workouts.isLoading : nutrition.isLoading;
  const failed = tab === 'workout' ? workouts.isError && !workouts.data : nutrition.isError && !nutrition.data;
  return (
    <PageContainer>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <SegmentedTabs
          label={t('title')}
          value={tab}
          onChange={setTab}
          tabs={[
            { key: 'workout', label: t('workoutTab') },
            { key: 'nutrition', label: t('nutritionTab') },
          ]}
        />
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled title={t('communitySoon')}>
            <Users aria-hidden />
            {t('community')}
          </Button>
          <Button variant="outline" size="sm" onClick={exportPlans}>
            <Download aria-hidden />
            {t('export')}
          </Button>
        </div>
      </div>
      <div role="tabpanel">
        {loading ? (
          <Loader2 className="mx-auto size-6 animate-spin" aria-label={t('common:status.loading')} />
        ) : failed ? (
          <p role="alert" className="rounded-2xl border border-dashed p-8 text-center text-muted-foreground">
            {t('loadFailed')}
          </p>
        ) : tab === 'workout' ? (
          workouts.data?.plans.length ? (
            <div className="grid gap-5 lg:grid-cols-2">
              {workouts.data.plans.map((p) => (
                <WorkoutCard key={p.id} plan={p} stored={stored?.planId === p.id ? stored : null} />
              ))}
            </div>
          ) : (
            <EmptyState kind="workout" />
          )
        ) : nutrition.data?.plans.length ? (
          <div className="grid gap-5 lg:grid-cols-2">
            {nutrition.data.plans.map((p) => (
              <NutritionCard key={p.id} plan={p} />
            ))}
          </div>
        ) : (
          <EmptyState kind="nutrition" />
        )}
      </div>
    </PageContainer>
  );
}
