import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, selectClass } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { GENDERS, PRIMARY_GOALS, type TBasicInfoInput, ZBasicInfo } from '#shared/contracts/onboarding.ts';

export type BasicValues = {
  fullName: string;
  email: string;
  birthDate: string;
  gender: '' | (typeof GENDERS)[number];
  weight: string;
  height: string;
  primaryGoal: (typeof PRIMARY_GOALS)[number];
  termsAccepted: boolean;
  privacyAccepted: boolean;
};

export const EMPTY_BASIC: BasicValues = {
  fullName: '',
  email: '',
  birthDate: '',
  gender: '',
  weight: '',
  height: '',
  primaryGoal: 'build_muscle',
  termsAccepted: false,
  privacyAccepted: false,
};

export function BasicStep({
  initial,
  lockedEmail,
  saving,
  onChange,
  onSubmit,
}: {
  initial: BasicValues;
  /** Signed in: the account's address, which this form does not change. */
  lockedEmail?: string;
  saving: boolean;
  onChange: (values: BasicValues) => void;
  onSubmit: (values: TBasicInfoInput) => void;
}) {
  const { t } = useTranslation(['onboarding', 'common']);
  const id = useId();
  const form = useForm<BasicValues>({
    // The shared contract validates here and on the server; its messages are the docs/PRODUCT.md codes.
    resolver: zodResolver(ZBasicInfo) as never,
    defaultValues: { ...initial, email: lockedEmail ?? initial.email },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, watch, setValue } = form;
  const err = (name: keyof BasicValues) => {
    const code = formState.errors[name]?.message;
    return code ? t(`common:errors.${code}`, { defaultValue: t('common:errors.VALIDATION_FAILED') }) : undefined;
  };

  useEffect(() => {
    const sub = watch((values) => onChange({ ...EMPTY_BASIC, ...(values as BasicValues) }));
    return () => sub.unsubscribe();
  }, [watch, onChange]);

  const submit = handleSubmit((values) => onSubmit(values as TBasicInfoInput));
  const skip = () => {
    // Skip the optional details: send only what is required.
    for (const k of ['birthDate', 'gender', 'weight', 'height'] as const) setValue(k, '');
    void submit();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t('basic.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('basic.subtitle')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label={t('basic.fullName')} error={err('fullName')}>
          <Input
            id={`${id}-name`}
            autoComplete="name"
            aria-invalid={Boolean(err('fullName'))}
            {...register('fullName')}
          />
        </FormField>
        <FormField
          id={`${id}-email`}
          label={t('basic.email')}
          error={err('email')}
          hint={lockedEmail ? t('basic.emailLocked') : undefined}
        >
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            readOnly={Boolean(lockedEmail)}
            aria-invalid={Boolean(err('email'))}
            {...register('email')}
          />
        </FormField>
        <FormField id={`${id}-birth`} label={t('basic.birthDate')} error={err('birthDate')} hint={t('basic.optional')}>
          <Input
            id={`${id}-birth`}
            type="date"
            autoComplete="bday"
            aria-invalid={Boolean(err('birthDate'))}
            {...register('birthDate')}
          />
        </FormField>
        <FormField id={`${id}-gender`} label={t('basic.gender')} hint={t('basic.optional')}>
          <select id={`${id}-gender`} className={selectClass} {...register('gender')}>
            <option value="">{t('basic.genderUnset')}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(`basic.genders.${g}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-weight`} label={t('basic.weight')} error={err('weight')} hint={t('basic.optional')}>
          <Input
            id={`${id}-weight`}
            inputMode="decimal"
            aria-invalid={Boolean(err('weight'))}
            {...register('weight')}
          />
        </FormField>
        <FormField id={`${id}-height`} label={t('basic.height')} error={err('height')} hint={t('basic.optional')}>
          <Input
            id={`${id}-height`}
            inputMode="decimal"
            aria-invalid={Boolean(err('height'))}
            {...register('height')}
          />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('basic.primaryGoal')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PRIMARY_GOALS.map((g) => (
            <label
              key={g}
              className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-ember has-[:checked]:bg-accent"
            >
              <input type="radio" value={g} className="size-4 accent-[var(--primary)]" {...register('primaryGoal')} />
              {t(`basic.goals.${g}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3">
        <div>
          {/* A whole row to tap on a phone (44 px high, a 24 px box), not a 16 px square. */}
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg py-1 text-sm sm:min-h-0 sm:items-start">
            <input
              type="checkbox"
              className="size-6 shrink-0 accent-[var(--primary)] sm:mt-0.5 sm:size-4"
              {...register('termsAccepted')}
            />
            <span>
              {t('basic.acceptTerms')}{' '}
              {/* A plain link: the router's would open it in this tab and leave onboarding (issue 24). */}
              <a href="/terms" target="_blank" rel="noopener" className="font-medium text-ember-text underline">
                {t('basic.termsLink')}
              </a>
            </span>
          </label>
          {err('termsAccepted') && (
            <p role="alert" className="mt-1 text-xs font-medium text-destructive">
              {err('termsAccepted')}
            </p>
          )}
        </div>
        <div>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg py-1 text-sm sm:min-h-0 sm:items-start">
            <input
              type="checkbox"
              className="size-6 shrink-0 accent-[var(--primary)] sm:mt-0.5 sm:size-4"
              {...register('privacyAccepted')}
            />
            <span>
              {t('basic.acceptPrivacy')}{' '}
              {/* A plain link: the router's would open it in this tab and leave onboarding (issue 24). */}
              <a href="/privacy" target="_blank" rel="noopener" className="font-medium text-ember-text underline">
                {t('basic.privacyLink')}
              </a>
            </span>
          </label>
          {err('privacyAccepted') && (
            <p role="alert" className="mt-1 text-xs font-medium text-destructive">
              {err('privacyAccepted')}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={skip} disabled={saving}>
          {t('basic.skip')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          {t('actions.continue', { ns: 'common' })}
        </Button>
      </div>
    </form>
  );
}
