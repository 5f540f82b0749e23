import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import type { PesapalConfig } from './config';
import { PaymentProviderError } from './errors';
import { ensureIpnId, renewIpnId } from './ipnRegistration';
import { submitOrderBody, type PesapalOrder } from './orderRequest';
import { answerError, callProvider, isUnauthorized, type ProviderAnswer } from './providerHttp';
import { bearerToken, forgetToken } from './tokenCache';
import { readTransactionStatus, type PesapalTransactionStatus } from './transactionStatus';

export { PaymentProviderError } from './errors';
export type { ProviderFailure } from './errors';
export type { PesapalOrder } from './orderRequest';
export type { PesapalStatusCode, PesapalTransactionStatus } from './transactionStatus';

export type SubmittedOrder = { orderTrackingId: string; redirectUrl: string };

export type PesapalClient = {
  /** Our IPN URL's id at the provider, registered once per (provider, URL) and kept in the database. */
  ensureIpnId(ipnUrl: string): Promise<string>;
  /** Creates the payment at the provider; send the traveller's browser to redirectUrl. */
  submitOrder(order: PesapalOrder): Promise<SubmittedOrder>;
  /** What the provider says of a payment: the only source of truth (IPNs and callbacks carry no status). */
  transactionStatus(orderTrackingId: string): Promise<PesapalTransactionStatus>;
  /** Asks the provider to pay back part or all of a completed payment (its confirmation code); throws when refused. */
  refund(request: { confirmationCode: string; amount: number; username: string; remarks: string }): Promise<{ message: string }>;
};

/** Every method throws PaymentProviderError when the provider cannot be reached or refuses. */
export function createPesapalClient(config: PesapalConfig, db: Kysely<Database>): PesapalClient {
  /** A call with our bearer token; a token refused early is replaced once and the call retried once. */
  async function authorized(path: string, call: { method: 'GET' | 'POST'; body?: unknown }): Promise<ProviderAnswer> {
    const url = `${config.baseUrl}${path}`;
    for (let attempt = 0; ; attempt++) {
      const token = await bearerToken(config);
      const answer = await callProvider(url, { ...call, token, timeoutMs: config.timeoutMs });
      if (!isUnauthorized(answer)) return answer;
      forgetToken(config, token);
      if (attempt === 1) throw new PaymentProviderError('unauthorized', `${path.split('?')[0]}: a fresh token was refused`);
    }
  }

  const register = async (ipnUrl: string): Promise<string> => {
    const { body } = await authorized('/api/URLSetup/RegisterIPN', { method: 'POST', body: { url: ipnUrl, ipn_notification_type: 'GET' } });
    if (typeof body.ipn_id !== 'string' || !body.ipn_id) throw new PaymentProviderError('rejected', answerError(body) || 'RegisterIPN gave no ipn_id');
    return body.ipn_id;
  };

  const submit = async (order: PesapalOrder, notificationId: string): Promise<SubmittedOrder> => {
    const { body } = await authorized('/api/Transactions/SubmitOrderRequest', { method: 'POST', body: submitOrderBody(order, notificationId) });
    const orderTrackingId = body.order_tracking_id;
    const redirectUrl = body.redirect_url;
    if (typeof orderTrackingId !== 'string' || !orderTrackingId || typeof redirectUrl !== 'string' || !/^https?:\/\//.test(redirectUrl)) {
      throw new PaymentProviderError('rejected', answerError(body) || 'SubmitOrderRequest gave no tracking id or redirect URL');
    }
    return { orderTrackingId, redirectUrl };
  };

  return {
    ensureIpnId: (ipnUrl) => ensureIpnId(db, config.baseUrl, ipnUrl, register),

    async submitOrder(order) {
      const notificationId = await ensureIpnId(db, config.baseUrl, order.ipnUrl, register);
      try {
        return await submit(order, notificationId);
      } catch (err) {
        if (!isUnknownNotificationId(err)) throw err;
        return submit(order, await renewIpnId(db, config.baseUrl, order.ipnUrl, notificationId, register));
      }
    },

    async refund({ confirmationCode, amount, username, remarks }) {
      const { body } = await authorized('/api/Transactions/RefundRequest', { method: 'POST', body: { confirmation_code: confirmationCode, amount, username, remarks } });
      if (String(body.status) !== '200') throw new PaymentProviderError('rejected', answerError(body) || String(body.message ?? 'RefundRequest refused'));
      return { message: String(body.message ?? '') };
    },

    async transactionStatus(orderTrackingId) {
      const query = new URLSearchParams({ orderTrackingId });
      const { body } = await authorized(`/api/Transactions/GetTransactionStatus?${query}`, { method: 'GET' });
      return readTransactionStatus(body);
    },
  };
}

/** The provider forgot our IPN registration (a refusal that names the notification id). */
const isUnknownNotificationId = (err: unknown) =>
  err instanceof PaymentProviderError && err.reason === 'rejected' && /notification|ipn/i.test(err.detail);
