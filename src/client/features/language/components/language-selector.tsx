import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '#client/lib/i18n.ts';
import { cn } from '#client/lib/utils.ts';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';

/** Language names are written in their own language, so everyone finds theirs. */
const NATIVE_NAMES = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' } as const;

/** A native select: accessible everywhere and no popover code on the landing page. */
export function LanguageSelector({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  return (
    <label
      className={cn(
        'relative inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium hover:bg-muted',
        className,
      )}
    >
      <Globe className="size-4" aria-hidden />
      <span className="uppercase" aria-hidden>
        {lng}
      </span>
      <select
        data-testid="language-selector"
        aria-label={t('language.label', { language: NATIVE_NAMES[lng] })}
        value={lng}
        onChange={(e) => void setLanguage(e.target.value)}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
