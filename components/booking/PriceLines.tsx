import type { PriceLine } from '@/lib/booking/pricing';
import { formatCents } from '@/lib/format/price';
import { useT } from '@/lib/i18n/I18nProvider';

/** "2 adults × $ 1,250 … $ 2,500", one row per kind of traveller (booking summary and invoice). */
export function PriceLines({ lines }: { lines: PriceLine[] }) {
  const t = useT();
  return (
    <ul className="mt-3 space-y-1.5 text-sm" data-testid="price-lines">
      {lines.map((line) => (
        <li key={line.kind} className="flex justify-between gap-3">
          <span>
            {t(`booking.lines.${line.kind}`, { count: line.count })}
            {' × '}
            {line.unitCents ? formatCents(line.unitCents) : t('booking.lines.free')}
          </span>
          <span className="font-medium">{formatCents(line.totalCents)}</span>
        </li>
      ))}
    </ul>
  );
}
