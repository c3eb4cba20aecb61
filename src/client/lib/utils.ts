import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (tailwind-merge cost 8 KB and
 * ~100 ms of a phone's main thread on the landing page): a component takes a prop for what callers
 * change (Dialog width, page width), and a caller's one-off override uses the `!` modifier.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
