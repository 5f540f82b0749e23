import { ATTRIBUTION_DAYS, REWARD_USD } from '@/lib/affiliate/rules';
import { formatPrice } from '@/lib/format/price';
import { useT } from '@/lib/i18n/I18nProvider';

const RULES = ['friend', 'pending', 'earned', 'paid', 'lastClick'] as const;

/** The programme's rules, stated from the same constants the server applies (lib/affiliate/rules.ts). */
export function ProgrammeRules({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const params = { days: ATTRIBUTION_DAYS, amount: formatPrice(REWARD_USD) };
  return (
    <section aria-labelledby="affiliate-rules-title" className={compact ? 'text-sm' : ''} data-testid="affiliate-rules">
      <h2 id="affiliate-rules-title" className={compact ? 'text-lg font-semibold' : 'text-2xl font-semibold'}>{t('affiliate.rules.title')}</h2>
      <ol className="mt-4 space-y-3">
        {RULES.map((rule, i) => (
          <li key={rule} className="flex gap-3">
            <span aria-hidden className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-acacia-100 text-sm font-semibold text-acacia-800">{i + 1}</span>
            <p className="text-night-700">
              <strong className="text-night-900">{t(`affiliate.rules.${rule}.title`)}</strong> {t(`affiliate.rules.${rule}.text`, params)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
