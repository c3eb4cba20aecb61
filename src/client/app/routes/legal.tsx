import { useTranslation } from 'react-i18next';
import { PageContainer } from '#client/components/layout/page-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { OPEN_PREFERENCES_EVENT } from '#client/lib/consent.ts';
import { intlLocale } from '#client/lib/i18n.ts';
import { usePublicConfig } from '#client/lib/public-config.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export type LegalDoc = 'privacy' | 'terms' | 'cookies';

type Block =
  | { type: 'p'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'table'; head: string[]; rows: string[][] };
type Section = { id: string; heading: string; blocks: Block[] };
type Document = { title: string; intro: string; sections: Section[] };

/** docs/PRODUCT.md: all three documents were last updated on October 10, 2025. */
const LAST_UPDATED = new Date(Date.UTC(2025, 9, 10));

export default function LegalPage({ doc }: { doc: LegalDoc }) {
  const { t, i18n } = useTranslation('legal');
  const { supportEmail } = usePublicConfig();
  const content = t(doc, { returnObjects: true, supportEmail }) as Document;
  useDocumentTitle(content.title);
  const date = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(LAST_UPDATED);
  const fill = (s: string) => s.replaceAll('{{supportEmail}}', supportEmail);

  return (
    <PageContainer width="4xl">
      <article lang={i18n.resolvedLanguage} className="grid gap-8">
        <header className="grid gap-3 border-b pb-8">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{content.title}</h1>
          <p className="text-sm font-medium text-muted-foreground" data-testid="last-updated">
            {t('lastUpdated', { date })}
          </p>
          <p className="text-muted-foreground">{fill(content.intro)}</p>
          {doc === 'cookies' && (
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT))}
              >
                {t('common:cookies.managePreferences')}
              </Button>
            </div>
          )}
        </header>
        <nav aria-labelledby="toc-title" className="rounded-xl border bg-muted/40 p-5">
          <h2 id="toc-title" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {t('onThisPage')}
          </h2>
          <ol className="grid gap-1.5 text-sm sm:grid-cols-2">
            {content.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-ember-text underline-offset-4 hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {content.sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="grid scroll-mt-24 gap-3">
            <h2 id={`${s.id}-h`} className="text-xl font-semibold tracking-tight">
              {s.heading}
            </h2>
            {s.blocks.map((b, i) => {
              const key = `${s.id}-${i}`;
              if (b.type === 'p')
                return (
                  <p key={key} className="leading-relaxed text-foreground/90">
                    {fill(b.text)}
                  </p>
                );
              if (b.type === 'ul')
                return (
                  <ul key={key} className="grid list-disc gap-1.5 pl-6 leading-relaxed text-foreground/90">
                    {b.items.map((item) => (
                      <li key={item}>{fill(item)}</li>
                    ))}
                  </ul>
                );
              return (
                <div key={key} className="overflow-x-auto rounded-lg border">
                  <table className="w-full text-left text-sm">
                    <thead className="bg-muted/60">
                      <tr>
                        {b.head.map((h) => (
                          <th key={h} scope="col" className="px-4 py-2.5 font-semibold">
                            {h}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {b.rows.map((row) => (
                        <tr key={row.join('|')} className="border-t">
                          {row.map((cell, ci) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                            <td key={ci} className="px-4 py-2.5 align-top">
                              {fill(cell)}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              );
            })}
          </section>
        ))}
      </article>
    </PageContainer>
  );
}
