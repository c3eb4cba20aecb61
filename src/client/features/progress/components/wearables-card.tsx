import { Watch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

const WEARABLES = ['Apple Health', 'Oura Ring', 'Google Fit'] as const;

/** docs/PRODUCT.md: the wearables are coming soon (Pro plan); their buttons are disabled. */
export function WearablesCard() {
  const { t } = useTranslation('progress');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Watch className="size-5 text-ember-text" aria-hidden />
          {t('wearables.title')}
        </CardTitle>
        <CardDescription>{t('wearables.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {WEARABLES.map((w) => (
          <Button key={w} variant="outline" size="sm" disabled>
            {w}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
