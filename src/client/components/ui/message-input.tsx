import type * as React from 'react';
import { cn } from '#client/lib/utils.ts';

/**
 * The message box of every chat (coach, preview, support): Enter sends, Shift+Enter starts a new
 * line, and text past `maxLength` is cut rather than lost silently at send time.
 */
export function MessageInput({
  id,
  label,
  value,
  onChange,
  onSend,
  maxLength,
  className,
  ...props
}: Omit<React.ComponentProps<'textarea'>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  maxLength: number;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        rows={1}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, maxLength))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            onSend();
          }
        }}
        className={cn(
          // As high as its text, or its placeholder when empty (issue 24: the preview's was cut off on a
          // phone), up to ten lines.
          'field-sizing-content max-h-60 min-h-11 min-w-0 flex-1 resize-none rounded-xl border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60 md:text-sm',
          className,
        )}
        {...props}
      />
    </>
  );
}
