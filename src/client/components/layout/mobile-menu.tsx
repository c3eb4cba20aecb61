import { XIcon } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The header's mobile menu: a sheet from the right with the same items. */
export function MobileMenu({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <D.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 border-l bg-background p-6 shadow-xl animate-slide-in">
          <div className="flex items-center justify-between">
            <D.Title className="text-lg font-semibold">{title}</D.Title>
            <D.Close className="rounded-md p-2 hover:bg-muted" aria-label={t('actions.close')}>
              <XIcon className="size-5" aria-hidden />
            </D.Close>
          </div>
          <D.Description className="sr-only">{description}</D.Description>
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
