import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { FullPageSpinner, RequireOnboarded } from './guards.tsx';
import LandingPage from './routes/landing.tsx';

const LegalPage = lazy(() => import('./routes/legal.tsx'));
const OnboardingPage = lazy(() => import('./routes/onboarding.tsx'));
const SubscriptionPage = lazy(() => import('./routes/subscription.tsx'));
const AuthCallbackPage = lazy(() => import('./routes/auth-callback.tsx'));
const ChatPage = lazy(() => import('./routes/chat.tsx'));
const PlansPage = lazy(() => import('./routes/plans.tsx'));
const SupportPage = lazy(() => import('./routes/support.tsx'));
const ProgressPage = lazy(() => import('./routes/progress.tsx'));
const NotFoundPage = lazy(() => import('./routes/not-found.tsx'));

/** Scrolls to the top on navigation, or to the anchor when the URL has one. */
function ScrollRestoration() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (hash) document.getElementById(hash)?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRouter() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <ScrollRestoration />
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/onboarding" component={OnboardingPage} />
        <Route path="/auth/callback" component={AuthCallbackPage} />
        <Route path="/chat">
          <RequireOnboarded>
            <ChatPage />
          </RequireOnboarded>
        </Route>
        <Route path="/plan">
          <RequireOnboarded>
            <PlansPage />
          </RequireOnboarded>
        </Route>
        <Route path="/plans">
          <RequireOnboarded>
            <PlansPage />
          </RequireOnboarded>
        </Route>
        <Route path="/progress">
          <RequireOnboarded>
            <ProgressPage />
          </RequireOnboarded>
        </Route>
        <Route path="/subscription" component={SubscriptionPage} />
        <Route path="/support" component={SupportPage} />
        <Route path="/privacy">{() => <LegalPage doc="privacy" />}</Route>
        <Route path="/terms">{() => <LegalPage doc="terms" />}</Route>
        <Route path="/cookies">{() => <LegalPage doc="cookies" />}</Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
