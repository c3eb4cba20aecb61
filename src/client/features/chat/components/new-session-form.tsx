import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AgentChoice, AgentSelector } from '#client/components/agents/agent-selector.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, textareaClass } from '#client/components/ui/form-field.tsx';
import type { NewSession } from '../api/chat.ts';

/** docs/PRODUCT.md: category and style are required ('Please select an AI agent'); the objective is optional. */
export function NewSessionForm({
  initial,
  creating,
  onCreate,
  onCancel,
}: {
  initial: AgentChoice | null;
  creating: boolean;
  onCreate: (session: NewSession) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['common', 'chat']);
  const id = useId();
  const [agent, setAgent] = useState<AgentChoice | null>(initial);
  const [objective, setObjective] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (!agent?.style) {
          setError(t('chat:selectAgent'));
          return;
        }
        setError(null);
        onCreate({ agentCategory: agent.category, agentStyle: agent.style, objective: objective.trim() || undefined });
      }}
    >
      <div>
        <h2 className="text-xl font-semibold">{t('chat:newSessionTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('chat:newSessionText')}</p>
      </div>
      <AgentSelector value={agent} onChange={setAgent} hasProfile />
      <FormField id={`${id}-objective`} label={t('chat:objective')} hint={t('chat:objectiveHint')}>
        <textarea
          id={`${id}-objective`}
          className={textareaClass}
          maxLength={500}
          value={objective}
          onChange={(e) => setObjective(e.target.value)}
        />
      </FormField>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={creating}>
          {creating && <Loader2 className="animate-spin" aria-hidden />}
          {t('chat:startSession')}
        </Button>
      </div>
    </form>
  );
}
