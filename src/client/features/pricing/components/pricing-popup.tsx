import { XIcon } from 'lucide-react';
import { type KeyboardEvent, startTransition, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '#shared/catalog/pricing.ts';
import { CountdownBanner, PlanGrid } from './pricing-section.tsx';

export const POPUP_DELAY_MS = 2000;
export const POPUP_SNOOZE_MS = 24 * 60 * 60 * 1000;
export const POPUP_DISMISSED_KEY = 'pricing-popup-dismissed';

function dismissedRecently(): boolean {
  try {
    const at = Number(localStorage.getItem(POPUP_DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && Date.now() - at < POPUP_SNOOZE_MS;
  } catch {
    return false;
  }
}

function rememberDismissal() {
  try {
    localStorage.setItem(POPUP_DISMISSED_KEY, String(Date.now()));
  } catch {
    // storage unavailable: it may show again next visit
  }
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * docs/PRODUCT.md: opens 2 s after load unless dismissed in the last 24 h; the overlay, the close button (and
 * Escape) dismiss it and store the time. It opens while the landing page is still starting on a phone,
 * so it is a light modal of its own: it keeps focus inside and covers the page with an overlay without
 * restyling the page (a modal <dialog> or a body scroll lock makes the browser restyle every element).
 */
export function PricingPopup() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opens, setOpens] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (dismissedRecently()) return;
    const timer = setTimeout(() => {
      startTransition(() => {
        setOpen(true);
        setOpens((n) => n + 1);
      });
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focus once the popup has been laid out in its own frame: focusing forces layout at once.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true }));
    });
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      rememberDismissal();
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
      before?.focus({ preventScroll: true });
    };
  }, [open]);

  const dismiss = () => {
    rememberDismissal();
    setOpen(false);
  };

  // Tab and Shift+Tab cycle inside the popup.
  function trapFocus(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  }

  if (!open) return null;
  // At the end of <body>: adding it there leaves the page's own layout untouched.
  return createPortal(
    <>
      <div className="fixed inset-0 z-50 bg-slate-950/60" onClick={dismiss} aria-hidden data-testid="popup-overlay" />
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        data-testid="pricing-popup"
        onKeyDown={trapFocus}
        className="fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto overscroll-contain rounded-xl border bg-popover p-6 text-popover-foreground shadow-xl"
      >
        {/* First in the popup, so that opening it focuses Close rather than scrolling to a plan. */}
        <button
          type="button"
          onClick={dismiss}
          className="absolute right-3 top-3 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={t('actions.close')}
        >
          <XIcon className="size-4" aria-hidden />
        </button>
        <div className="flex flex-col gap-1.5 pr-6">
          <h2 id={titleId} className="text-lg font-semibold leading-tight">
            {t('pricing.popupTitle')}
          </h2>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {t('landing.pricing.subtitle', { days: TRIAL_DAYS })}
          </p>
        </div>
        <CountdownBanner restartKey={opens} />
        <PlanGrid />
      </div>
    </>,
    document.body,
  );
}
