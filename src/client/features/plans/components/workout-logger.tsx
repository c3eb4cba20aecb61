import { Calculator, Flame, History, Loader2, Timer } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
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
import { selectClass } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError, errorText } from '#client/lib/api.ts';
import { formatNumber } from '#client/lib/format.ts';
import { enqueue } from '#client/lib/offline-queue.ts';
import { toast } from '#client/lib/toast.ts';
import type { TPlanExercise, TPreviousPerformance, TWorkoutPlan } from '#shared/contracts/plans.ts';
import { useLogWorkout, usePreviousPerformance } from '../api/plans.ts';
import { cue, unlockAudio } from '../lib/cues.ts';
import { isLifting } from '../lib/item-text.ts';
import { type LoggerRow, loadDraft, loadPlates, saveDraft, savePlates } from '../lib/logger-store.ts';
import { DEFAULT_SETUP, kgToUnit, loadBar, type PlateSetup, unitToKg, warmupSets } from '../lib/plates.ts';
import { adjustRest, clock, type RestState, restLeft, startRest } from '../lib/rest-timer.ts';

type Previous = TPreviousPerformance[number];
type PrevSet = Previous['sets'][number];

const num = (s: string) => Number(s.replace(',', '.'));

/** "22 kg × 9 @ RIR 1". */
function setText(t: (k: string, o?: Record<string, unknown>) => string, s: PrevSet): string {
  const base = `${formatNumber(s.weightKg)} kg × ${s.reps}`;
  return s.rir === null ? base : t('logger.atRir', { set: base, rir: s.rir });
}

/** The heaviest set of a session (most reps on a tie): what "last time" names first. */
const topSet = (sets: PrevSet[]) =>
  sets.reduce<PrevSet | null>(
    (a, b) => (!a || b.weightKg > a.weightKg || (b.weightKg === a.weightKg && b.reps > a.reps) ? b : a),
    null,
  );

/** The running rest: true time from its end instant, a cue when it ends (sound once unlocked, vibration). */
function RestBar({ rest, onChange }: { rest: RestState; onChange: (r: RestState | null) => void }) {
  const { t } = useTranslation('plans');
  const [now, setNow] = useState(() => Date.now());
  const cued = useRef(false);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const id = window.setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);
  const left = restLeft(rest, now);
  useEffect(() => {
    if (left > 0) cued.current = false;
    else if (!cued.current) {
      cued.current = true;
      cue('over', true);
    }
  }, [left]);
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-lg border border-ember bg-accent px-3 py-2 text-sm"
      data-testid="rest-timer"
    >
      <Timer className="size-4 text-ember-text" aria-hidden />
      <span className="font-medium">
        {left > 0 ? t('logger.resting', { exercise: rest.exercise }) : t('logger.restOver')}
      </span>
      <span className="font-mono text-lg font-semibold tabular-nums" role="timer" aria-live="off">
        {clock(left)}
      </span>
      <span className="ml-auto flex gap-1">
        <Button size="sm" variant="outline" onClick={() => onChange(adjustRest(rest, -15, Date.now()))}>
          {t('logger.minus15')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onChange(adjustRest(rest, 15, Date.now()))}>
          {t('logger.plus15')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
          {left > 0 ? t('logger.skipRest') : t('logger.closeRest')}
        </Button>
      </span>
    </div>
  );
}

const KG_PLATES = [25, 20, 15, 10, 5, 2.5, 1.25, 0.5];
const LB_PLATES = [55, 45, 35, 25, 10, 5, 2.5, 1.25];

