import { Link } from 'wouter';
import { cn } from '#client/lib/utils.ts';

/** `className` sets the size (default size-8). */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden>
      <rect width="64" height="64" rx="14" fill="var(--ember)" />
      <path d="M18 46h28v-4H36v-8l10-6v-6H20v6l8 6v8H18z" fill="#fff" />
      <path d="M22 22h20l-2-6H24z" fill="#fed7aa" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link href="/" className={cn('flex items-center gap-2 font-bold tracking-tight', className)} aria-label="Forja">
      <LogoMark />
      <span className="text-xl">Forja</span>
    </Link>
  );
}
