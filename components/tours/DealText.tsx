import { formatDay } from '@/lib/format/dates';
import { formatPrice } from '@/lib/format/price';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { TourDeal } from '@/lib/catalogue/deals';

/** "10 % off" or "$ 300 off", in the page's language. */
export function useDealWords() {
  const { t, locale } = useI18n();
  return {
    off: (deal: TourDeal) => (deal.percent !== null ? t('catalogue.card.deal', { percent: deal.percent }) : t('catalogue.card.dealAmount', { amount: formatPrice(deal.amount ?? 0) })),
    until: (deal: TourDeal) => t('catalogue.card.dealUntil', { date: formatDay(deal.endsOn, locale, 'medium') }),
    ends: (deal: TourDeal) => t('catalogue.card.dealEnds', { date: formatDay(deal.endsOn, locale, 'long') }),
  };
}

/** "25 % off · Offer ends 26 February 2027": on the tour's hero and its booking pane. */
export function DealNote({ deal, className = 'pane-deal', testId }: { deal: TourDeal; className?: string; testId: string }) {
  const words = useDealWords();
  return <span className={className} data-testid={testId}>{`${words.off(deal)} · ${words.ends(deal)}`}</span>;
}

/** The price before the deal, struck through; a screen reader hears what it is. */
export function WasPrice({ deal, className }: { deal: TourDeal; className?: string }) {
  const { t } = useI18n();
  return (
    <span className={className} data-testid="was-price">
      <span className="sr-only">{t('catalogue.card.wasPrice')} </span>
      <s>{formatPrice(deal.was)}</s>
    </span>
  );
}