/** The person's bar and plates, and what a target loads (rounded to what the plates allow). */
function PlateCalculator({ setup, onSetup }: { setup: PlateSetup; onSetup: (s: PlateSetup) => void }) {
  const { t } = useTranslation('plans');
  const id = useId();
  const [target, setTarget] = useState('');
  const loading = target.trim() && num(target) > 0 ? loadBar(num(target), setup) : null;
  const sizes = setup.unit === 'kg' ? KG_PLATES : LB_PLATES;
  return (
    <details className="rounded-lg border p-3 text-sm" data-testid="plate-calculator">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <Calculator className="size-4 text-ember-text" aria-hidden />
        {t('logger.plates.title')}
      </summary>
      <div className="mt-3 grid gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1" htmlFor={`${id}-unit`}>
            <span className="text-xs text-muted-foreground">{t('logger.plates.unit')}</span>
            <select
              id={`${id}-unit`}
              className={`${selectClass} w-24`}
              value={setup.unit}
              onChange={(e) => onSetup(DEFAULT_SETUP[e.target.value as 'kg' | 'lb'])}
            >
              <option value="kg">kg</option>
              <option value="lb">lb</option>
            </select>
          </label>
          <label className="grid gap-1" htmlFor={`${id}-bar`}>
            <span className="text-xs text-muted-foreground">{t('logger.plates.bar', { unit: setup.unit })}</span>
            <Input
              id={`${id}-bar`}
              inputMode="decimal"
              className="w-24!"
              value={String(setup.bar)}
              onChange={(e) => onSetup({ ...setup, bar: Math.max(0, num(e.target.value) || 0) })}
            />
          </label>
          <label className="grid gap-1" htmlFor={`${id}-target`}>
            <span className="text-xs text-muted-foreground">{t('logger.plates.target', { unit: setup.unit })}</span>
            <Input
              id={`${id}-target`}
              inputMode="decimal"
              className="w-28!"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
            />
          </label>
        </div>
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="mb-1 text-xs text-muted-foreground">
            {t('logger.plates.have', { unit: setup.unit })}
          </legend>
          {sizes.map((p) => {
            const on = setup.plates.includes(p);
            return (
              <Button
                key={p}
                size="sm"
                variant={on ? 'default' : 'outline'}
                aria-pressed={on}
                onClick={() =>
                  onSetup({ ...setup, plates: on ? setup.plates.filter((x) => x !== p) : [...setup.plates, p] })
                }
              >
                {formatNumber(p)}
              </Button>
            );
          })}
        </fieldset>
        {loading && (
          <p aria-live="polite" data-testid="plate-result">
            <span className="font-semibold">
              {loading.exact
                ? t('logger.plates.loads', { total: formatNumber(loading.total), unit: setup.unit })
                : t('logger.plates.nearest', { total: formatNumber(loading.total), unit: setup.unit })}
            </span>{' '}
            {loading.perSide.length > 0
              ? t('logger.plates.perSide', { plates: loading.perSide.map(formatNumber).join(' + '), unit: setup.unit })
              : t('logger.plates.emptyBar')}
            {setup.unit === 'lb' && ` (${formatNumber(unitToKg(loading.total, 'lb'))} kg)`}
          </p>
        )}
      </div>
    </details>
  );
}

