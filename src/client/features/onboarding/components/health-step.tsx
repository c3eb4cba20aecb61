import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
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
import { FormField, textareaClass } from '#client/components/ui/form-field.tsx';
import { cn } from '#client/lib/utils.ts';
import { FITNESS_LEVELS, TRAINING_METHODS } from '#shared/contracts/onboarding.ts';

export type HealthValues = {
  injuries: string;
  medicalConditions: string;
  dietaryRestrictions: string;
  equipment: string;
  fitnessLevel: (typeof FITNESS_LEVELS)[number];
  trainingMethod: (typeof TRAINING_METHODS)[number];
};

export const EMPTY_HEALTH: HealthValues = {
  injuries: '',
  medicalConditions: '',
  dietaryRestrictions: '',
  equipment: '',
  fitnessLevel: 'intermediate',
  trainingMethod: 'rir',
};

const TEXT_FIELDS = ['injuries', 'medicalConditions', 'dietaryRestrictions', 'equipment'] as const;

export function HealthStep({
  values,
  saving,
  onChange,
  onBack,
  onSubmit,
}: {
  values: HealthValues;
  saving: boolean;
  onChange: (values: HealthValues) => void;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation(['onboarding', 'common']);
  const id = useId();
  const [rirOpen, setRirOpen] = useState(false);
  const set = <K extends keyof HealthValues>(k: K, v: HealthValues[K]) => onChange({ ...values, [k]: v });

  return (
    <form
      className="grid gap-5"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t('health.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('health.subtitle')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((f) => (
          <FormField key={f} id={`${id}-${f}`} label={t(`health.${f}`)} hint={t(`health.${f}Hint`)}>
            <textarea
              id={`${id}-${f}`}
              className={textareaClass}
              maxLength={1000}
              value={values[f]}
              placeholder={t(`health.${f}Placeholder`)}
              onChange={(e) => set(f, e.target.value)}
            />
          </FormField>
        ))}
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('health.fitnessLevel')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {FITNESS_LEVELS.map((level) => (
            <label
              key={level}
              className="flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm has-[:checked]:border-ember has-[:checked]:bg-accent"
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  name={`${id}-level`}
                  value={level}
                  checked={values.fitnessLevel === level}
                  onChange={() => set('fitnessLevel', level)}
                  className="size-4 accent-[var(--primary)]"
                />
                {t(`health.levels.${level}`)}
              </span>
              <span className="text-xs text-muted-foreground">{t(`health.levelHints.${level}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('health.trainingMethod')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {TRAINING_METHODS.map((method) => (
            <label
              key={method}
              className={cn(
                'flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm has-[:checked]:border-ember has-[:checked]:bg-accent',
              )}
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={method}
                  checked={values.trainingMethod === method}
                  onChange={() => {
                    set('trainingMethod', method);
                    if (method === 'rir') setRirOpen(true);
                  }}
                  className="size-4 accent-[var(--primary)]"
                />
                {t(`health.methods.${method}`)}
              </span>
              <span className="text-xs text-muted-foreground">{t(`health.methodHints.${method}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Dialog open={rirOpen} onOpenChange={setRirOpen}>
        <DialogContent width="md">
          <DialogHeader>
            <DialogTitle>{t('rir.title')}</DialogTitle>
            <DialogDescription>{t('rir.intro')}</DialogDescription>
          </DialogHeader>
          <ul className="grid gap-2 text-sm">
            <li className="rounded-lg border p-3">
              <strong>RIR 0</strong> · {t('rir.zero')}
            </li>
            <li className="rounded-lg border p-3">
              <strong>RIR 1-2</strong> · {t('rir.oneTwo')}
            </li>
            <li className="rounded-lg border p-3">
              <strong>RIR 3-4</strong> · {t('rir.threeFour')}
            </li>
          </ul>
          <DialogFooter>
            <Button onClick={() => setRirOpen(false)}>{t('rir.gotIt')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={saving}>
          {t('actions.back', { ns: 'common' })}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          {t('actions.continue', { ns: 'common' })}
        </Button>
      </div>
    </form>
  );
}
