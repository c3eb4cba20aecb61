import { Check, Loader2, Pause, Play, SkipForward, Square, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { ApiError, errorText } from '#client/lib/api.ts';
import { enqueue } from '#client/lib/offline-queue.ts';
import { toast } from '#client/lib/toast.ts';
import { cn } from '#client/lib/utils.ts';
import type { TPlanExercise, TWorkoutPlan } from '#shared/contracts/plans.ts';
import { useLogWorkout } from '../api/plans.ts';
import { cue, keepScreenOn, unlockAudio } from '../lib/cues.ts';
import { itemDose } from '../lib/item-text.ts';
import { clearSession, saveSession } from '../lib/session-store.ts';
import {
  advance,
  dayItems,
  doneByItem,
  isOver,
  pause,
  remainingSeconds,
  resume,
  type SessionState,
  type Step,
  sessionLog,
  sessionSteps,
  skip,
  startSession,
  stop,
  totalSeconds,
} from '../lib/session-timing.ts';

/** 75 → "1:15"; an hour or more → "1:02:05". */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** 390 → "6 min 30 s", 45 → "45 s". */
function spoken(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return [m > 0 ? `${m} min` : '', s > 0 || m === 0 ? `${s} s` : ''].filter(Boolean).join(' ');
}

type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'failed';

/**
 * The guided session of a plan day (decision 018): each pose, side, interval round or duration
 * with a get-ready moment, a countdown on the wall clock, pause, skip and end; the state lives in
 * local storage, so a reload resumes it; at the end what was done is logged (queued offline).
 */
export function SessionPlayer({
  plan,
  userId,
  initial,
  onClose,
}: {
  plan: TWorkoutPlan;
  /** Whose session this is: the stored state and a queued log belong to this user. */
  userId: string;
  /** A stored session of this plan to resume. */
  initial: SessionState | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['plans', 'common']);
  const days = useMemo(() => [...new Set(plan.exercises.map((e) => e.day))].sort((a, b) => a - b), [plan]);
  const [day, setDay] = useState(initial?.day ?? days[0] ?? 1);
  const items = useMemo(() => dayItems(plan.exercises, day), [plan, day]);
  const steps = useMemo(() => sessionSteps(items), [items]);
  const [session, setSession] = useState<SessionState | null>(initial);
  const [now, setNow] = useState(() => Date.now());
  const [sound, setSound] = useState(true);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState('');
  const logWorkout = useLogWorkout();
  const sent = useRef<string | null>(null);

  const over = session !== null && isOver(session, steps);
  const running = session !== null && session.endsAt !== null;

  // The clock: every 250 ms (and when the page is shown again) the state catches up with Date.now().
  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      setSession((s) => s && advance(s, steps, at));
    };
    tick();
    const id = window.setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [running, steps]);

  // Every change of the state is stored until its log has been handed over.
  useEffect(() => {
    if (session && status !== 'saved' && status !== 'offline') saveSession(userId, session);
  }, [session, status, userId]);

  // A sound and a vibration at each change of step (once, however many passed while the screen was off).
  const lastStep = useRef(initial?.step);
  useEffect(() => {
    if (!session) return;
    if (lastStep.current !== undefined && lastStep.current !== session.step) {
      const step = steps[session.step];
      cue(!step ? 'over' : step.phase === 'reps' ? 'work' : step.phase, sound);
    }
    lastStep.current = session.step;
  }, [session, steps, sound]);

  // The screen stays on while the clock runs, where the browser allows it.
  useEffect(() => {
    if (!running) return;
    let release: () => void = () => undefined;
    let gone = false;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      void keepScreenOn().then((r) => {
        if (gone) r();
        else {
          release();
          release = r;
        }
      });
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      gone = true;
      release();
      document.removeEventListener('visibilitychange', take);
    };
  }, [running]);

  // Over: the log is made once, with its Idempotency-Key, and stored before the first attempt.
  useEffect(() => {
    if (!session || !over || session.log !== undefined) return;
    const body = sessionLog(items, steps, session.done, new Date().toISOString());
    setSession({ ...session, log: body ? { key: crypto.randomUUID(), body } : null });
  }, [session, over, items, steps]);

  const send = useCallback(
    (log: NonNullable<SessionState['log']>) => {
      setStatus('saving');
      setError('');
      // Offline (or the network drops): the log is queued and synced later, under the same key, so
      // a save that reached the server before the network dropped is not stored twice.
      const saveOffline = async () => {
        await enqueue({
          id: log.key,
          userId,
          endpoint: '/workouts/log',
          method: 'POST',
          data: log.body,
          action: 'log_workout',
        });
        clearSession(userId);
        setStatus('offline');
        toast({ title: t('logger.savedOffline'), description: t('common:offline.disconnected') });
      };
      if (!navigator.onLine) {
        void saveOffline();
        return;
      }
      logWorkout.mutate(
        { body: log.body, idempotencyKey: log.key },
        {
          onSuccess: () => {
            clearSession(userId);
            setStatus('saved');
            toast({
              variant: 'success',
              title: t('player.saved'),
              description: t('player.savedText', { count: new Set(log.body.sets.map((s) => s.exercise)).size }),
            });
          },
          onError: (err) => {
            if (!(err instanceof ApiError)) void saveOffline();
            else {
              setStatus('failed');
              setError(errorText(t, err));
            }
          },
        },
      );
    },
    [logWorkout, t, userId],
  );

  useEffect(() => {
    const log = session?.log;
    if (log === undefined) return;
    if (log === null) {
      clearSession(userId);
      return;
    }
    if (sent.current === log.key) return;
    sent.current = log.key;
    send(log);
  }, [session?.log, send, userId]);

  const act = (change: (s: SessionState, at: number) => SessionState) => {
    unlockAudio();
    const at = Date.now();
    setNow(at);
    setSession((s) => s && change(s, at));
  };
  const begin = () => {
    unlockAudio();
    const at = Date.now();
    setNow(at);
    lastStep.current = 0;
    cue('ready', sound);
    setSession(startSession(plan.id, day, steps, at));
  };
  const close = () => {
    // Closed midway, the session waits paused (in storage) for Resume session. Closed after a
    // refused save, it is dropped (the reason was shown); a save still under way is sent again, with
    // the same key, at the next visit.
    if (session && !over) saveSession(userId, pause(session, steps, Date.now()));
    else if (session && (session.log === null || status === 'failed')) clearSession(userId);
    onClose();
  };

  return (
    <Dialog open onOpenChange={(o) => !o && close()}>
      <DialogContent
        width="xl"
        // Full screen on a phone; while running, centred (the bottom edge stays free for toasts).
        className={cn(
          'max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:rounded-none max-sm:border-0',
          session && !over ? 'max-sm:content-center' : 'max-sm:content-start',
        )}
        onPointerDownOutside={(e) => session && !over && e.preventDefault()}
        data-testid="session-player"
      >
        {!session ? (
          <Setup
            plan={plan}
            days={days}
            day={day}
            onDay={setDay}
            items={items}
            steps={steps}
            onStart={begin}
            onCancel={close}
          />
        ) : over ? (
          <Summary
            plan={plan}
            items={items}
            steps={steps}
            session={session}
            status={status}
            error={error}
            onRetry={() => session.log && send(session.log)}
            onClose={close}
          />
        ) : (
          <Running
            plan={plan}
            day={day}
            items={items}
            steps={steps}
            session={session}
            now={now}
            sound={sound}
            onSound={() => {
              unlockAudio();
              setSound((x) => !x);
            }}
            onPause={() => act((s, at) => pause(s, steps, at))}
            onResume={() => act((s, at) => resume(s, at))}
            onSkip={() => act((s, at) => skip(s, steps, at))}
            onStop={() => act((s, at) => stop(s, steps, at))}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Setup({
  plan,
  days,
  day,
  onDay,
  items,
  steps,
  onStart,
  onCancel,
}: {
  plan: TWorkoutPlan;
  days: number[];
  day: number;
  onDay: (d: number) => void;
  items: TPlanExercise[];
  steps: Step[];
  onStart: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['plans', 'common']);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{plan.name}</DialogTitle>
        <DialogDescription>{t('player.intro')}</DialogDescription>
      </DialogHeader>
      {days.length > 1 && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('logger.day')}</legend>
          {days.map((d) => (
            <Button
              key={d}
              size="sm"
              variant={d === day ? 'default' : 'outline'}
              aria-pressed={d === day}
              onClick={() => onDay(d)}
            >
              {t('dayN', { day: d })}
            </Button>
          ))}
        </fieldset>
      )}
      <ol className="grid gap-1 text-sm">
        {items.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items of one day, in order
          <li key={i} className="flex flex-wrap justify-between gap-2 border-b py-1.5">
            <span>{e.name}</span>
            <span className="text-muted-foreground">{itemDose(e)}</span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted-foreground">
        {t('player.summary', { count: items.length, minutes: Math.max(1, Math.round(totalSeconds(steps) / 60)) })}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={onStart} disabled={steps.length === 0}>
          <Play aria-hidden />
          {t('player.start')}
        </Button>
      </DialogFooter>
    </>
  );
}

function Running({
  plan,
  day,
  items,
  steps,
  session,
  now,
  sound,
  onSound,
  onPause,
  onResume,
  onSkip,
  onStop,
}: {
  plan: TWorkoutPlan;
  day: number;
  items: TPlanExercise[];
  steps: Step[];
  session: SessionState;
  now: number;
  sound: boolean;
  onSound: () => void;
  onPause: () => void;
  onResume: () => void;
  onSkip: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation(['plans', 'common']);
  const step = steps[session.step] as Step;
  const item = items[step.item] as TPlanExercise;
  const next = items[step.item + 1];
  const left = remainingSeconds(session, steps, now);
  const paused = session.pausedMs !== null;
  const leftMs = session.pausedMs ?? (session.endsAt === null ? 0 : Math.max(0, session.endsAt - now));
  const fraction = step.seconds > 0 ? Math.min(1, leftMs / (step.seconds * 1000)) : 1;
  const phaseLabel =
    step.phase === 'work'
      ? t(`player.phase.${item.kind === 'hold' ? 'hold' : item.kind === 'interval' ? 'work' : 'go'}`)
      : t(`player.phase.${step.phase}`);
  const detail = [
    step.side ? t('player.side', { side: step.side }) : '',
    step.round && item.rounds ? t('player.round', { round: step.round, rounds: item.rounds }) : '',
    item.kind === 'interval' || item.kind === 'duration' ? (item.effort ?? '') : '',
  ]
    .filter(Boolean)
    .join(' · ');
  // Said once per change of step (never every second): the phase, the item and where in it.
  const announcement = [
    phaseLabel,
    item.name,
    detail,
    step.seconds > 0 && step.phase !== 'ready' ? spoken(step.seconds) : '',
  ]
    .filter(Boolean)
    .join(', ');
  const R = 46;
  const ring = 2 * Math.PI * R;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{plan.name}</DialogTitle>
        <DialogDescription>
          {t('dayN', { day })} · {t('player.progress', { current: step.item + 1, total: items.length })}
        </DialogDescription>
      </DialogHeader>
      <section className="grid justify-items-center gap-2 text-center" aria-label={t('player.now')}>
        <span
          data-testid="player-phase"
          className={cn(
            'rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide',
            step.phase === 'work' && 'bg-primary text-primary-foreground',
            step.phase === 'rest' && 'bg-success/15 text-success',
            (step.phase === 'ready' || step.phase === 'reps') && 'bg-accent text-accent-foreground',
          )}
        >
          {paused ? `${phaseLabel} · ${t('player.paused')}` : phaseLabel}
        </span>
        <h3 className="text-balance text-2xl font-bold leading-tight sm:text-3xl" data-testid="player-item">
          {item.name}
        </h3>
        <p className="min-h-5 text-sm text-muted-foreground" data-testid="player-detail">
          {detail || itemDose(item)}
        </p>
        <div className="relative my-2 grid size-56 place-items-center sm:size-64">
          <svg viewBox="0 0 100 100" className="absolute inset-0 -rotate-90" aria-hidden>
            <circle cx="50" cy="50" r={R} className="fill-none stroke-muted" strokeWidth="5" />
            <circle
              cx="50"
              cy="50"
              r={R}
              className={cn(
                'fill-none transition-[stroke-dashoffset] duration-300 ease-linear',
                step.phase === 'rest' ? 'stroke-success' : step.phase === 'work' ? 'stroke-primary' : 'stroke-ember',
              )}
              strokeWidth="5"
              strokeLinecap="round"
              strokeDasharray={ring}
              strokeDashoffset={ring * (1 - fraction)}
            />
          </svg>
          {left === null ? (
            <p className="relative max-w-40 text-xl font-semibold" data-testid="player-clock">
              {itemDose(item)}
            </p>
          ) : (
            <p
              role="timer"
              aria-label={t('player.timeLeft')}
              data-testid="player-clock"
              className={cn('relative text-6xl font-bold tabular-nums sm:text-7xl', paused && 'opacity-60')}
            >
              {clock(left)}
            </p>
          )}
        </div>
        <p className="text-sm" data-testid="player-next">
          {next ? (
            <>
              <span className="text-muted-foreground">{t('player.next')}</span> {next.name} · {itemDose(next)}
            </>
          ) : (
            <span className="text-muted-foreground">{t('player.lastItem')}</span>
          )}
        </p>
      </section>
      <p aria-live="polite" className="sr-only" data-testid="player-announcement">
        {announcement}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        {step.phase === 'reps' ? (
          <Button size="lg" onClick={onSkip}>
            <Check aria-hidden />
            {t('player.done')}
          </Button>
        ) : paused ? (
          <Button size="lg" onClick={onResume}>
            <Play aria-hidden />
            {t('player.resume')}
          </Button>
        ) : (
          <Button size="lg" onClick={onPause}>
            <Pause aria-hidden />
            {t('player.pause')}
          </Button>
        )}
        {step.phase !== 'reps' && (
          <Button size="lg" variant="outline" onClick={onSkip}>
            <SkipForward aria-hidden />
            {t('player.skip')}
          </Button>
        )}
      </div>
      <div className="flex items-center justify-between gap-2 border-t pt-3">
        <Button variant="ghost" size="sm" onClick={onSound} aria-pressed={sound}>
          {sound ? <Volume2 aria-hidden /> : <VolumeX aria-hidden />}
          {t('player.sound')}
        </Button>
        <Button variant="ghostDestructive" size="sm" onClick={onStop}>
          <Square aria-hidden />
          {t('player.stop')}
        </Button>
      </div>
    </>
  );
}

function Summary({
  plan,
  items,
  steps,
  session,
  status,
  error,
  onRetry,
  onClose,
}: {
  plan: TWorkoutPlan;
  items: TPlanExercise[];
  steps: Step[];
  session: SessionState;
  status: SaveStatus;
  error: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['plans', 'common']);
  const done = doneByItem(steps, session.done);
  const seconds = done.reduce((s, d) => s + d.seconds, 0);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(session.stopped ? 'player.ended' : 'player.complete')}</DialogTitle>
        <DialogDescription>{plan.name}</DialogDescription>
      </DialogHeader>
      {done.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('player.nothingDone')}</p>
      ) : (
        <>
          <p className="font-medium">
            {t('player.doneSummary', { count: done.length })}
            {seconds > 0 ? ` · ${spoken(seconds)}` : ''}
          </p>
          <ul className="grid gap-1 text-sm" data-testid="player-done">
            {done.map((d) => {
              const e = items[d.item] as TPlanExercise;
              const what =
                e.kind === 'hold'
                  ? t('player.holds', { count: d.count })
                  : e.kind === 'interval'
                    ? t('player.rounds', { count: d.count })
                    : '';
              return (
                <li key={d.item} className="flex flex-wrap justify-between gap-2 border-b py-1.5">
                  <span>{e.name}</span>
                  <span className="text-muted-foreground">
                    {d.seconds > 0 ? [what, spoken(d.seconds)].filter(Boolean).join(' · ') : t('player.doneMark')}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {session.log && (
        <p role="status" className="flex items-center gap-2 text-sm" data-testid="player-status">
          {status === 'saving' && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {(status === 'saved' || status === 'offline') && <Check className="size-4 text-success" aria-hidden />}
          {status === 'saving'
            ? t('player.saving')
            : status === 'saved'
              ? t('player.saved')
              : status === 'offline'
                ? t('logger.savedOffline')
                : status === 'failed'
                  ? `${t('player.failed')}${error ? `: ${error}` : ''}`
                  : ''}
        </p>
      )}
      <DialogFooter>
        {status === 'failed' && (
          <Button variant="outline" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogFooter>
    </>
  );
}
