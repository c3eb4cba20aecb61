import { HelpCircle, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { selectClass } from '#client/components/ui/form-field.tsx';
import { errorText } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { MUSCLES, type Muscle } from '#shared/coaching/training.ts';
import type { TUnknownExercise } from '#shared/contracts/progress.ts';
import { useAnswerExerciseMuscle, useUnknownExercises } from '../api/progress.ts';

/** One question per exercise name the library does not know: which muscle it trains, asked once. */
function Question({ exercise, index }: { exercise: TUnknownExercise; index: number }) {
  const { t } = useTranslation(['progress', 'common']);
  const [muscle, setMuscle] = useState<Muscle | 'none' | ''>('');
  const answer = useAnswerExerciseMuscle();
  const id = `unknown-exercise-${index}`;
  const save = () =>
    answer.mutate(
      { name: exercise.name, muscle: muscle === 'none' ? null : (muscle as Muscle) },
      {
        onSuccess: () => toast({ variant: 'success', title: t('unknown.saved', { name: exercise.name }) }),
        onError: (err) => toast({ variant: 'destructive', title: errorText(t, err) }),
      },
    );
  return (
    <form
      className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm">
          <span className="font-semibold">{exercise.name}</span>{' '}
          <span className="text-muted-foreground">({t('unknown.sets', { count: exercise.sets })})</span>
        </label>
        <select
          id={id}
          className={selectClass}
          value={muscle}
          onChange={(e) => setMuscle(e.target.value as Muscle | 'none' | '')}
        >
          <option value="" disabled>
            {t('unknown.choose')}
          </option>
          {MUSCLES.map((m) => (
            <option key={m} value={m}>
              {t(`muscles.${m}`)}
            </option>
          ))}
          <option value="none">{t('unknown.none')}</option>
        </select>
      </div>
      <Button type="submit" disabled={!muscle || answer.isPending}>
        {answer.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {t('unknown.save')}
      </Button>
    </form>
  );
}

/** Shown on /progress while some logged exercise feeds no muscle (issue 16). */
export function UnknownExercisesCard() {
  const { t } = useTranslation('progress');
  const { data = [] } = useUnknownExercises();
  if (data.length === 0) return null;
  return (
    <Card data-testid="unknown-exercises" className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HelpCircle className="size-5 text-ember-text" aria-hidden />
          {t('unknown.title', { count: data.length })}
        </CardTitle>
        <CardDescription>{t('unknown.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {data.map((e, i) => (
          <Question key={e.name} exercise={e} index={i} />
        ))}
      </CardContent>
    </Card>
  );
}
