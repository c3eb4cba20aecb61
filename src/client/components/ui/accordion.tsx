import { ChevronDown } from 'lucide-react';
import { Accordion as A } from 'radix-ui';
import type * as React from 'react';
import { cn } from '#client/lib/utils.ts';

export const Accordion = A.Root;

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof A.Item>) {
  return <A.Item className={cn('border-b', className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: React.ComponentProps<typeof A.Trigger>) {
  return (
    <A.Header className="flex">
      <A.Trigger
        className={cn(
          'flex flex-1 items-center justify-between gap-4 py-4 text-left font-medium hover:underline [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform" aria-hidden />
      </A.Trigger>
    </A.Header>
  );
}

export function AccordionContent({ className, children, ...props }: React.ComponentProps<typeof A.Content>) {
  return (
    <A.Content className={cn('pb-4 text-sm leading-relaxed text-muted-foreground', className)} {...props}>
      {children}
    </A.Content>
  );
}
