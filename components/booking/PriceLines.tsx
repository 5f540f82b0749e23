import type { PriceLine } from '@/lib/booking/pricing';
import { formatCents } from '@/lib/format/price';
import { useT } from '@/lib/i18n/I18nProvider';

/** "2 adults × $ 1,250 … $ 2,500", one row per kind of traveller, then the office's extras, discounts and the price agreed (booking summary and invoice). */
export function PriceLines({ lines }: { lines: PriceLine[] }) {
  const t = useT();
  return (
    <ul className="mt-3 space-y-1.5 text-sm" data-testid="price-lines">
      {lines.map((line, i) => (
        <li key={`${line.kind}-${i}`} className="flex justify-between gap-3">
          {line.kind === 'extra' || line.kind === 'discount' ? (
            <span>{`${line.description ?? ''}${line.count > 1 ? ` · ${line.count} × ${formatCents(line.unitCents)}` : ''}`}</span>
          ) : line.kind === 'override' ? (
            <span>{`${t('booking.lines.override')}${line.description ? `: ${line.description}` : ''}`}</span>
          ) : (
            <span>
              {t(`booking.lines.${line.kind}`, { count: line.count })}
              {' × '}
              {line.unitCents ? formatCents(line.unitCents) : t('booking.lines.free')}
            </span>
          )}
          <span className="whitespace-nowrap font-medium">{formatCents(line.totalCents)}</span>
        </li>
      ))}
    </ul>
  );
}
