import { AlertTriangle, Check, CheckCircle2, Loader2, Lock, Star } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryOf, type StyleValidation, useAgentValidations } from '#client/lib/agent-validation.ts';
import { cn } from '#client/lib/utils.ts';
import {
  AGENT_CATEGORIES,
  AGENT_STYLES,
  type AgentCategoryId,
  PERSONAS,
  POPULAR_STYLES,
} from '#shared/catalog/agents.ts';
import { CATEGORY_ICONS } from './category-icons.ts';

export type AgentChoice = { category: AgentCategoryId; style: string | null };

/**
 * docs/PRODUCT.md agent selector: step 1 a category, step 2 a style. Each style shows
 * a spinner until validated; blocked styles are dimmed and cannot be chosen;
 * a badge, warnings, alternatives and a confirmation box follow the choice.
 */
export function AgentSelector({
  value,
  onChange,
  hasProfile,
}: {
  value: AgentChoice | null;
  onChange: (choice: AgentChoice | null) => void;
  hasProfile: boolean;
}) {
  const { t } = useTranslation(['common', 'agents']);
  const { validations, pending } = useAgentValidations();
  const stylesRef = useRef<HTMLDivElement>(null);
  const category = value?.category ?? null;
  const byStyle = new Map(validations.map((v) => [v.styleId, v]));
  const selected = value?.style ? byStyle.get(value.style) : undefined;

  // A style that becomes blocked (for example after the health questionnaire) is deselected.
  useEffect(() => {
    if (value?.style && selected?.result && !selected.result.allowed)
      onChange({ category: value.category, style: null });
  }, [value, selected, onChange]);

  const chooseCategory = (c: AgentCategoryId) => {
    onChange({ category: c, style: null });
    requestAnimationFrame(() => stylesRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  const chooseStyle = (v: StyleValidation) => {
    if (!v.result?.allowed) return;
    onChange({ category: v.categoryId, style: v.styleId });
  };
  const showSkeleton = hasProfile && pending && validations.every((v) => !v.result);

  return (
    <div className="grid gap-8">
      <fieldset className="grid gap-3">
        <legend className="mb-3 font-semibold">{t('selector.categoryTitle')}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {AGENT_CATEGORIES.map((c) => {
            const Icon = CATEGORY_ICONS[c];
            const active = category === c;
            return (
              <button
                key={c}
                type="button"
                aria-pressed={active}
                onClick={() => chooseCategory(c)}
                className={cn(
                  'flex flex-col items-start gap-1 rounded-xl border p-4 text-left transition-colors hover:border-ember',
                  active ? 'border-ember bg-accent ring-1 ring-ember' : 'bg-card',
                )}
              >
                <Icon className="mb-1 size-6 text-ember-text" aria-hidden />
                <span className="font-semibold">{t(`agents.categories.${c}.name`)}</span>
                <span className="text-sm font-medium text-ember-text">{PERSONAS[c]}</span>
                <span className="text-xs text-muted-foreground">{t(`agents.categories.${c}.description`)}</span>
              </button>
            );
          })}
        </div>
      </fieldset>

      <div ref={stylesRef} className="scroll-mt-24">
        {category && (
          <fieldset className="grid gap-3">
            <legend className="mb-1 font-semibold">{t('selector.styleTitle', { persona: PERSONAS[category] })}</legend>
            <p className="mb-2 text-sm text-muted-foreground">{t(`agents:personas.${category}`)}</p>
            {showSkeleton ? (
              <div className="grid gap-3 md:grid-cols-3" data-testid="styles-skeleton" aria-busy="true">
                {[0, 1, 2].map((i) => (
                  <div key={i} className="h-36 animate-pulse rounded-xl bg-muted" />
                ))}
              </div>
            ) : (
              <div className="grid gap-3 md:grid-cols-3">
                {AGENT_STYLES[category].map((styleId) => {
                  const v = byStyle.get(styleId) ?? { categoryId: category, styleId, result: undefined };
                  return (
                    <StyleCard
                      key={styleId}
                      v={v}
                      active={value?.style === styleId}
                      onChoose={() => chooseStyle(v)}
                      onAlternative={(alt) => {
                        const altCategory = categoryOf(alt);
                        const altV = byStyle.get(alt);
                        if (altCategory && altV?.result?.allowed !== false)
                          onChange({ category: altCategory, style: alt });
                      }}
                    />
                  );
                })}
              </div>
            )}
          </fieldset>
        )}
      </div>

      {value?.style && selected && (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-success/40 bg-success/10 p-4"
          data-testid="agent-confirmation"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
          <div className="grid gap-1 text-sm">
            <p className="font-semibold">
              {t('selector.confirmation', {
                persona: PERSONAS[value.category],
                style: t(`agents:styles.${value.style}.name`),
              })}
            </p>
            <p className="text-muted-foreground">{t(`agents:styles.${value.style}.description`)}</p>
          </div>
        </div>
      )}
    </div>
  );
}

function StyleCard({
  v,
  active,
  onChoose,
  onAlternative,
}: {
  v: StyleValidation;
  active: boolean;
  onChoose: () => void;
  onAlternative: (styleId: string) => void;
}) {
  const { t } = useTranslation(['common', 'agents']);
  const result = v.result;
  const blocked = result?.allowed === false;
  const validating = !result;
  return (
    <div
      className={cn(
        'relative flex flex-col gap-2 rounded-xl border p-4',
        active && 'border-ember ring-1 ring-ember',
        blocked ? 'border-dashed bg-muted/40' : 'bg-card',
      )}
      data-testid={`style-${v.styleId}`}
      data-blocked={blocked || undefined}
    >
      <button
        type="button"
        onClick={onChoose}
        disabled={blocked || validating}
        aria-pressed={active}
        className={cn('flex flex-col items-start gap-1 text-left disabled:cursor-not-allowed', blocked && 'opacity-50')}
      >
        <span className="flex w-full items-center justify-between gap-2">
          <span className="font-semibold">{t(`agents:styles.${v.styleId}.name`)}</span>
          {validating ? (
            <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label={t('selector.validating')} />
          ) : blocked ? (
            <Lock className="size-4 text-muted-foreground" aria-hidden />
          ) : active ? (
            <Check className="size-4 text-success" aria-hidden />
          ) : null}
        </span>
        <span className="text-xs font-medium text-ember-text">{t(`agents:styles.${v.styleId}.tagline`)}</span>
        <span className="text-sm text-muted-foreground">{t(`agents:styles.${v.styleId}.description`)}</span>
      </button>
      <div className="flex flex-wrap gap-1.5">
        {POPULAR_STYLES.includes(v.styleId as (typeof POPULAR_STYLES)[number]) && (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
            <Star className="size-3" aria-hidden />
            {t('selector.popular')}
          </span>
        )}
        {result &&
          (blocked ? (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
              {t('selector.blocked')}
            </span>
          ) : result.warnings.length > 0 ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              {t('selector.adapted')}
            </span>
          ) : (
            <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-medium text-success">
              {t('selector.goodFit')}
            </span>
          ))}
      </div>
      {blocked && <p className="text-xs text-foreground">{result?.reason || t('selector.notAvailable')}</p>}
      {!blocked && result && result.warnings.length > 0 && (
        <ul className="grid gap-1 text-xs text-foreground">
          {result.warnings.map((w) => (
            <li key={w} className="flex gap-1.5">
              <AlertTriangle className="mt-0.5 size-3 shrink-0 text-amber-600" aria-hidden />
              {w}
            </li>
          ))}
        </ul>
      )}
      {result && result.alternatives.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <span className="text-muted-foreground">{t('selector.tryInstead')}</span>
          {result.alternatives.map((alt) => (
            <button
              key={alt}
              type="button"
              onClick={() => onAlternative(alt)}
              className="rounded-full border px-2 py-0.5 font-medium hover:border-ember"
            >
              {t(`agents:styles.${alt}.name`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
