import { AtSign, Camera, Rss, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LogoMark } from './logo.tsx';

const INERT = ['integrations', 'about', 'blog', 'careers', 'press', 'gdpr'] as const;
const LEGAL = [
  { href: '/privacy', key: 'footer.privacy' },
  { href: '/terms', key: 'footer.terms' },
  { href: '/cookies', key: 'footer.cookies' },
] as const;

/** docs/PRODUCT.md: legal links; inert entries (not links); social icons that link nowhere; 2024 copyright. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer id="site-footer" className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="grid content-start gap-3">
          <div className="flex items-center gap-2 text-lg font-bold">
            <LogoMark className="size-7" />
            Forja
          </div>
          <p className="max-w-xs text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <div className="flex gap-3 text-muted-foreground" aria-hidden>
            <AtSign className="size-5" />
            <Camera className="size-5" />
            <Send className="size-5" />
            <Rss className="size-5" />
          </div>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">{t('footer.product')}</h2>
          <ul className="grid gap-2 text-sm text-muted-foreground">
            <li>
              {/* Help for everyone, visitors included (issue 24). */}
              <Link href="/support" className="underline-offset-4 hover:text-foreground hover:underline">
                {t('footer.support')}
              </Link>
            </li>
            <li>{t('footer.integrations')}</li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">{t('footer.company')}</h2>
          <ul className="grid gap-2 text-sm text-muted-foreground">
            {INERT.filter((k) => k !== 'integrations' && k !== 'gdpr').map((k) => (
              <li key={k}>{t(`footer.${k}`)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">{t('footer.legal')}</h2>
          <ul className="grid gap-2 text-sm">
            {LEGAL.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {t(l.key)}
                </Link>
              </li>
            ))}
            <li className="text-muted-foreground">{t('footer.gdpr')}</li>
          </ul>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground">
          {t('footer.copyright', { year: 2024 })}
        </p>
      </div>
    </footer>
  );
}
