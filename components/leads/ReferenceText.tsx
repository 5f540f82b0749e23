import { useT } from '@/lib/i18n/I18nProvider';

/** "Your reference: Q-2026-000123", the number kept on one line in the fixed-width face: travellers quote it back. */
export function ReferenceText({ number, testId }: { number: string; testId?: string }) {
  const t = useT();
  return t('leads.success.quoteNumber')
    .split(/(\{number\})/)
    .map((part, i) => (part === '{number}' ? <strong key={i} className="whitespace-nowrap font-mono" data-testid={testId}>{number}</strong> : part));
}
