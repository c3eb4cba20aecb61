import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeading } from '#client/components/layout/page-layout.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/** A page whose screen has its heading and an honest empty state. */
export function PageShell({
  page,
}: {
  page: 'onboarding' | 'chat' | 'plans' | 'progress' | 'subscription' | 'support';
}) {
  const { t } = useTranslation();
  useDocumentTitle(t(`pages.${page}.title`));
  return (
    <PageContainer>
      <PageHeading title={t(`pages.${page}.title`)} subtitle={t(`pages.${page}.subtitle`)} />
      <div className="rounded-2xl border border-dashed p-10 text-center text-muted-foreground">
        {t(`pages.${page}.empty`)}
      </div>
    </PageContainer>
  );
}
