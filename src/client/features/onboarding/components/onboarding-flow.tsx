import { useQueryClient } from '@tanstack/react-query';
import { Check, Loader2, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AgentChoice, AgentSelector } from '#client/components/agents/agent-selector.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { agentValidationKey } from '#client/lib/agent-validation.ts';
import { track } from '#client/lib/analytics.ts';
import { ApiError, errorText } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { cn } from '#client/lib/utils.ts';
import { isAgentCategory, isStyleOf } from '#shared/catalog/agents.ts';
import { splitList, type TBasicInfoInput, type TCompleteResponse } from '#shared/contracts/onboarding.ts';
import { useCompleteOnboarding, useSaveBasic, useSaveParq, useSaveProfile } from '../api/onboarding.ts';
import { BasicStep, type BasicValues, EMPTY_BASIC } from './basic-step.tsx';
import { EMPTY_HEALTH, HealthStep, type HealthValues } from './health-step.tsx';
import { EMPTY_PARQ, type ParqAnswers, ParqCard } from './parq-card.tsx';

export type OnboardingStep = 'basic' | 'profile' | 'agent' | 'complete';
const STEPS = ['basic', 'profile', 'agent'] as const;
/** What the visitor typed survives a reload or a failed save (never the PAR-Q health answers). */
const STORAGE_KEY = 'onboarding-form';

type Stored = {
  step: OnboardingStep;
  basic: BasicValues;
  health: HealthValues;
  agent: AgentChoice | null;
  userId?: string;
};

/** The coach a visitor picked in the landing page's preview ('personalise'). */
function previewAgent(): AgentChoice | null {
  try {
    const v = JSON.parse(localStorage.getItem('selected-agent') ?? 'null') as {
      category?: string;
      style?: string;
    } | null;
    return v && isAgentCategory(v.category) && isStyleOf(v.category, v.style)
      ? { category: v.category, style: v.style }
      : null;
  } catch {
    return null;
  }
}

function load(): Stored | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

export function clearOnboardingDraft() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable
  }
}

