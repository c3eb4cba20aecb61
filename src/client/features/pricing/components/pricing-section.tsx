import { Clock, Loader2, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input, Label } from '#client/components/ui/input.tsx';
import { looksLikeEmail, useSendMagicLink } from '#client/features/auth/api/magic-link.ts';
import { currentLanguage } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { DISCOUNT_PERCENT, PLANS, TRIAL_DAYS } from '#shared/catalog/plans.ts';
import { mmss, useCountdown } from './countdown.ts';
import { PlanCard } from './plan-card.tsx';

export function CountdownBanner({ restartKey }: { restartKey?: unknown }) {
  const { t } = useTranslation();
  const left = useCountdown(restartKey);
  return (
    <div
      className="flex flex-wrap items-center justify-center gap-3 rounded-xl bg-slate-950 px-4 py-3 text-center text-sm text-white"
      data-testid="countdown-banner"
    >
      <Clock className="size-4 text-orange-300" aria-hidden />
      <span>{t('pricing.banner', { percent: DISCOUNT_PERCENT })}</span>
      <span
        className="rounded-md bg-white/10 px-2 py-0.5 font-mono text-base font-bold tabular-nums"
        data-testid="countdown"
        role="timer"
        aria-label={t('pricing.countdownLabel')}
      >
        {mmss(left)}
      </span>
    </div>
  );
}

/** The pricing section's login dialog for existing users (SPEC.md: 'Valid email is required'). */
export function LoginDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMagicLink();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('pricing.loginTitle')}</DialogTitle>
          <DialogDescription>{t('auth.signInText')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!looksLikeEmail(email)) {
              setError(t('errors.EMAIL_REQUIRED'));
              return;
            }
            setError(null);
            send.mutate(
              { email: email.trim(), language: currentLanguage() },
              {
                onSuccess: () => {
                  onOpenChange(false);
                  setEmail('');
                  toast({ variant: 'success', title: t('auth.linkSentTitle'), description: t('auth.linkSentText') });
                },
                onError: () =>
                  toast({ variant: 'destructive', title: t('auth.errorTitle'), description: t('auth.sendFailed') }),
              },
            );
          }}
        >
          <Label htmlFor={`${id}-email`}>{t('auth.emailLabel')}</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {t('auth.sendMagicLink')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function PlanGrid() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {PLANS.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          action={
            <Button variant={plan.popular ? 'default' : 'outline'} asChild>
              <Link href="/subscription">{t('plans.startTrial', { days: TRIAL_DAYS })}</Link>
            </Button>
          }
        />
      ))}
    </div>
  );
}

export function PricingSection() {
  const { t } = useTranslation();
  const [loginOpen, setLoginOpen] = useState(false);
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-16 md:py-24">
      <div className="mx-auto grid max-w-6xl gap-8 px-4">
        <div>
          <h2 id="pricing-title" className="mb-3 text-3xl font-bold tracking-tight md:text-4xl">
            {t('landing.pricing.title')}
          </h2>
          <p className="max-w-2xl text-muted-foreground">{t('landing.pricing.subtitle', { days: TRIAL_DAYS })}</p>
        </div>
        <CountdownBanner />
        <PlanGrid />
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-muted/40 p-4 text-sm">
          <p className="flex items-center gap-2 text-muted-foreground">
            <ShieldCheck className="size-5 shrink-0 text-success" aria-hidden />
            {t('landing.pricing.gdpr')}
          </p>
          <Button variant="link" onClick={() => setLoginOpen(true)}>
            {t('pricing.existingUser')}
          </Button>
        </div>
      </div>
      <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
    </section>
  );
}
