import { CreditCard, LogOut, Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Logo } from '#client/components/layout/logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth, useLogout } from '#client/features/auth/api/session.ts';
import { LanguageSelector } from '#client/features/language/components/language-selector.tsx';
import { UsageBadge } from '#client/features/usage/components/usage-badge.tsx';
import { cn } from '#client/lib/utils.ts';

const APP_LINKS = [
  { href: '/chat', key: 'nav.chat' },
  { href: '/plan', key: 'nav.plans' },
  { href: '/progress', key: 'nav.progress' },
  { href: '/subscription', key: 'nav.subscription' },
] as const;

const ANCHORS = [
  { href: '#features', key: 'nav.features' },
  { href: '#agents', key: 'nav.agents' },
  { href: '#pricing', key: 'nav.pricing' },
] as const;

// Dialogs load when first opened: the landing page's first paint does not wait for them.
const SignInDialog = lazy(() =>
  import('#client/features/auth/components/sign-in-dialog.tsx').then((m) => ({ default: m.SignInDialog })),
);
const MobileMenu = lazy(() =>
  import('#client/components/layout/mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })),
);

export function Header() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { isSignedIn, user } = useAuth();
  const logout = useLogout();
  const [signInOpen, setSignInOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const onLanding = location === '/';

  const navItems = (onNavigate?: () => void, mobile = false) => (
    <>
      {onLanding &&
        ANCHORS.map((a) => (
          <a
            key={a.href}
            href={a.href}
            onClick={onNavigate}
            className={cn(
              'rounded-md px-3 py-2 font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
              mobile ? 'text-base' : 'text-sm',
            )}
          >
            {t(a.key)}
          </a>
        ))}
      {isSignedIn &&
        APP_LINKS.map((l) => {
          const active = location === l.href || (l.href === '/plan' && location === '/plans');
          return (
            <Link
              key={l.href}
              href={l.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'rounded-md px-3 py-2 font-medium hover:bg-muted hover:text-foreground',
                active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                mobile ? 'text-base' : 'text-sm',
              )}
            >
              {t(l.key)}
            </Link>
          );
        })}
      {/* The phone menu also leads to help, for visitors too (issue 24). */}
      {mobile && (
        <Link
          href="/support"
          onClick={onNavigate}
          aria-current={location === '/support' ? 'page' : undefined}
          className={cn(
            'rounded-md px-3 py-2 text-base font-medium hover:bg-muted hover:text-foreground',
            location === '/support' ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
          )}
        >
          {t('nav.support')}
        </Link>
      )}
    </>
  );

  const actions = (onNavigate?: () => void, mobile = false) =>
    isSignedIn ? (
      <>
        {user && (
          // Always visible once signed in: a person sees at once which account this browser is in.
          <span
            className={cn('truncate text-muted-foreground text-xs', mobile ? 'text-sm' : 'max-w-48')}
            title={t('auth.signedInAs', { email: user.email })}
            data-testid="signed-in-as"
          >
            <span className="sr-only">{t('auth.signedInAs', { email: '' })}</span>
            {user.email}
          </span>
        )}
        <UsageBadge />
        <Button variant="outline" size="sm" asChild>
          <Link href="/subscription" onClick={onNavigate}>
            <CreditCard aria-hidden />
            {t('nav.subscriptionButton')}
          </Link>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden />
          {t('nav.logout')}
        </Button>
      </>
    ) : (
      <>
        <Button
          variant={mobile ? 'outline' : 'ghost'}
          size="sm"
          onClick={() => {
            onNavigate?.();
            setSignInOpen(true);
          }}
        >
          {t('nav.signIn')}
        </Button>
        <Button size="sm" asChild>
          <Link href="/onboarding" onClick={onNavigate}>
            {t('nav.startTrial')}
          </Link>
        </Button>
      </>
    );

  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden flex-1 items-center gap-1 lg:flex">
          {navItems()}
        </nav>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <LanguageSelector />
          {actions()}
        </div>
        <div className="ml-auto flex items-center gap-1 lg:hidden">
          <LanguageSelector />
          <Button variant="ghost" size="icon" aria-label={t('nav.openMenu')} onClick={() => setMenuOpen(true)}>
            <Menu className="size-5" aria-hidden />
          </Button>
          {menuOpen && (
            <Suspense fallback={null}>
              <MobileMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                title={t('nav.menu')}
                description={t('nav.menuDescription')}
              >
                <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
                  {navItems(() => setMenuOpen(false), true)}
                </nav>
                <div className="mt-auto flex flex-col gap-2 [&>*]:w-full">
                  {actions(() => setMenuOpen(false), true)}
                </div>
              </MobileMenu>
            </Suspense>
          )}
        </div>
      </div>
      {signInOpen && (
        <Suspense fallback={null}>
          <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
        </Suspense>
      )}
    </header>
  );
}