/** Start Workout: log each set of a plan day (weight, reps, RIR), with last time, rest, plates and warm-ups. */
export function WorkoutLogger({
  plan,
  userId,
  open,
  onOpenChange,
}: {
  plan: TWorkoutPlan;
  /** Whose sets these are: a queued save is replayed only for this user. */
  userId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation(['plans', 'common']);
  // The set logger is for lifting items; holds, intervals and durations are not sets of a weight.
  const lifting = plan.exercises.filter(isLifting);
  const days = [...new Set(lifting.map((e) => e.day))].sort((a, b) => a - b);
  // A workout being typed when the page was reloaded (or the phone locked) comes back as it was.
  const [stored] = useState(() => {
    const d = loadDraft(userId);
    return d && d.planId === plan.id && days.includes(d.day) ? d : null;
  });
  const [day, setDay] = useState(stored?.day ?? days[0] ?? 1);
  const items = (d: number) => lifting.filter((e) => e.day === d);
  const rowsFor = (d: number): LoggerRow[] =>
    items(d).flatMap((e) =>
      Array.from({ length: e.sets }, () => ({
        exercise: e.name,
        weight: '',
        reps: e.reps.match(/\d+/)?.[0] ?? '',
        rir: e.rir !== undefined ? String(e.rir) : '',
      })),
    );
  const [rows, setRows] = useState<LoggerRow[]>(() => stored?.rows ?? rowsFor(day));
  const [rest, setRest] = useState<RestState | null>(stored?.rest ?? null);
  const [plates, setPlates] = useState<PlateSetup>(() => loadPlates(userId));
  const previous = usePreviousPerformance(plan.id, day);
  const log = useLogWorkout();

  useEffect(() => {
    saveDraft(userId, { v: 1, planId: plan.id, day, rows, rest });
  }, [userId, plan.id, day, rows, rest]);
  const close = () => {
    saveDraft(userId, null);
    onOpenChange(false);
  };

  const valid = rows.filter((r) => r.reps.trim() && num(r.reps) > 0 && r.weight.trim() !== '' && num(r.weight) >= 0);
  const body = () => ({
    sets: valid.map((r) => ({
      exercise: r.exercise,
      weightKg: num(r.weight),
      reps: Number(r.reps),
      ...(r.rir.trim() ? { rir: Number(r.rir) } : {}),
    })),
    date: new Date().toISOString(),
  });
  // Offline (or the network drops): the sets are queued and synced when back online; nothing is lost.
  // `key` is the Idempotency-Key of the save: the same for the online try and every replay, so that
  // a save that reached the server before the network dropped is not stored twice.
  const saveOffline = async (data: ReturnType<typeof body>, key: string) => {
    await enqueue({ id: key, userId, endpoint: '/workouts/log', method: 'POST', data, action: 'log_workout' });
    toast({ title: t('logger.savedOffline'), description: t('common:offline.disconnected') });
    close();
  };
  const save = () => {
    const data = body();
    const key = crypto.randomUUID();
    if (!navigator.onLine) {
      void saveOffline(data, key);
      return;
    }
    log.mutate(
      { body: data, idempotencyKey: key },
      {
        onSuccess: (res) => {
          toast({
            variant: 'success',
            title: t('logger.saved'),
            description: t('logger.savedText', { count: res.sets }),
          });
          close();
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) void saveOffline(data, key);
          else toast({ variant: 'destructive', title: t('logger.failed'), description: errorText(t, err) });
        },
      },
    );
  };

  const setPlateSetup = (s: PlateSetup) => {
    setPlates(s);
    savePlates(userId, s);
  };
  const prevOf = (name: string): Previous | undefined => previous.data?.find((p) => p.exercise === name);
  // Warm-ups before the first heavy compound of the day, from its working load (typed, else last time's).
  const firstCompound = items(day).find((e) => prevOf(e.name)?.compound);
  const warmups = (e: TPlanExercise) => {
    if (e !== firstCompound) return [];
    const typed = rows.find((r) => r.exercise === e.name && r.weight.trim() && num(r.weight) > 0);
    const work = typed ? num(typed.weight) : (topSet(prevOf(e.name)?.sets ?? [])?.weightKg ?? 0);
    if (/barbell|barra|barre|langhantel/i.test(e.equipment)) {
      const barKg = unitToKg(plates.bar, plates.unit);
      const toLoad = (kg: number) => unitToKg(loadBar(kgToUnit(kg, plates.unit), plates).total, plates.unit);
      return warmupSets(work, toLoad, barKg);
    }
    return warmupSets(work, (kg) => Math.round(kg / 2) * 2, 2);
  };
  const startRestFor = (e: TPlanExercise) => {
    unlockAudio();
    setRest(startRest(e.name, e.restSeconds > 0 ? e.restSeconds : 90, Date.now()));
  };

  // One block per exercise, in the day's order (an exercise listed twice is one block of all its sets).
  const blocks = [...new Map(items(day).map((e) => [e.name, e])).values()];
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(o) : close())}>
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle>{t('logger.title', { name: plan.name })}</DialogTitle>
          <DialogDescription>{t('logger.text')}</DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('logger.day')}</legend>
          {days.map((d) => (
            <Button
              key={d}
              size="sm"
              variant={d === day ? 'default' : 'outline'}
              aria-pressed={d === day}
              onClick={() => {
                setDay(d);
                setRows(rowsFor(d));
              }}
            >
              {t('dayN', { day: d })}
            </Button>
          ))}
        </fieldset>
        {rest && <RestBar rest={rest} onChange={setRest} />}
        <div className="grid max-h-[55vh] gap-4 overflow-y-auto pr-1">
          <PlateCalculator setup={plates} onSetup={setPlateSetup} />
          {blocks.map((e) => {
            const prev = prevOf(e.name);
            const top = topSet(prev?.sets ?? []);
            const ramp = warmups(e);
            const mine = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.exercise === e.name);
            return (
              <section key={e.name} className="grid gap-1.5" data-testid="logger-exercise">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{e.name}</h3>
                  <Button size="sm" variant="outline" onClick={() => startRestFor(e)}>
                    <Timer aria-hidden />
                    {t('logger.rest', { time: clock(e.restSeconds > 0 ? e.restSeconds : 90) })}
                  </Button>
                </div>
                <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="last-time">
                  <History className="size-3.5" aria-hidden />
                  {top
                    ? t('logger.lastTime', { set: setText(t, top), count: prev?.sets.length ?? 0 })
                    : previous.isPending
                      ? t('common:status.loading')
                      : t('logger.firstTime')}
                </p>
                {ramp.length > 0 && (
                  <p className="flex items-start gap-1.5 rounded-md bg-muted px-2 py-1.5 text-xs" data-testid="warmup">
                    <Flame className="mt-0.5 size-3.5 shrink-0 text-ember-text" aria-hidden />
                    <span>
                      {t('logger.warmup', {
                        sets: ramp.map((w) => `${formatNumber(w.weight)} kg × ${w.reps}`).join(' · '),
                      })}
                    </span>
                  </p>
                )}
                <table className="w-full text-sm">
                  <thead className="text-left text-xs text-muted-foreground">
                    <tr>
                      <th className="w-8 py-1">{t('logger.set')}</th>
                      <th className="py-1">{t('logger.previous')}</th>
                      <th className="py-1">{t('logger.weight')}</th>
                      <th className="py-1">{t('logger.reps')}</th>
                      <th className="py-1">RIR</th>
                    </tr>
                  </thead>
                  <tbody>
                    {mine.map(({ r, i }, n) => {
                      const p = prev?.sets[n];
                      return (
                        <tr key={i} className="border-t">
                          <td className="py-1.5 text-xs text-muted-foreground">{n + 1}</td>
                          <td className="py-1.5 pr-2 text-xs text-muted-foreground">{p ? setText(t, p) : '—'}</td>
                          {(['weight', 'reps', 'rir'] as const).map((field) => (
                            <td key={field} className="py-1.5 pr-1.5">
                              <Input
                                aria-label={`${r.exercise} ${t(`logger.${field === 'rir' ? 'rirLabel' : field}`)} ${n + 1}`}
                                inputMode="decimal"
                                placeholder={field === 'weight' && p ? formatNumber(p.weightKg) : undefined}
                                className="h-8! w-14! sm:w-20!"
                                value={r[field]}
                                onChange={(ev) =>
                                  setRows((all) =>
                                    all.map((x, j) => (j === i ? { ...x, [field]: ev.target.value } : x)),
                                  )
                                }
                              />
                            </td>
                          ))}
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </section>
            );
          })}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={save} disabled={valid.length === 0 || log.isPending}>
            {log.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {t('logger.save', { count: valid.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
