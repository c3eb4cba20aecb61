import { useQueryClient } from '@tanstack/react-query';
import { Download, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { apiRequest, errorText } from '#client/lib/api.ts';
import { forgetDeviceData } from '#client/lib/device-data.ts';
import { toast } from '#client/lib/toast.ts';

/** GDPR: download everything stored about you, or delete the account (docs/PRODUCT.md, Privacy). */
export function YourDataCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await apiRequest('DELETE /api/account');
      queryClient.clear();
      await forgetDeviceData();
      toast({ variant: 'success', title: t('account.deletedTitle'), description: t('account.deletedText') });
      window.location.assign('/');
    } catch (err) {
      setDeleting(false);
      toast({ variant: 'destructive', title: t('account.deleteFailed'), description: errorText(t, err) });
    }
  };

  return (
    <Card id="your-data">
      <CardHeader>
        <CardTitle>{t('account.title')}</CardTitle>
        <CardDescription>{t('account.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <a href="/api/account/export" download>
            <Download aria-hidden />
            {t('account.download')}
          </a>
        </Button>
        <Button variant="ghostDestructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden />
          {t('account.delete')}
        </Button>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent width="md">
          <DialogHeader>
            <DialogTitle>{t('account.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('account.confirmText')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={deleting}>
              {t('actions.cancel')}
            </Button>
            <Button variant="destructive" onClick={remove} disabled={deleting}>
              {deleting && <Loader2 className="animate-spin" aria-hidden />}
              {t('account.confirmDelete')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
