import { ArrowRight, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageContainer, PageHeading } from '#client/components/layout/page-layout.tsx';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '#client/components/ui/accordion.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/api/session.ts';
import { SupportChat } from '#client/features/support/components/support-chat.tsx';
import { usePublicConfig } from '#client/lib/public-config.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export default function SupportPage() {
  const { t } = useTranslation('support');
  const { supportEmail } = usePublicConfig();
  const { isSignedIn } = useAuth();
  useDocumentTitle(t('title'));
  const faq = t('faq', { returnObjects: true }) as { q: string; a: string }[];
  return (
    <PageContainer>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <div className="grid gap-8 lg:grid-cols-[1fr_1fr]">
        <SupportChat signedIn={isSignedIn} />
        <section aria-labelledby="faq-title">
          <h2 id="faq-title" className="mb-2 text-xl font-semibold">
            {t('faqTitle')}
          </h2>
          <Accordion type="single" collapsible>
            {faq.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of questions
              <AccordionItem key={i} value={`q${i}`}>
                <AccordionTrigger>{item.q}</AccordionTrigger>
                <AccordionContent>{item.a}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-3 rounded-2xl border bg-accent/60 p-6">
          <h2 className="text-lg font-semibold">{t('trialTitle')}</h2>
          <p className="text-sm text-muted-foreground">{t('trialText')}</p>
          <div>
            <Button asChild>
              <Link href="/subscription">
                {t('trialCta')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
        <div className="grid content-start gap-3 rounded-2xl border p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Mail className="size-5 text-ember-text" aria-hidden />
            {t('contactTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('contactText', { email: supportEmail })}</p>
        </div>
      </div>
    </PageContainer>
  );
}
