import { useEffect, useId, useState } from 'react';
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
import { Switch } from '#client/components/ui/switch.tsx';
import { type CookieConsent, DIALOG_DEFAULTS, readConsent } from '#client/lib/consent.ts';

const OPTIONAL = ['analytics', 'personalization', 'marketing'] as const;

export function CookiePreferencesDialog({
  open,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (consent: CookieConsent) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<CookieConsent>(DIALOG_DEFAULTS);

  // Each opening starts from what is stored, or from the defaults of docs/PRODUCT.md.
  useEffect(() => {
    if (open) setDraft(readConsent() ?? DIALOG_DEFAULTS);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="xl" data-testid="cookie-preferences">
        <DialogHeader>
          <DialogTitle>{t('cookies.preferencesTitle')}</DialogTitle>
          <DialogDescription>{t('cookies.preferencesText')}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          <li className="flex items-start justify-between gap-4 rounded-lg border p-4">
            <div className="grid gap-1">
              <div className="flex items-center gap-2">
                <label htmlFor={`${id}-necessary`} className="font-medium">
                  {t('cookies.categories.necessary.title')}
                </label>
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                  {t('cookies.required')}
                </span>
              </div>
              <p className="text-sm text-muted-foreground">{t('cookies.categories.necessary.text')}</p>
            </div>
            <Switch id={`${id}-necessary`} checked disabled aria-readonly />
          </li>
          {OPTIONAL.map((key) => (
            <li key={key} className="flex items-start justify-between gap-4 rounded-lg border p-4">
              <div className="grid gap-1">
                <label htmlFor={`${id}-${key}`} className="font-medium">
                  {t(`cookies.categories.${key}.title`)}
                </label>
                <p className="text-sm text-muted-foreground">{t(`cookies.categories.${key}.text`)}</p>
              </div>
              <Switch
                id={`${id}-${key}`}
                checked={draft[key]}
                onCheckedChange={(checked) => setDraft((d) => ({ ...d, [key]: checked }))}
              />
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => onSave({ ...draft, necessary: true })}>{t('cookies.savePreferences')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
