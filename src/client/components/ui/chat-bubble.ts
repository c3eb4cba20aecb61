import { cn } from '#client/lib/utils.ts';

/** The look of one chat message: the person's on the right in the brand colour, the coach's muted. */
export function bubbleClass(role: 'user' | 'assistant', className?: string): string {
  return cn(
    'max-w-[85%] rounded-2xl px-4 py-3',
    role === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted',
    className,
  );
}
