import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input, Label } from '#client/components/ui/input.tsx';
import { looksLikeEmail, useMagicLinkRequest } from '#client/features/auth/api/magic-link.ts';

/** The pricing section's login dialog for existing users (docs/PRODUCT.md: 'Valid email is required'). */
export function LoginDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMagicLinkRequest({
    detailedErrors: false,
    onSent: () => {
      onOpenChange(false);
      setEmail('');
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="md">
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
            send.request(email);
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
