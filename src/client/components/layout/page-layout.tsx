import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

/** The page frame inside the shell: a main landmark with consistent width and spacing. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 py-10 md:py-14', className)}>{children}</div>;
}

export function PageHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="mb-8 grid gap-2">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      {subtitle && <p className="max-w-2xl text-muted-foreground">{subtitle}</p>}
    </div>
  );
}
