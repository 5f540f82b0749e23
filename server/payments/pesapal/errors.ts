/** Why a call to the payment provider gave no usable answer. */
export type ProviderFailure =
  | 'unreachable' // connection refused, reset or closed
  | 'timeout' // no answer within the configured time
  | 'unavailable' // HTTP 5xx
  | 'bad_answer' // not JSON, or JSON without the fields we need
  | 'unauthorized' // credentials refused, or a fresh token refused again
  | 'rejected'; // the provider answered with an error

/**
 * The provider could not do what we asked. Callers answer "try again later" and keep the
 * booking as it is: nothing on our side depends on a call that failed.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly reason: ProviderFailure,
    /** What the provider or the network said, for the log (never shown to the traveller). */
    readonly detail = '',
  ) {
    super(detail ? `Pesapal ${reason}: ${detail}` : `Pesapal ${reason}`);
    this.name = 'PaymentProviderError';
  }
}
