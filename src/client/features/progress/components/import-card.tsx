import { Download, FileUp, Loader2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ApiError, errorText } from '#client/lib/api.ts';
import { formatDate, formatNumber } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import {
  IMPORT_MAX_BYTES,
  type TImportExercise,
  type TImportPreview,
  type TWeightUnit,
  ZImportProblem,
} from '#shared/contracts/workout-import.ts';
import { EXPORT_CSV_URL, useImportPreview, useImportSets } from '../api/progress.ts';

const MB = 1024 * 1024;
type Picked = { name: string; csv: string; unit?: TWeightUnit };

/** A refused file in the person's language: the server's reason and line, never its English. */
function useProblemText() {
  const { t } = useTranslation(['progress', 'common']);
  return (err: unknown): string => {
    if (err instanceof ApiError) {
      if (err.code === 'PAYLOAD_TOO_LARGE') return t('import.problems.tooLarge', { limit: IMPORT_MAX_BYTES / MB });
      const problem = ZImportProblem.safeParse(err.details);
      if (problem.success) {
        const { reason, line, column, value } = problem.data;
        return t(`import.problems.${reason}`, {
          line: line ?? '',
          column: column ?? '',
          value: value ?? '',
          limit: IMPORT_MAX_BYTES / MB,
        });
      }
    }
    return errorText(t, err);
  };
}

function MatchText({ exercise }: { exercise: TImportExercise }) {
  const { t } = useTranslation('progress');
  const muscle = exercise.muscle ? t(`muscles.${exercise.muscle}`) : '';
  switch (exercise.match) {
    case 'library':
      return <>{t('import.match.library', { name: exercise.libraryName, muscle })}</>;
    case 'custom':
      return <>{exercise.muscle ? t('import.match.custom', { muscle }) : t('import.match.customNone')}</>;
    case 'muscle':
      return <>{t('import.match.muscle', { muscle })}</>;
    case 'timed':
      return <>{t('import.match.timed')}</>;
    default:
      return <span className="font-medium text-amber-700 dark:text-amber-300">{t('import.match.unknown')}</span>;
  }
}

