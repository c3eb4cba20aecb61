import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { runOfflineSync, syncToast } from './offline-sync.ts';
import { toast } from './toast.ts';

/**
 * docs/PRODUCT.md#offline: going offline shows a warning toast; coming back shows a success toast and
 * replays the signed-in member's own offline changes (`userId`; issue 14, finding 7), then reports
 * how it went: success when all were sent, the red error only when the whole run fails; a change
 * that fails alone is logged and stays queued (offline-sync.ts).
 */
export function ConnectivityWatcher({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation();
  useEffect(() => {
    const sync = async () => {
      if (!userId) return;
      const shown = syncToast(await runOfflineSync(userId));
      if (shown) toast({ variant: shown.variant, title: t(shown.key) });
    };
    const offline = () => toast({ variant: 'warning', title: t('offline.disconnected') });
    const online = () => {
      toast({ variant: 'success', title: t('offline.connected') });
      void sync();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    // Only members' changes are queued (and only they can send them): visitors skip the IndexedDB code.
    if (navigator.onLine) void sync();
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t, userId]);
  return null;
}
