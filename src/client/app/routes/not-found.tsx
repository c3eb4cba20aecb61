import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageContainer } from '#client/components/layout/page-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <Compass className="mb-6 size-14 text-ember" aria-hidden />
      <h1 className="mb-3 text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mb-8 max-w-md text-muted-foreground">{t('notFound.text')}</p>
      <Button asChild>
        <Link href="/">{t('notFound.home')}</Link>
      </Button>
    </PageContainer>
  );
}
