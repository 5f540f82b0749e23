/**
 * Where a traveller sends a deposit by bank transfer (Payment page, invoice, mails). Env
 * overrides for the real account; the defaults are the operator's placeholders for a new site.
 */
export const BANK_ACCOUNT = {
  holder: process.env.BANK_ACCOUNT_HOLDER || 'Twiga Trails Safaris Ltd',
  bank: process.env.BANK_NAME || 'CRDB Bank PLC, Arusha Branch',
  accountNumber: process.env.BANK_ACCOUNT_NUMBER || '0250 1234 5678 00',
  swift: process.env.BANK_SWIFT || 'CORUTZTZ',
  currency: 'USD',
  /** The operator's tax number printed on invoices. */
  taxId: process.env.OPERATOR_TAX_ID || 'TIN 123-456-789',
} as const;
