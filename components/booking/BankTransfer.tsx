import type { ReactNode } from 'react';
import type { BANK_ACCOUNT } from '@/config/bankAccount';
import { formatCents } from '@/lib/format/price';
import { useT } from '@/lib/i18n/I18nProvider';

export type BankAccount = Pick<typeof BANK_ACCOUNT, 'holder' | 'bank' | 'accountNumber' | 'swift' | 'currency'>;

/** Paying by bank transfer: the operator's account and the booking number as the reference. */
export function BankTransfer({ bank, bookingNumber, amountCents }: { bank: BankAccount; bookingNumber: string; amountCents: number }) {
  const t = useT();
  const row = (label: string, value: ReactNode, testId?: string) => (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-sand-200 py-2 text-sm last:border-0">
      <dt className="text-night-600">{label}</dt>
      <dd className="min-w-0 font-medium break-all" data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby="bank-transfer-title" className="rounded-2xl bg-white p-5 ring-1 ring-night-900/5" data-testid="bank-transfer">
      <h2 id="bank-transfer-title" className="text-xl font-semibold">{t('booking.bank.title')}</h2>
      <p className="mt-1 text-sm text-night-700">{t('booking.bank.text')}</p>
      <dl className="mt-2">
        {row(t('booking.bank.holder'), bank.holder)}
        {row(t('booking.bank.bank'), bank.bank)}
        {row(t('booking.bank.account'), bank.accountNumber)}
        {row(t('booking.bank.swift'), bank.swift)}
        {row(t('booking.bank.amount'), `${formatCents(amountCents)} (${bank.currency})`, 'bank-amount')}
        {row(t('booking.bank.reference'), bookingNumber, 'bank-reference')}
      </dl>
    </section>
  );
}
