import type { KeyboardEvent } from 'react';
import { cn } from '#client/lib/utils.ts';

/**
 * A row of tabs in a pill (the plans and progress screens). Arrow keys move between tabs, as the
 * WAI-ARIA tabs pattern asks; the page renders the matching `role="tabpanel"` itself.
 */
export function SegmentedTabs<K extends string>({
  tabs,
  value,
  onChange,
  label,
  className,
}: {
  tabs: readonly { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
  label: string;
  className?: string;
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const at = tabs.findIndex((tab) => tab.key === value);
    const next = tabs[(at + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    e.preventDefault();
    onChange(next.key);
    e.currentTarget.querySelector<HTMLButtonElement>(`[data-tab="${next.key}"]`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('inline-flex rounded-lg bg-muted p-1', className)}
    >
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          data-tab={tab.key}
          aria-selected={value === tab.key}
          tabIndex={value === tab.key ? 0 : -1}
          onClick={() => onChange(tab.key)}
          className={cn(
            'rounded-md px-4 py-1.5 text-sm font-medium',
            value === tab.key ? 'bg-background shadow-sm' : 'text-muted-foreground',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
