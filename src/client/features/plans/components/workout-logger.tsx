import { Loader2 } from 'lucide-react';
import { useState } from 'react';
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
import { Input } from '#client/components/ui/input.tsx';
import { ApiError, errorText } from '#client/lib/api.ts';
import { enqueue } from '#client/lib/offline-queue.ts';
import { toast } from '#client/lib/toast.ts';
import type { TWorkoutPlan } from '#shared/contracts/plans.ts';
import { useLogWorkout } from '../api/plans.ts';
import { isLifting } from '../lib/item-text.ts';

type Row = { exercise: string; weight: string; reps: string; rir: string };

/** Start Workout: log each set of a plan day (weight, reps, RIR). */
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
  const [day, setDay] = useState(days[0] ?? 1);
  const rowsFor = (d: number): Row[] =>
    lifting
      .filter((e) => e.day === d)
      .flatMap((e) =>
        Array.from({ length: e.sets }, () => ({
          exercise: e.name,
          weight: '',
          reps: e.reps.match(/\d+/)?.[0] ?? '',
          rir: e.rir !== undefined ? String(e.rir) : '',
        })),
      );
  const [rows, setRows] = useState<Row[]>(() => rowsFor(day));
  const log = useLogWorkout();
  const valid = rows.filter(
    (r) => r.reps.trim() && Number(r.reps) > 0 && r.weight.trim() !== '' && Number(r.weight.replace(',', '.')) >= 0,
  );

  const body = () => ({
    sets: valid.map((r) => ({
      exercise: r.exercise,
      weightKg: Number(r.weight.replace(',', '.')),
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
    onOpenChange(false);
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
          onOpenChange(false);
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) void saveOffline(data, key);
          else toast({ variant: 'destructive', title: t('logger.failed'), description: errorText(t, err) });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
        <div className="max-h-[50vh] overflow-y-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th className="py-1">{t('logger.exercise')}</th>
                <th className="py-1">{t('logger.weight')}</th>
                <th className="py-1">{t('logger.reps')}</th>
                <th className="py-1">RIR</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one row per set, in order
                <tr key={i} className="border-t">
                  <td className="py-1.5 pr-2">{r.exercise}</td>
                  {(['weight', 'reps', 'rir'] as const).map((field) => (
                    <td key={field} className="py-1.5 pr-2">
                      <Input
                        aria-label={`${r.exercise} ${t(`logger.${field === 'rir' ? 'rirLabel' : field}`)} ${i + 1}`}
                        inputMode="decimal"
                        className="h-8! w-20!"
                        value={r[field]}
                        onChange={(e) =>
                          setRows((all) => all.map((x, j) => (j === i ? { ...x, [field]: e.target.value } : x)))
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
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
