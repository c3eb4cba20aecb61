import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '#client/lib/utils.ts';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center gap-2 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border border-input bg-background shadow-sm hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-muted',
        ghostDestructive: 'text-destructive hover:bg-destructive/10',
        link: 'text-ember-text underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 justify-center whitespace-nowrap rounded-md px-4 py-2 text-sm',
        sm: 'h-9 justify-center whitespace-nowrap rounded-md px-3 text-sm',
        lg: 'h-12 justify-center whitespace-nowrap rounded-lg px-6 text-base',
        icon: 'size-10 justify-center rounded-md text-sm',
        // A card-like choice: the label wraps and starts at the left.
        block: 'min-h-10 justify-start rounded-md px-4 py-3 text-left text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size, className }))}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
