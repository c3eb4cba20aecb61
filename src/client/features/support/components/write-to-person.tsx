import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Loader2, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { textareaClass } from '#client/components/ui/form-field.tsx';
import { apiRequest, errorText } from '#client/lib/api.ts';
import { currentLanguage } from '#client/lib/i18n.ts';
import { SUPPORT_REPLY_HOURS, SUPPORT_REQUEST_MAX_CHARS } from '#shared/catalog/support.ts';

/**
 * "Write to a person" (issue 24): a signed-in member's request is stored and mailed to support with
 * a copy to them; Pro's is marked priority and answered sooner. A visitor is told to sign in or
 * to write to the support address.
 */
export function WriteToPerson({
  signedIn,
  supportEmail,
  draft,
}: {
  signedIn: boolean;
  supportEmail: string;
  /** What the person last asked the assistant, to start from. */
  draft: string;
}) {
  const { t } = useTranslation('support');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) =>
      apiRequest('POST /api/support/requests', { body: { message: text, language: currentLanguage() } }),
    onError: (err) => setError(errorText(t, err, 'common:errors.generic')),
  });
  const promise = t('person.promise', {
    standard: SUPPORT_REPLY_HOURS.standard,
    priority: SUPPORT_REPLY_HOURS.priority,
  });

  if (send.data) {
    return (
      <div
        role="status"
        className="grid gap-1 rounded-xl border border-success/40 bg-success/5 p-4 text-sm"
        data-testid="person-sent"
      >
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="size-4 text-success" aria-hidden />
          {t('person.sentTitle')}
        </p>
        <p>
          {send.data.priority
            ? t('person.sentPriority', { hours: send.data.replyWithinHours, email: send.data.email })
            : t('person.sentStandard', { hours: send.data.replyWithinHours, email: send.data.email })}
        </p>
      </div>
    );
  }
  if (!open) {
    return (
      <div className="grid gap-2 rounded-xl border p-4 text-sm">
        <p className="text-muted-foreground">{promise}</p>
        {signedIn ? (
          <div>
            <Button
              variant="outline"
              onClick={() => {
                setMessage(draft);
                setOpen(true);
              }}
            >
              <UserRound aria-hidden />
              {t('person.open')}
            </Button>
          </div>
        ) : (
          <p>{t('person.visitor', { email: supportEmail })}</p>
        )}
      </div>
    );
  }
  return (
    <form
      className="grid gap-3 rounded-xl border p-4 text-sm"
      data-testid="write-to-person"
      onSubmit={(e) => {
        e.preventDefault();
        const text = message.trim();
        if (!text) {
          setError(t('person.empty'));
          return;
        }
        setError(null);
        send.mutate(text);
      }}
    >
      <label htmlFor={id} className="font-semibold">
        {t('person.label')}
      </label>
      <p className="text-muted-foreground">{promise}</p>
      <textarea
        id={id}
        rows={4}
        maxLength={SUPPORT_REQUEST_MAX_CHARS}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={textareaClass}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {t('person.send')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t('person.cancel')}
        </Button>
      </div>
    </form>
  );
}
