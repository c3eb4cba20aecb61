import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { selectClass } from '#client/components/ui/form-field.tsx';
import { formatDate, formatNumber } from '#client/lib/format.ts';
import { currentLanguage, intlLocale } from '#client/lib/i18n.ts';
import { WEEKLY_SETS_GUIDELINE } from '#shared/coaching/training.ts';
import { useHealthScore, useOneRm, useRecovery } from '../api/progress.ts';

/**
 * The Analytics tab (issue 16): Recharts, loaded with this tab only. Every chart has axes with
 * units, dates and numbers in the person's language, a tooltip, dots (so one day is a point, not a
 * block), an empty state, and the same figures as a table for screen readers.
 */

const DAY = 86_400_000;
const AXIS = { fontSize: 12, fill: 'var(--color-muted-foreground)' };
const GRID = 'var(--color-border)';

/** "2026-11-20" as that calendar day at noon, so no time zone moves it to the day before. */
const dayTime = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00`).getTime();

function shortDate(time: number): string {
  return new Intl.DateTimeFormat(intlLocale(currentLanguage()), { day: 'numeric', month: 'short' }).format(time);
}

/** A time axis that leaves room on both sides, so a single day sits in the middle as a point. */
function timeDomain(times: number[]): [number, number] {
  const min = Math.min(...times);
  const max = Math.max(...times);
  const pad = Math.max(DAY, (max - min) * 0.05);
  return [min - pad, max + pad];
}

/** Evenly spaced ticks around the data with round ends (a single value included), at most 6. */
function valueTicks(values: number[]): number[] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const spread = Math.max(max - min, max * 0.2, 5);
  const step = [1, 2, 2.5, 5, 10, 20, 25, 50, 100].find((s) => spread / s <= 4) ?? 100;
  const low = Math.max(0, Math.floor((min - step) / step) * step);
  const high = Math.ceil((max + step) / step) * step;
  const ticks: number[] = [];
  for (let v = low; v <= high + 1e-9; v += step) ticks.push(Math.round(v * 100) / 100);
  return ticks;
}

function Empty({ text }: { text: string }) {
  return <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{text}</p>;
}

/**
 * The chart's figures as a table: what a screen reader reads instead of the drawing. The wrapper is what
 * is visually hidden: a table ignores the 1 px width and would widen a phone's page.
 */
function DataTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: [string, string][] }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head[0]}</th>
            <th scope="col">{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([a, b]) => (
            <tr key={a}>
              <th scope="row">{a}</th>
              <td>{b}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TooltipBox({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="font-semibold">{title}</p>
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
    </div>
  );
}

function OneRmChart() {
  const { t } = useTranslation('progress');
  const { data: points = [] } = useOneRm();
  const selectId = useId();
  const counts = new Map<string, number>();
  for (const p of points) counts.set(p.exerciseName, (counts.get(p.exerciseName) ?? 0) + 1);
  const exercises = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
  const [chosen, setChosen] = useState<string | null>(null);
  const exercise = chosen && exercises.includes(chosen) ? chosen : exercises[0];
  const series = points
    .filter((p) => p.exerciseName === exercise)
    .map((p) => ({ time: dayTime(p.date), value: p.estimated1RM, date: p.date }));
  const title = t('analytics.oneRm');
  const ticks = valueTicks(series.length ? series.map((p) => p.value) : [0]);
  return (
    <Card data-testid="chart-one-rm" className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{t('analytics.oneRmText')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!exercise ? (
          <Empty text={t('analytics.oneRmEmpty')} />
        ) : (
          <>
            {exercises.length > 1 && (
              <div className="grid gap-1.5">
                <label htmlFor={selectId} className="text-sm font-medium">
                  {t('analytics.exercise')}
                </label>
                <select
                  id={selectId}
                  className={selectClass}
                  value={exercise}
                  onChange={(e) => setChosen(e.target.value)}
                >
                  {exercises.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <figure className="grid gap-2">
              <figcaption className="text-sm font-medium">{exercise}</figcaption>
              <div className="h-60 w-full" aria-hidden>
                <ResponsiveContainer width="100%" height="100%">
                  <LineChart
                    accessibilityLayer={false}
                    data={series}
                    margin={{ top: 8, right: 16, bottom: 20, left: 8 }}
                  >
                    <CartesianGrid stroke={GRID} strokeDasharray="3 3" />
                    <XAxis
                      dataKey="time"
                      type="number"
                      scale="time"
                      domain={timeDomain(series.map((p) => p.time))}
                      tickFormatter={shortDate}
                      tick={AXIS}
                      label={{ value: t('analytics.dateAxis'), position: 'insideBottom', offset: -12, ...AXIS }}
                    />
                    <YAxis
                      domain={[ticks[0] ?? 0, ticks.at(-1) ?? 'auto']}
                      ticks={ticks}
                      tickFormatter={(v: number) => formatNumber(v)}
                      tick={AXIS}
                      width={56}
                      label={{ value: 'kg', angle: -90, position: 'insideLeft', ...AXIS }}
                    />
                    <Tooltip
                      content={({ active, payload }) => {
                        const p = payload?.[0]?.payload as (typeof series)[number] | undefined;
                        if (!active || !p) return null;
                        return (
                          <TooltipBox
                            title={formatDate(p.date, 'medium')}
                            lines={[t('analytics.kgEpley', { value: formatNumber(p.value) })]}
                          />
                        );
                      }}
                    />
                    <Line
                      type="monotone"
                      dataKey="value"
                      stroke="var(--color-primary)"
                      strokeWidth={2}
                      dot={{ r: 4, fill: 'var(--color-primary)' }}
                      activeDot={{ r: 6 }}
                      isAnimationActive={false}
                    />
                  </LineChart>
                </ResponsiveContainer>
              </div>
              {series.length === 1 && <p className="text-xs text-muted-foreground">{t('analytics.onePoint')}</p>}
              <DataTable
                caption={t('analytics.tableOf', { title: `${title}: ${exercise}` })}
                head={[t('analytics.dateAxis'), t('analytics.kgAxis')]}
                rows={series.map((p) => [
                  formatDate(p.date, 'medium'),
                  t('analytics.kgEpley', { value: formatNumber(p.value) }),
                ])}
              />
            </figure>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function WeeklySetsChart() {
  const { t } = useTranslation('progress');
  const { data: recovery = [] } = useRecovery();
  const rows = recovery
    .map((m) => ({ muscle: t(`muscles.${m.muscleGroup}`), sets: m.currentWeeklySets }))
    .sort((a, b) => b.sets - a.sets);
  const title = t('analytics.weeklySets');
  const max = Math.ceil(Math.max(WEEKLY_SETS_GUIDELINE.max + 5, ...rows.map((r) => r.sets + 2)) / 5) * 5;
  return (
    <Card data-testid="chart-weekly-sets" className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{t('analytics.guideline')}</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <Empty text={t('analytics.setsEmpty')} />
        ) : (
          <figure className="grid gap-2">
            <div className="w-full" style={{ height: 60 + rows.length * 36 }} aria-hidden>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  accessibilityLayer={false}
                  data={rows}
                  layout="vertical"
                  margin={{ top: 8, right: 16, bottom: 20, left: 8 }}
                >
                  <CartesianGrid stroke={GRID} strokeDasharray="3 3" horizontal={false} />
                  <ReferenceArea
                    x1={WEEKLY_SETS_GUIDELINE.min}
                    x2={WEEKLY_SETS_GUIDELINE.max}
                    fill="var(--color-success)"
                    fillOpacity={0.12}
                    stroke="var(--color-success)"
                    strokeDasharray="4 4"
                  />
                  <XAxis
                    type="number"
                    domain={[0, max]}
                    ticks={Array.from({ length: Math.floor(max / 5) + 1 }, (_, i) => i * 5)}
                    tickFormatter={(v: number) => formatNumber(v)}
                    tick={AXIS}
                    label={{ value: t('analytics.setsAxis'), position: 'insideBottom', offset: -12, ...AXIS }}
                  />
                  <YAxis type="category" dataKey="muscle" tick={AXIS} width={96} />
                  <Tooltip
                    cursor={{ fill: 'var(--color-muted)' }}
                    content={({ active, payload }) => {
                      const p = payload?.[0]?.payload as (typeof rows)[number] | undefined;
                      if (!active || !p) return null;
                      return <TooltipBox title={p.muscle} lines={[t('analytics.setsValue', { count: p.sets })]} />;
                    }}
                  />
                  <Bar dataKey="sets" fill="var(--color-primary)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <DataTable
              caption={t('analytics.tableOf', { title })}
              head={[t('analytics.muscle'), t('analytics.setsAxis')]}
              rows={rows.map((r) => [r.muscle, t('analytics.setsValue', { count: r.sets })])}
            />
          </figure>
        )}
      </CardContent>
    </Card>
  );
}

function HealthTrendChart() {
  const { t } = useTranslation('progress');
  const { data: scores = [] } = useHealthScore();
  const series = [...scores].reverse().map((s) => ({
    time: new Date(s.date).getTime(),
    score: s.score,
    consistency: s.trainingConsistency,
    recovery: s.recoveryScore,
    date: s.date,
  }));
  const title = t('analytics.healthTrend');
  return (
    <Card className="min-w-0 lg:col-span-2" data-testid="chart-health">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{t('analytics.healthText')}</CardDescription>
      </CardHeader>
      <CardContent>
        {series.length === 0 ? (
          <Empty text={t('analytics.healthEmpty')} />
        ) : (
          <figure className="grid gap-2">
            <div className="h-56 w-full" aria-hidden>
              <ResponsiveContainer width="100%" height="100%">
                <LineChart accessibilityLayer={false} data={series} margin={{ top: 8, right: 16, bottom: 20, left: 8 }}>
                  <CartesianGrid stroke={GRID} strokeDasharray="3 3" />
                  <XAxis
                    dataKey="time"
                    type="number"
                    scale="time"
                    domain={timeDomain(series.map((p) => p.time))}
                    tickFormatter={shortDate}
                    tick={AXIS}
                    label={{ value: t('analytics.weekAxis'), position: 'insideBottom', offset: -12, ...AXIS }}
                  />
                  <YAxis
                    domain={[0, 100]}
                    ticks={[0, 25, 50, 75, 100]}
                    tickFormatter={(v: number) => formatNumber(v)}
                    tick={AXIS}
                    width={56}
                    label={{ value: t('analytics.scoreAxis'), angle: -90, position: 'insideLeft', ...AXIS }}
                  />
                  <Tooltip
                    content={({ active, payload }) => {
                      const p = payload?.[0]?.payload as (typeof series)[number] | undefined;
                      if (!active || !p) return null;
                      return (
                        <TooltipBox
                          title={t('analytics.weekEnding', { date: formatDate(p.date, 'medium') })}
                          lines={[
                            t('analytics.scoreValue', { value: p.score }),
                            t('analytics.scoreParts', { consistency: p.consistency, recovery: p.recovery }),
                          ]}
                        />
                      );
                    }}
                  />
                  <Line
                    type="monotone"
                    dataKey="score"
                    stroke="var(--color-ember)"
                    strokeWidth={2}
                    dot={{ r: 4, fill: 'var(--color-ember)' }}
                    activeDot={{ r: 6 }}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
            <DataTable
              caption={t('analytics.tableOf', { title })}
              head={[t('analytics.weekAxis'), t('analytics.scoreAxis')]}
              rows={series.map((p) => [
                t('analytics.weekEnding', { date: formatDate(p.date, 'medium') }),
                t('analytics.scoreValue', { value: p.score }),
              ])}
            />
          </figure>
        )}
      </CardContent>
    </Card>
  );
}

export default function AnalyticsCharts() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <OneRmChart />
      <WeeklySetsChart />
      <HealthTrendChart />
    </div>
  );
}
