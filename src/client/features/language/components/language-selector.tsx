import { Check, Globe } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '#client/lib/i18n.ts';
import { cn } from '#client/lib/utils.ts';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';

/** Language names are written in their own language, so everyone finds theirs. */
const NATIVE_NAMES = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' } as const;

export function LanguageSelector({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-foreground hover:bg-muted',
          className,
        )}
        aria-label={t('language.label', { language: NATIVE_NAMES[lng] })}
        data-testid="language-selector"
      >
        <Globe className="size-4" aria-hidden />
        <span className="uppercase">{lng}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {SUPPORTED_LANGUAGES.map((code) => (
            <DropdownMenu.Item
              key={code}
              lang={code}
              onSelect={() => void setLanguage(code)}
              className="flex cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
            >
              {NATIVE_NAMES[code]}
              {code === lng && <Check className="size-4 text-ember-text" aria-hidden />}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
