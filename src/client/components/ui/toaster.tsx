import { CircleCheck, CircleExclamationPoint, TriangleAlert, XIcon } from 'lucide-react';
import { Toast as T } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_DURATION_MS, useToasts } from '#client/lib/toast.ts';
import { cn } from '#client/lib/utils.ts';

const VARIANT = {
  default: 'border bg-popover text-popover-foreground',
  success: 'border border-success/40 bg-popover text-popover-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
  warning:
    'border border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
} as const;

/** The global notification area rendered on every page. */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <T.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={t('toast.region')}>
      {toasts.map((item) => {
        const variant = item.variant ?? 'default';
        return (
          <T.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            type={variant === 'destructive' || variant === 'warning' ? 'foreground' : 'background'}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg p-4 pr-10 shadow-lg animate-slide-in',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-opacity',
              VARIANT[variant],
            )}
            data-variant={variant}
          >
            {variant === 'success' && <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />}
            {variant === 'destructive' && <CircleExclamationPoint className="mt-0.5 size-5 shrink-0" aria-hidden />}
            {variant === 'warning' && (
              <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
            )}
            <div className="grid gap-1">
              {item.title && <T.Title className="text-sm font-semibold">{item.title}</T.Title>}
              {item.description && <T.Description className="text-sm opacity-90">{item.description}</T.Description>}
            </div>
            {item.action}
            <T.Close
              className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
              aria-label={t('actions.close')}
            >
              <XIcon className="size-4" aria-hidden />
            </T.Close>
          </T.Root>
        );
      })}
      {/* Under the header (top right on a desktop), so that a toast never covers the chat's newest reply
          nor its message box, which sit at the bottom (issue 24). */}
      <T.Viewport className="fixed right-0 top-16 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </T.Provider>
  );
}
