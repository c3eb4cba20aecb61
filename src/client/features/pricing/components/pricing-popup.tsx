import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { TRIAL_DAYS } from '#shared/catalog/plans.ts';
import { CountdownBanner, PlanGrid } from './pricing-section.tsx';

export const POPUP_DELAY_MS = 2000;
export const POPUP_SNOOZE_MS = 24 * 60 * 60 * 1000;
export const POPUP_DISMISSED_KEY = 'pricing-popup-dismissed';

function dismissedRecently(): boolean {
  try {
    const at = Number(localStorage.getItem(POPUP_DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && Date.now() - at < POPUP_SNOOZE_MS;
  } catch {
    return false;
  }
}

/** SPEC.md: opens 2 s after load unless dismissed in the last 24 h; overlay or close dismisses and stores the time. */
export function PricingPopup() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opens, setOpens] = useState(0);
  useEffect(() => {
    if (dismissedRecently()) return;
    const timer = setTimeout(() => {
      setOpen(true);
      setOpens((n) => n + 1);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const dismiss = () => {
    setOpen(false);
    try {
      localStorage.setItem(POPUP_DISMISSED_KEY, String(Date.now()));
    } catch {
      // storage unavailable: it may show again next visit
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? setOpen(true) : dismiss())}>
      <DialogContent width="5xl" data-testid="pricing-popup">
        <DialogHeader>
          <DialogTitle>{t('pricing.popupTitle')}</DialogTitle>
          <DialogDescription>{t('landing.pricing.subtitle', { days: TRIAL_DAYS })}</DialogDescription>
        </DialogHeader>
        <CountdownBanner restartKey={opens} />
        <PlanGrid />
      </DialogContent>
    </Dialog>
  );
}
