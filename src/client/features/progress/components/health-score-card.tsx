import { ArrowDown, ArrowUp, HeartPulse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/utils.ts';
import { healthBand } from '#shared/contracts/progress.ts';
import { useHealthScore } from '../api/progress.ts';
import { EmptyNote } from './empty-note.tsx';

const PARTS = ['trainingConsistency', 'recoveryScore', 'sleepQuality', 'nutritionAdherence'] as const;

/** The newest weekly score, its band, the trend from the week before and its four parts. */
export function HealthScoreCard() {
  const { t } = useTranslation('progress');
  const { data = [] } = useHealthScore();
  const [latest, previous] = data;
  return (
    <Card data-testid="health-score">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HeartPulse className="size-5 text-ember-text" aria-hidden />
          {t('health.title')}
        </CardTitle>
        <CardDescription>{t('health.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!latest ? (
          <EmptyNote text={t('health.empty')} />
        ) : (
          <>
            <p className="flex items-baseline gap-3">
              <span className="text-4xl font-bold">{latest.score}</span>
              <span className="font-semibold">{t(`health.bands.${healthBand(latest.score)}`)}</span>
              {previous && latest.score !== previous.score && (
                <span
                  className={cn(
                    'inline-flex items-center gap-1 text-sm',
                    latest.score > previous.score ? 'text-success' : 'text-destructive',
                  )}
                >
                  {latest.score > previous.score ? (
                    <ArrowUp className="size-4" aria-hidden />
                  ) : (
                    <ArrowDown className="size-4" aria-hidden />
                  )}
                  {t('health.trend', { value: latest.score - previous.score })}
                </span>
              )}
            </p>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              {PARTS.map((k) => (
                <div key={k} className="rounded-lg bg-muted p-2">
                  <dt className="text-xs text-muted-foreground">{t(`health.${k}`)}</dt>
                  <dd className="font-semibold">{latest[k] === null ? t('health.notTracked') : `${latest[k]}/100`}</dd>
                </div>
              ))}
            </dl>
            <p className="text-xs text-muted-foreground">
              {t('health.basis', {
                sessions: latest.metadata.sessions,
                target: latest.metadata.targetSessions,
                count: latest.metadata.sets,
              })}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
