import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';

/** What the visitor sees when a page fails to render, typically a part of it that could not be downloaded. */
function PageFailed() {
  const { t } = useTranslation();
  // The page that failed never scrolled to its top (it did not render): show the message, not the footer.
  useEffect(() => window.scrollTo(0, 0), []);
  return (
    <div role="alert" className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-24 text-center">
      <TriangleAlert className="size-10 text-destructive" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">{t('pageError.title')}</h1>
      <p className="text-muted-foreground">{t('pageError.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('pageError.reload')}</Button>
    </div>
  );
}

type Props = {
  children: ReactNode;
  /** A change (the location) clears the error. */
  resetKey?: string;
  /** Shown instead of the children; by default, the message with a reload button. */
  fallback?: ReactNode;
};
type State = { error: unknown; resetKey: string | undefined };

/**
 * Keeps the header and footer on screen when a page throws while rendering, for instance when its
 * code chunk cannot be downloaded (offline before the service worker is ready, or a new version
 * deployed while the tab was open). Navigating elsewhere tries again.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback === undefined ? <PageFailed /> : this.props.fallback;
  }
}
