import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

/** The page frame inside the shell: a main landmark with consistent width and spacing. */
const PAGE_WIDTHS = { '4xl': 'max-w-4xl', '6xl': 'max-w-6xl', '7xl': 'max-w-7xl' } as const;

export function PageContainer({
  children,
  className,
  width = '6xl',
  compact = false,
}: {
  children: ReactNode;
  className?: string;
  width?: keyof typeof PAGE_WIDTHS;
  /** Less room above and below (full-height tools such as the chat). */
  compact?: boolean;
}) {
  return (
    <div
      className={cn('mx-auto w-full px-4', PAGE_WIDTHS[width], compact ? 'py-6 md:py-8' : 'py-10 md:py-14', className)}
    >
      {children}
    </div>
  );
}

export function PageHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="mb-8 grid gap-2">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      {subtitle && <p className="max-w-2xl text-muted-foreground">{subtitle}</p>}
    </div>
  );
}

/** A landing section's title (an `h2` with `id`, for the section's aria-labelledby) and its subtitle. */
export function SectionHeading({
  id,
  title,
  subtitle,
  className,
}: {
  id: string;
  title: ReactNode;
  subtitle: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <h2 id={id} className="mb-3 text-3xl font-bold tracking-tight md:text-4xl">
        {title}
      </h2>
      <p className="max-w-2xl text-muted-foreground">{subtitle}</p>
    </div>
  );
}
