import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from './toast.ts';

/** SPEC.md section 4: offline shows a warning toast, back online a success toast (sync is added with the offline queue). */
export function ConnectivityWatcher() {
  const { t } = useTranslation();
  useEffect(() => {
    const offline = () => toast({ title: t('offline.disconnected') });
    const online = () => toast({ variant: 'success', title: t('offline.connected') });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
  return null;
}
