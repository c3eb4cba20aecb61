import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from './toast.ts';

/**
 * SPEC.md section 4: going offline shows a warning toast; coming back shows a success toast and
 * replays the signed-in member's own offline changes (`userId`; issue 14, finding 7), then reports
 * how it went.
 */
export function ConnectivityWatcher({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation();
  useEffect(() => {
    const sync = async (announce: boolean) => {
      if (!userId) return;
      try {
        // Loaded on demand: IndexedDB code is not needed for the first paint.
        const { pendingItems, syncQueue } = await import('./offline-queue.ts');
        const pending = await pendingItems(userId);
        if (pending.length === 0) return;
        const res = await syncQueue(userId);
        if (res.failed === 0) toast({ variant: 'success', title: t('offline.sync_success') });
        else if (announce || res.synced > 0) toast({ variant: 'destructive', title: t('offline.sync_error') });
      } catch (err) {
        console.error('offline sync failed', err);
        toast({ variant: 'destructive', title: t('offline.sync_error') });
      }
    };
    const offline = () => toast({ title: t('offline.disconnected') });
    const online = () => {
      toast({ variant: 'success', title: t('offline.connected') });
      void sync(true);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    // Only members' changes are queued (and only they can send them): visitors skip the IndexedDB code.
    if (navigator.onLine) void sync(false);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t, userId]);
  return null;
}
