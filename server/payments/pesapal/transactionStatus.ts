import { amountToCents } from './amounts';
import { PaymentProviderError } from './errors';
import { answerError } from './providerHttp';

/** 0 invalid or not paid yet, 1 completed, 2 failed, 3 reversed (the provider's status_code). */
export type PesapalStatusCode = 0 | 1 | 2 | 3;

export type PesapalTransactionStatus = {
  statusCode: PesapalStatusCode;
  amountCents: number;
  currency: string;
  merchantReference: string;
  confirmationCode: string;
  description: string;
};

/**
 * Reads a GetTransactionStatus answer. The provider answers a failed payment with status "500"
 * and a filled `error` object: that is still a status, so status_code decides, and only an
 * answer without one is an error.
 */
export function readTransactionStatus(body: Record<string, unknown>): PesapalTransactionStatus {
  const code = body.status_code;
  if (code !== 0 && code !== 1 && code !== 2 && code !== 3) {
    throw new PaymentProviderError('rejected', answerError(body) || `no status_code (status ${String(body.status)})`);
  }
  return {
    statusCode: code,
    amountCents: readCents(body.amount),
    currency: text(body.currency).toUpperCase(),
    merchantReference: text(body.merchant_reference),
    confirmationCode: text(body.confirmation_code),
    description: text(body.description) || text(body.payment_status_description),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readCents(amount: unknown): number {
  if (amount === null || amount === undefined || amount === '') return 0;
  try {
    if (typeof amount === 'number' || typeof amount === 'string') return amountToCents(amount);
  } catch {
    // Falls through: an amount we cannot read exactly is a bad answer, never a guess.
  }
  throw new PaymentProviderError('bad_answer', `unreadable amount ${JSON.stringify(amount)}`);
}
