import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
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
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size, className }))}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}

type AnyProps = Record<string, unknown>;

/**
 * `asChild`: the button's props and classes go onto its only child (a link, say). The child's own
 * props win, except that classes join, styles merge and event handlers both run (child first).
 * Small on purpose: the landing page's first script carries it.
 */
function Slot({ children, ...slotProps }: AnyProps & { children?: React.ReactNode }) {
  if (!React.isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const ours = slotProps[key];
    const theirs = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        theirs(...args);
        ours(...args);
      };
    }
  }
  merged.className = cn(slotProps.className as string, childProps.className as string);
  merged.style = { ...(slotProps.style as object), ...(childProps.style as object) };
  return React.cloneElement(children, merged);
}
