import { numberFormat } from './intl';

/** 30 → "30%" (en), "30 %" (de, fr) as the language writes a percentage. */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}
