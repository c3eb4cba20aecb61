import { Loader2, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input, Label } from '#client/components/ui/input.tsx';
import { looksLikeEmail, useMagicLinkRequest } from '../api/magic-link.ts';

export function SignInDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const send = useMagicLinkRequest({
    detailedErrors: true,
    onSent: () => {
      onOpenChange(false);
      setEmail('');
    },
  });
  const valid = looksLikeEmail(email);

  const submit = () => {
    if (!valid || send.isPending) return;
    send.request(email);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="md">
        <DialogHeader>
          <DialogTitle>{t('auth.signInTitle')}</DialogTitle>
          <DialogDescription>{t('auth.signInText')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>{t('auth.emailLabel')}</Label>
            <Input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('auth.emailPlaceholder')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={send.isPending}
              required
            />
          </div>
          <Button type="submit" disabled={!valid || send.isPending}>
            {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Mail aria-hidden />}
            {send.isPending ? t('auth.sending') : t('auth.sendMagicLink')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