export function OnboardingFlow({
  signedInEmail,
  redirectTo,
  onCompleted,
}: {
  /** The signed-in user's address (locks the email field); undefined for a visitor. */
  signedInEmail?: string;
  /** Where the emailed link brings a visitor back to (an app path; the server checks it again). */
  redirectTo?: string;
  onCompleted: (result: TCompleteResponse) => void;
}) {
  const { t } = useTranslation(['onboarding', 'common']);
  const queryClient = useQueryClient();
  const stored = load();
  const [step, setStep] = useState<OnboardingStep>(stored?.step === 'complete' ? 'agent' : (stored?.step ?? 'basic'));
  const [basic, setBasic] = useState<BasicValues>(stored?.basic ?? EMPTY_BASIC);
  const [health, setHealth] = useState<HealthValues>(stored?.health ?? EMPTY_HEALTH);
  const [agent, setAgent] = useState<AgentChoice | null>(stored?.agent ?? previewAgent());
  const [userId, setUserId] = useState<string | undefined>(stored?.userId);
  const [parq, setParq] = useState<ParqAnswers>(EMPTY_PARQ);
  const [parqResult, setParqResult] = useState<boolean | null>(null);
  const [parqMissing, setParqMissing] = useState(false);
  const [emailSentTo, setEmailSentTo] = useState<string | null>(null);

  const saveBasic = useSaveBasic();
  const saveProfile = useSaveProfile();
  const saveParq = useSaveParq();
  const complete = useCompleteOnboarding();

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ step, basic, health, agent, userId } satisfies Stored));
    } catch {
      // storage unavailable: the state still lives in memory
    }
  }, [step, basic, health, agent, userId]);

  // A restored later step without the server-side draft (e.g. expired) starts over at step 1.
  const stepIndex = step === 'complete' ? 3 : STEPS.indexOf(step);

  const failed = (titleKey: string, err: unknown) =>
    toast({ variant: 'destructive', title: t(titleKey), description: errorText(t, err, 'common:errors.generic') });

  const submitBasic = (values: TBasicInfoInput) =>
    saveBasic.mutate(values, {
      onSuccess: (res) => {
        setUserId(res.user.id);
        track('onboarding_step_completed', { step: 1 });
        setStep('profile');
      },
      onError: (err) => failed('toasts.basic_error', err),
    });

  const submitProfile = () =>
    saveProfile.mutate(
      {
        injuries: splitList(health.injuries),
        medicalConditions: splitList(health.medicalConditions),
        dietaryRestrictions: splitList(health.dietaryRestrictions),
        equipment: splitList(health.equipment),
        fitnessLevel: health.fitnessLevel,
        trainingMethod: health.trainingMethod,
        parqCompleted: parqResult !== null,
        parqRequiresClearance: parqResult ?? false,
        userId,
      },
      {
        onSuccess: () => {
          track('onboarding_step_completed', { step: 2 });
          void queryClient.invalidateQueries({ queryKey: agentValidationKey });
          setStep('agent');
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'ONBOARDING_NOT_STARTED') setStep('basic');
          failed('toasts.profile_error', err);
        },
      },
    );

  /** Saves the health answers (any "yes" changes which styles are offered); null when it failed. */
  const saveAnswers = async (answers: ParqAnswers): Promise<boolean | null> => {
    try {
      const res = await saveParq.mutateAsync({ answers: answers.map(Boolean), userId });
      setParqResult(res.parqRequiresClearance);
      setParqMissing(false);
      void queryClient.invalidateQueries({ queryKey: agentValidationKey });
      return res.parqRequiresClearance;
    } catch (err) {
      failed('toasts.profile_error', err);
      return null;
    }
  };

  /**
   * The step's one primary action (issue 24): with every health answer given it saves them if they
   * are not saved yet, then completes; a missing answer is named next to its question.
   */
  const submitComplete = async () => {
    if (!agent?.style) {
      toast({ variant: 'destructive', title: t('toasts.select_agent') });
      return;
    }
    if (parq.some((a) => a === null)) {
      setParqMissing(true);
      const first = parq.indexOf(null);
      document
        .querySelector(`[data-testid="parq-question-${first}"]`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    const cleared = parqResult ?? (await saveAnswers(parq));
    if (cleared === null) return;
    complete.mutate(
      { selectedAgent: { category: agent.category, style: agent.style }, userId, redirectTo },
      {
        onSuccess: (res) => {
          track('onboarding_step_completed', { step: 3 });
          if (res.emailSentTo) setEmailSentTo(res.emailSentTo);
          else clearOnboardingDraft();
          setStep('complete');
          onCompleted(res);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'PARQ_REQUIRED') setParqResult(null);
          failed('toasts.onboarding_error', err);
        },
      },
    );
  };

  // Every answer given: saved at once, so that the styles offered follow them (no button to press).
  const changeParq = (answers: ParqAnswers) => {
    setParq(answers);
    setParqResult(null);
    if (answers.every((a) => a !== null)) void saveAnswers(answers);
  };

  return (
    <div className="grid gap-8">
      <div className="grid gap-4">
        <Progress
          value={((Math.min(stepIndex, 2) + (step === 'complete' ? 1 : 0)) / 3) * 100}
          label={t('progress', { step: Math.min(stepIndex + 1, 3) })}
        />
        <ol className="grid grid-cols-3 gap-2 text-sm" aria-label={t('stepsLabel')}>
          {STEPS.map((s, i) => {
            const done = i < stepIndex;
            const current = i === stepIndex;
            return (
              <li key={s} aria-current={current ? 'step' : undefined} className="flex items-center gap-2">
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                    done && 'border-primary bg-primary text-primary-foreground',
                    current && 'border-ember text-ember-text',
                  )}
                >
                  {done ? <Check className="size-4" aria-hidden /> : i + 1}
                </span>
                <span className={cn('hidden sm:inline', current ? 'font-semibold' : 'text-muted-foreground')}>
                  {t(`steps.${s}`)}
                </span>
              </li>
            );
          })}
        </ol>
      </div>

      {step === 'basic' && (
        <BasicStep
          initial={basic}
          lockedEmail={signedInEmail}
          saving={saveBasic.isPending}
          onChange={setBasic}
          onSubmit={submitBasic}
        />
      )}
      {step === 'profile' && (
        <HealthStep
          values={health}
          saving={saveProfile.isPending}
          onChange={setHealth}
          onBack={() => setStep('basic')}
          onSubmit={submitProfile}
        />
      )}
      {step === 'agent' && (
        <div className="grid gap-6">
          <div>
            <h2 className="text-xl font-semibold">{t('agent.title')}</h2>
            <p className="text-sm text-muted-foreground">{t('agent.subtitle')}</p>
          </div>
          <AgentSelector value={agent} onChange={setAgent} hasProfile />
          <ParqCard
            answers={parq}
            onChange={changeParq}
            saving={saveParq.isPending}
            saved={parqResult !== null}
            requiresClearance={parqResult}
            showMissing={parqMissing}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={() => setStep('profile')} disabled={complete.isPending}>
              {t('actions.back', { ns: 'common' })}
            </Button>
            <Button
              onClick={() => void submitComplete()}
              disabled={!agent?.style || complete.isPending || saveParq.isPending}
            >
              {(complete.isPending || saveParq.isPending) && <Loader2 className="animate-spin" aria-hidden />}
              {t('agent.complete')}
            </Button>
          </div>
        </div>
      )}
      {step === 'complete' && emailSentTo && (
        <div
          role="status"
          className="grid justify-items-center gap-4 rounded-2xl border bg-card p-8 text-center"
          data-testid="check-email"
        >
          <MailCheck className="size-12 text-ember-text" aria-hidden />
          <h2 className="text-2xl font-semibold">{t('checkEmail.title')}</h2>
          <p className="max-w-md text-muted-foreground">{t('checkEmail.text', { email: emailSentTo })}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="outline" onClick={() => void submitComplete()} disabled={complete.isPending}>
              {t('checkEmail.resend')}
            </Button>
            <Button variant="ghost" onClick={() => setStep('basic')}>
              {t('checkEmail.changeEmail')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
