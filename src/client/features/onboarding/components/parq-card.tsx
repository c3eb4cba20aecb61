import { HeartPulse, Loader2, ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/utils.ts';
import { PARQ_QUESTION_COUNT } from '#shared/contracts/onboarding.ts';

export type ParqAnswers = (boolean | null)[];
export const EMPTY_PARQ: ParqAnswers = Array(PARQ_QUESTION_COUNT).fill(null);

/**
 * The seven PAR-Q+ general questions (docs/coaching-guide.md). Any "yes" means a physician's clearance
 * first. Part of step 3 from the start; the answers are saved as soon as all are given, and a question
 * left unanswered when the person completes says so beside it (issue 24).
 */
export function ParqCard({
  answers,
  onChange,
  saving,
  saved,
  requiresClearance,
  showMissing,
}: {
  answers: ParqAnswers;
  onChange: (answers: ParqAnswers) => void;
  saving: boolean;
  saved: boolean;
  requiresClearance: boolean | null;
  showMissing: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  const complete = answers.every((a) => a !== null);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border bg-card p-5" data-testid="parq">
      <div className="flex gap-3">
        <HeartPulse className="mt-0.5 size-6 shrink-0 text-ember-text" aria-hidden />
        <div>
          <h3 id={`${id}-title`} className="font-semibold">
            {t('parq.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('parq.intro')}</p>
        </div>
      </div>
      <ol className="grid gap-3">
        {answers.map((answer, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the questions are a fixed list
            key={i}
            data-testid={`parq-question-${i}`}
            className={cn(
              'grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center',
              showMissing && answer === null && 'border-destructive',
            )}
          >
            <span id={`${id}-q${i}`} className="text-sm">
              {i + 1}. {t(`parq.questions.${i}`)}
            </span>
            <div
              role="radiogroup"
              aria-labelledby={`${id}-q${i}`}
              aria-invalid={showMissing && answer === null ? true : undefined}
              aria-errormessage={showMissing && answer === null ? `${id}-q${i}-missing` : undefined}
              className="flex gap-2"
            >
              {([true, false] as const).map((yes) => (
                <label
                  key={String(yes)}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-ember has-[:checked]:bg-accent',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-q${i}`}
                    checked={answer === yes}
                    onChange={() => onChange(answers.map((a, j) => (j === i ? yes : a)))}
                    className="size-4 accent-[var(--primary)]"
                  />
                  {yes ? t('parq.yes') : t('parq.no')}
                </label>
              ))}
            </div>
            {showMissing && answer === null && (
              <p id={`${id}-q${i}-missing`} className="text-sm font-medium text-destructive sm:col-span-2">
                {t('parq.missingOne')}
              </p>
            )}
          </li>
        ))}
      </ol>
      {showMissing && !complete && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('parq.missing')}
        </p>
      )}
      {saved && requiresClearance && (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>{t('parq.clearance')}</p>
        </div>
      )}
      {saved && requiresClearance === false && (
        <p role="status" className="text-sm font-medium text-success">
          {t('parq.allClear')}
        </p>
      )}
      {saving && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {t('parq.saving')}
        </p>
      )}
    </section>
  );
}