function PreviewView({
  preview,
  picked,
  onUnit,
  busy,
}: {
  preview: TImportPreview;
  picked: Picked;
  onUnit: (unit: TWeightUnit) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('progress');
  const unitName = `import-unit-${useId()}`;
  const { skipped } = preview;
  const left = [
    skipped.warmups && t('import.skippedWarmups', { count: skipped.warmups }),
    skipped.restTimers && t('import.skippedRestTimers', { count: skipped.restTimers }),
    skipped.empty && t('import.skippedEmpty', { count: skipped.empty }),
  ].filter(Boolean);
  const unknown = preview.exercises.filter((e) => e.match === 'unknown').length;
  return (
    <div className="grid gap-3 text-sm" data-testid="import-preview">
      <p className="font-medium">
        {t('import.fileOf', { name: picked.name, app: t(`import.formats.${preview.format}`) })}
      </p>
      {preview.sets === 0 ? (
        <p className="rounded-lg bg-muted p-3">
          {preview.duplicates > 0 ? t('import.nothingNew', { count: preview.duplicates }) : t('import.noSets')}
        </p>
      ) : (
        <ul className="grid gap-1 rounded-lg bg-muted p-3">
          <li>
            <strong>
              {t('import.summary', {
                sets: t('import.sets', { count: preview.sets }),
                sessions: t('import.sessions', { count: preview.sessions }),
              })}
            </strong>
          </li>
          {preview.firstDate && preview.lastDate && (
            <li>
              {t('import.range', {
                first: formatDate(preview.firstDate, 'medium', 'UTC'),
                last: formatDate(preview.lastDate, 'medium', 'UTC'),
              })}
            </li>
          )}
          {preview.heaviest && (
            <li>
              {t('import.heaviest', {
                exercise: preview.heaviest.exercise,
                weight: formatNumber(preview.heaviest.weightKg),
                reps: preview.heaviest.reps,
              })}
            </li>
          )}
          {preview.duplicates > 0 && <li>{t('import.duplicates', { count: preview.duplicates })}</li>}
          {left.length > 0 && <li>{t('import.leftOut', { list: left.join(', ') })}</li>}
        </ul>
      )}
      {preview.unitFromFile ? (
        <p className="text-muted-foreground">{t('import.unitFromFile', { unit: t(`import.units.${preview.unit}`) })}</p>
      ) : (
        <fieldset className="grid gap-1.5">
          <legend className="mb-1 font-medium">{t('import.unitQuestion')}</legend>
          <div className="flex gap-4">
            {(['kg', 'lb'] as const).map((u) => (
              <label key={u} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name={unitName}
                  value={u}
                  checked={preview.unit === u}
                  disabled={busy}
                  onChange={() => onUnit(u)}
                  className="size-4 accent-[var(--primary)]"
                />
                {t(`import.units.${u}`)}
              </label>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">{t('import.unitHint')}</p>
        </fieldset>
      )}
      {preview.exercises.length > 0 && (
        <details open={unknown > 0}>
          <summary className="cursor-pointer font-medium">
            {t('import.names', { count: preview.exercises.length })}
            {unknown > 0 && ` · ${t('import.unknownCount', { count: unknown })}`}
          </summary>
          <ul className="mt-2 grid gap-1">
            {preview.exercises.map((e) => (
              <li key={e.name} className="flex flex-wrap justify-between gap-x-3 rounded-md border px-2 py-1">
                <span>
                  {e.name} <span className="text-muted-foreground">({t('import.sets', { count: e.sets })})</span>
                </span>
                <span className="text-muted-foreground">
                  <MatchText exercise={e} />
                </span>
              </li>
            ))}
          </ul>
          {unknown > 0 && <p className="mt-2 text-xs text-muted-foreground">{t('import.unknownHint')}</p>}
        </details>
      )}
    </div>
  );
}

/**
 * No lock-in (issue 16, decision 033): a Strong or Hevy CSV export is read, previewed (sessions, sets,
 * dates, how each name maps), then imported at once; every logged set downloads as CSV.
 */
export function ImportCard() {
  const { t } = useTranslation('progress');
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const preview = useImportPreview();
  const importSets = useImportSets();
  const problemText = useProblemText();

  const reset = () => {
    setPicked(null);
    preview.reset();
    if (fileInput.current) fileInput.current.value = '';
  };
  const check = (next: Picked) => {
    setPicked(next);
    setProblem(null);
    preview.mutate({ csv: next.csv, unit: next.unit }, { onError: (err) => setProblem(problemText(err)) });
  };
  const onFile = async (file: File | undefined) => {
    preview.reset();
    setProblem(null);
    setPicked(null);
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      setProblem(t('import.problems.tooLarge', { limit: IMPORT_MAX_BYTES / MB }));
      return;
    }
    setReading(true);
    try {
      check({ name: file.name, csv: await file.text() });
    } catch {
      setProblem(t('import.unreadable'));
    } finally {
      setReading(false);
    }
  };
  const confirm = () => {
    if (!picked || !preview.data) return;
    importSets.mutate(
      { csv: picked.csv, unit: preview.data.unitFromFile ? undefined : preview.data.unit },
      {
        onSuccess: (done) => {
          toast({
            variant: 'success',
            title: t('import.done', {
              sets: t('import.sets', { count: done.imported }),
              sessions: t('import.sessions', { count: done.sessions }),
            }),
          });
          reset();
        },
        onError: (err) => setProblem(problemText(err)),
      },
    );
  };
  const busy = reading || preview.isPending || importSets.isPending;

  return (
    <Card data-testid="import-card" className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileUp className="size-5 text-ember-text" aria-hidden />
          {t('import.title')}
        </CardTitle>
        <CardDescription>{t('import.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('import.choose')}
          </label>
          <input
            id={inputId}
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            disabled={importSets.isPending}
            onChange={(e) => void onFile(e.target.files?.[0])}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
          {busy && <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label={t('import.checking')} />}
        </div>
        {problem && (
          <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
            {problem}
          </p>
        )}
        {picked && preview.data && (
          <>
            <PreviewView
              preview={preview.data}
              picked={picked}
              busy={busy}
              onUnit={(unit) => check({ ...picked, unit })}
            />
            <div className="flex flex-wrap gap-2">
              {preview.data.sets > 0 && (
                <Button onClick={confirm} disabled={busy}>
                  {importSets.isPending && <Loader2 className="animate-spin" aria-hidden />}
                  {t('import.confirm', { count: preview.data.sets })}
                </Button>
              )}
              <Button variant="outline" onClick={reset} disabled={importSets.isPending}>
                {preview.data.sets > 0 ? t('import.cancel') : t('import.close')}
              </Button>
            </div>
          </>
        )}
        <div className="flex flex-wrap items-center gap-3 border-t pt-4 text-sm">
          <Button asChild variant="outline" size="sm">
            <a href={EXPORT_CSV_URL} download>
              <Download aria-hidden />
              {t('import.export')}
            </a>
          </Button>
          <span className="text-muted-foreground">{t('import.exportText')}</span>
        </div>
      </CardContent>
    </Card>
  );
}
