// A local stand-in for the Pesapal API 3.0, for development and tests: the same paths and fields
// under /pesapalv3 (tokens, IPN registration, orders, transaction status), a hosted payment page
// with "Complete payment" and "Fail payment", IPN calls to the site, and test controls
// (programmatic, and over HTTP under /__standin/). State lives in memory: a restart forgets it.
//
//   node scripts/pesapal-standin.mjs --port 3900 --key K --secret S
//
// Plain Node (no dependencies), so Playwright and developers can start it without a build.
import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const API_BASE = '/pesapalv3';
const CONTROL_BASE = '/__standin';
const BODY_LIMIT = 64 * 1024;
const STATUS_DESCRIPTIONS = ['INVALID', 'COMPLETED', 'FAILED', 'REVERSED'];
const NO_ERROR = { error_type: null, code: null, message: null, call_back_url: null };

/**
 * @typedef {{ key: string, secret: string }} Consumer
 * @typedef {'503' | '500' | 'close' | 'hang'} DownMode
 * @typedef {{ trackingId: string, url: string, method: string, status?: number, answer?: unknown, error?: string, at: string }} IpnCall
 * @typedef {{ trackingId: string, statusCode: number, notification: IpnCall | null }} OutcomeResult
 * @typedef {{
 *   trackingId: string, merchantReference: string, amount: number, currency: string, description: string,
 *   callbackUrl: string, notificationId: string, billing: Record<string, unknown>, statusCode: number,
 *   confirmationCode: string, createdDate: string, refunds?: { amount: number, username: string, remarks: string, at: string }[]
 * }} StandInOrder
 * @typedef {{ ipn_id: string, url: string, ipn_notification_type: 'GET' | 'POST', created_date: string }} IpnRegistration
 * @typedef {{
 *   down: DownMode | null,
 *   tokenRequests: number,
 *   tokensIssued: number,
 *   calls: { RegisterIPN: number, SubmitOrderRequest: number, GetTransactionStatus: number, unauthorized: number },
 *   ipnRegistrations: IpnRegistration[],
 *   orders: StandInOrder[],
 *   notifications: IpnCall[],
 * }} StandInState
 * @typedef {{
 *   url: string, origin: string, port: number,
 *   close: () => Promise<void>,
 *   down: (mode?: DownMode) => void,
 *   up: () => void,
 *   expireTokens: () => void,
 *   complete: (trackingId: string) => Promise<OutcomeResult>,
 *   fail: (trackingId: string) => Promise<OutcomeResult>,
 *   reverse: (trackingId: string) => Promise<OutcomeResult>,
 *   resendIpn: (trackingId: string) => Promise<IpnCall | null>,
 *   setAmountOverride: (trackingId: string, amount: number | string | null) => void,
 *   setCurrencyOverride: (trackingId: string, currency: string | null) => void,
 *   state: () => StandInState,
 * }} PesapalStandIn
 */

/** A refusal the controls and the hosted page turn into 404 or 409. */
class StandInError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * Starts the stand-in on loopback (port 0: any free port).
 * @param {{ port?: number, host?: string, consumers?: Consumer[], tokenTtlMs?: number, ipnTimeoutMs?: number }} [options]
 * @returns {Promise<PesapalStandIn>}
 */
export async function startPesapalStandIn({
  port = 0,
  host = '127.0.0.1',
  consumers = [{ key: 'standin-key', secret: 'standin-secret' }],
  tokenTtlMs = 5 * 60_000,
  ipnTimeoutMs = 5_000,
} = {}) {
  const secrets = new Map(consumers.map((c) => [c.key, c.secret]));
  /** @type {Map<string, number>} token -> expiry (ms) */
  const tokens = new Map();
  /** @type {Map<string, IpnRegistration>} */
  const ipns = new Map();
  /** @type {Map<string, StandInOrder>} */
  const orders = new Map();
  /** @type {Map<string, { amount?: number | string, currency?: string }>} forged status answers */
  const overrides = new Map();
  /** @type {IpnCall[]} */
  const notifications = [];
  const counts = { tokenRequests: 0, tokensIssued: 0, RegisterIPN: 0, SubmitOrderRequest: 0, GetTransactionStatus: 0, RefundRequest: 0, unauthorized: 0 };
  /** @type {DownMode | null} */
  let downMode = null;
  /** Requests left unanswered while "hanging", ended by up() or close(). */
  const hung = new Set();
  let origin = '';

  // ---- The provider's API ----

  /** @param {any} body */
  function requestToken(body) {
    counts.tokenRequests++;
    const key = typeof body?.consumer_key === 'string' ? body.consumer_key : '';
    if (!secrets.has(key) || secrets.get(key) !== body?.consumer_secret) {
      return [401, { token: null, expiryDate: null, error: apiError('invalid_consumer_key_or_secret_provided', 'Invalid consumer_key or consumer_secret provided'), status: '401', message: 'Authentication failed' }];
    }
    const token = randomBytes(24).toString('base64url');
    const expiresAt = Date.now() + tokenTtlMs;
    tokens.set(token, expiresAt);
    counts.tokensIssued++;
    return [200, { token, expiryDate: new Date(expiresAt).toISOString(), error: null, status: '200', message: 'Request processed successfully' }];
  }

  /** @param {http.IncomingMessage} req */
  function bearerIsValid(req) {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    return expiresAt !== undefined && Date.now() < expiresAt;
  }

  /** @param {any} body */
  function registerIpn(body) {
    counts.RegisterIPN++;
    const type = String(body?.ipn_notification_type ?? '').toUpperCase();
    if (!isHttpUrl(body?.url)) return [400, failure('invalid_url', 'url must be an http(s) URL')];
    if (type !== 'GET' && type !== 'POST') return [400, failure('invalid_ipn_notification_type', 'ipn_notification_type must be GET or POST')];
    /** @type {IpnRegistration} */
    const ipn = { ipn_id: randomUUID(), url: body.url, ipn_notification_type: type, created_date: new Date().toISOString() };
    ipns.set(ipn.ipn_id, ipn);
    return [200, { ...ipn, notification_type: type === 'GET' ? 0 : 1, ipn_notification_type_description: type, ipn_status: 1, ipn_status_description: 'Active', error: null, status: '200' }];
  }

  /** @param {any} body */
  function submitOrder(body) {
    counts.SubmitOrderRequest++;
    const invalid = orderProblem(body);
    if (invalid) return [400, failure(invalid[0], invalid[1])];
    if (!ipns.has(body.notification_id)) return [400, failure('invalid_notification_id', 'Unknown notification_id: register the IPN URL first')];
    if ([...orders.values()].some((o) => o.merchantReference === body.id)) {
      return [400, failure('duplicate_merchant_reference', 'A merchant reference can be used for one order only')];
    }
    /** @type {StandInOrder} */
    const order = {
      trackingId: randomUUID(),
      merchantReference: body.id,
      amount: body.amount,
      currency: body.currency,
      description: body.description,
      callbackUrl: body.callback_url,
      notificationId: body.notification_id,
      billing: body.billing_address,
      statusCode: 0,
      confirmationCode: '',
      createdDate: new Date().toISOString(),
    };
    orders.set(order.trackingId, order);
    return [200, { order_tracking_id: order.trackingId, merchant_reference: order.merchantReference, redirect_url: `${origin}${API_BASE}/pay/${order.trackingId}`, error: null, status: '200' }];
  }

  /** @param {string} trackingId */
  function transactionStatus(trackingId) {
    counts.GetTransactionStatus++;
    const order = orders.get(trackingId);
    if (!order) {
      return [200, { status_code: 0, payment_status_description: 'INVALID', amount: 0, currency: '', merchant_reference: '', confirmation_code: '', description: '', error: apiError('payment_details_not_found', 'Transaction not found'), status: '500' }];
    }
    const forged = overrides.get(trackingId) ?? {};
    const callback = callbackWith(order, 'CALLBACKURL');
    const failed = order.statusCode === 2;
    return [200, {
      payment_method: order.statusCode === 0 ? '' : 'Visa',
      amount: forged.amount ?? order.amount,
      created_date: order.createdDate,
      confirmation_code: order.confirmationCode,
      payment_status_description: STATUS_DESCRIPTIONS[order.statusCode],
      description: failed ? 'Unable to authorize the payment (stand-in)' : '',
      message: 'Request processed successfully',
      payment_account: order.statusCode === 0 ? '' : '476173**0010',
      call_back_url: callback,
      status_code: order.statusCode,
      merchant_reference: order.merchantReference,
      payment_status_code: '',
      currency: forged.currency ?? order.currency,
      // Like the real API: a failed payment comes with status "500" and a filled error object.
      error: failed ? { ...apiError('payment_failed', 'Payment failed'), call_back_url: callback } : NO_ERROR,
      status: failed ? '500' : '200',
    }];
  }

  /**
   * Transactions/RefundRequest: a completed payment, found by its confirmation code, refunded in
   * part or in full (never more than is left of it). Like the real API: status "200" and a
   * message when accepted, status "500" with an error when not.
   * @param {any} body
   */
  function refundRequest(body) {
    counts.RefundRequest++;
    const order = [...orders.values()].find((o) => o.confirmationCode && o.confirmationCode === body?.confirmation_code);
    const amount = Number(body?.amount);
    const refusal = (/** @type {string} */ message) => [200, { status: '500', message, error: apiError('refund_failed', message) }];
    if (!order || order.statusCode !== 1) return refusal('Transaction not found or not completed');
    const left = order.amount - (order.refunds ?? []).reduce((n, r) => n + r.amount, 0);
    if (!(amount > 0) || amount > left + 1e-9) return refusal('Refund amount is more than what is left of the payment');
    if (!body?.username || !body?.remarks) return refusal('username and remarks are required');
    order.refunds = [...(order.refunds ?? []), { amount, username: String(body.username), remarks: String(body.remarks), at: new Date().toISOString() }];
    return [200, { status: '200', message: 'Refund request successfully' }];
  }

  // ---- Payments changing state, and the IPN call that tells the site ----

  /** @param {string} trackingId */
  function orderOf(trackingId) {
    const order = orders.get(trackingId);
    if (!order) throw new StandInError(404, `unknown order ${trackingId}`);
    return order;
  }

  /** Pays or fails an order (a failed one may be paid on a later try), then calls the IPN. @param {string} trackingId @param {1 | 2} statusCode */
  async function settle(trackingId, statusCode) {
    const order = orderOf(trackingId);
    if (order.statusCode === 1 || order.statusCode === 3) throw new StandInError(409, `order ${trackingId} is already ${STATUS_DESCRIPTIONS[order.statusCode].toLowerCase()}`);
    order.statusCode = statusCode;
    order.confirmationCode = statusCode === 1 ? randomBytes(8).toString('hex').toUpperCase() : '';
    return { trackingId, statusCode, notification: await notify(order) };
  }

  /** @param {string} trackingId */
  async function reverse(trackingId) {
    const order = orderOf(trackingId);
    if (order.statusCode !== 1) throw new StandInError(409, `order ${trackingId} is not completed`);
    order.statusCode = 3;
    return { trackingId, statusCode: 3, notification: await notify(order) };
  }

  /**
   * Calls the order's registered IPN URL (GET query or POST JSON). An unreachable site is
   * recorded, never fatal: the real provider retries later, and the site also checks on callback.
   * @param {StandInOrder} order
   * @returns {Promise<IpnCall | null>}
   */
  async function notify(order) {
    const ipn = ipns.get(order.notificationId);
    if (!ipn) return null;
    const fields = { OrderTrackingId: order.trackingId, OrderMerchantReference: order.merchantReference, OrderNotificationType: 'IPNCHANGE' };
    /** @type {IpnCall} */
    const record = { trackingId: order.trackingId, url: ipn.url, method: ipn.ipn_notification_type, at: new Date().toISOString() };
    try {
      const signal = AbortSignal.timeout(ipnTimeoutMs);
      let res;
      if (ipn.ipn_notification_type === 'GET') {
        const url = new URL(ipn.url);
        for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v);
        res = await fetch(url, { signal });
      } else {
        res = await fetch(ipn.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fields), signal });
      }
      record.status = res.status;
      record.answer = await res.text().then(parseOrText);
    } catch (err) {
      const cause = /** @type {any} */ (err)?.cause;
      record.error = cause?.code ?? cause?.message ?? /** @type {Error} */ (err)?.message ?? String(err);
    }
    notifications.push(record);
    return record;
  }

  /** The order's callback URL with the provider's fields added to its query. @param {StandInOrder} order @param {string} type */
  function callbackWith(order, type) {
    const url = new URL(order.callbackUrl);
    url.searchParams.set('OrderTrackingId', order.trackingId);
    url.searchParams.set('OrderMerchantReference', order.merchantReference);
    url.searchParams.set('OrderNotificationType', type);
    return url.toString();
  }

  // ---- HTTP ----

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname.startsWith(`${CONTROL_BASE}/`)) return control(req, res, url);
    if (!url.pathname.startsWith(`${API_BASE}/`)) return sendJson(res, 404, failure('not_found', 'Not found'));
    if (downMode === 'close') return void req.socket.destroy();
    if (downMode === 'hang') return void hung.add(res);
    if (downMode === '503') return sendText(res, 503, 'text/plain', 'Service Unavailable');
    if (downMode === '500') return sendText(res, 500, 'text/plain', 'Internal Server Error');
    const path = url.pathname.slice(API_BASE.length);

    const page = /^\/pay\/([0-9a-f-]{36})$/.exec(path);
    if (page) return hostedPage(req, res, page[1]);
    if (path === '/api/Auth/RequestToken' && req.method === 'POST') return sendJson(res, ...requestToken(await readJson(req)));
    if (!path.startsWith('/api/')) return sendJson(res, 404, failure('not_found', 'Not found'));
    if (!bearerIsValid(req)) {
      counts.unauthorized++;
      return sendJson(res, 401, failure('unauthorized', 'Invalid or expired token', '401'));
    }
    if (path === '/api/URLSetup/RegisterIPN' && req.method === 'POST') return sendJson(res, ...registerIpn(await readJson(req)));
    if (path === '/api/URLSetup/GetIpnList' && req.method === 'GET') return sendJson(res, 200, [...ipns.values()]);
    if (path === '/api/Transactions/SubmitOrderRequest' && req.method === 'POST') return sendJson(res, ...submitOrder(await readJson(req)));
    if (path === '/api/Transactions/RefundRequest' && req.method === 'POST') return sendJson(res, ...refundRequest(await readJson(req)));
    if (path === '/api/Transactions/GetTransactionStatus' && req.method === 'GET') {
      return sendJson(res, ...transactionStatus(url.searchParams.get('orderTrackingId') ?? ''));
    }
    return sendJson(res, 404, failure('not_found', 'Not found'));
  }

  /** The hosted payment page: GET shows it, POST (a button) settles the order and returns the browser to the site. */
  async function hostedPage(/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res, /** @type {string} */ trackingId) {
    const order = orders.get(trackingId);
    if (!order) return sendText(res, 404, 'text/html; charset=utf-8', pageHtml('Payment not found', '<p>This payment does not exist.</p>'));
    if (req.method === 'POST') {
      const outcome = new URLSearchParams(await readBody(req)).get('outcome');
      if (outcome !== 'completed' && outcome !== 'failed') return sendText(res, 400, 'text/plain', 'outcome must be completed or failed');
      try {
        await settle(trackingId, outcome === 'completed' ? 1 : 2);
      } catch (err) {
        if (!(err instanceof StandInError)) throw err;
        return sendText(res, err.status, 'text/html; charset=utf-8', pageHtml('Payment', `<p>${escapeHtml(err.message)}</p>`));
      }
      res.writeHead(302, { Location: callbackWith(order, 'CALLBACKURL') });
      return res.end();
    }
    return sendText(res, 200, 'text/html; charset=utf-8', paymentPage(order));
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {URL} url */
  async function control(req, res, url) {
    const path = url.pathname.slice(CONTROL_BASE.length);
    try {
      if (path === '/health') return sendJson(res, 200, { ok: true });
      if (path === '/state' && req.method === 'GET') return sendJson(res, 200, controls.state());
      if (req.method !== 'POST') return sendJson(res, 405, failure('method_not_allowed', 'Use POST'));
      if (path === '/down') {
        const mode = url.searchParams.get('mode') ?? '503';
        if (mode !== '503' && mode !== '500' && mode !== 'close' && mode !== 'hang') return sendJson(res, 400, failure('bad_mode', 'mode is 503, 500, close or hang'));
        controls.down(mode);
        return sendJson(res, 200, { down: mode });
      }
      if (path === '/up') return (controls.up(), sendJson(res, 200, { down: null }));
      if (path === '/expire-tokens') return (controls.expireTokens(), sendJson(res, 200, { expired: true }));
      const m = /^\/orders\/([^/]+)\/(complete|fail|reverse|notify|override)$/.exec(path);
      if (!m) return sendJson(res, 404, failure('not_found', 'Unknown control'));
      const [, id, action] = m;
      if (action === 'complete') return sendJson(res, 200, await controls.complete(id));
      if (action === 'fail') return sendJson(res, 200, await controls.fail(id));
      if (action === 'reverse') return sendJson(res, 200, await controls.reverse(id));
      if (action === 'notify') return sendJson(res, 200, { notification: await controls.resendIpn(id) });
      const body = await readJson(req);
      if (body && 'amount' in body) controls.setAmountOverride(id, body.amount);
      if (body && 'currency' in body) controls.setCurrencyOverride(id, body.currency);
      return sendJson(res, 200, { override: overrides.get(id) ?? null });
    } catch (err) {
      if (err instanceof StandInError) return sendJson(res, err.status, failure('refused', err.message));
      throw err;
    }
  }

  /** @type {Omit<PesapalStandIn, 'url' | 'origin' | 'port' | 'close'>} */
  const controls = {
    down: (mode = '503') => void (downMode = mode),
    up: () => {
      downMode = null;
      for (const res of hung) res.destroy();
      hung.clear();
    },
    expireTokens: () => tokens.clear(),
    complete: (trackingId) => settle(trackingId, 1),
    fail: (trackingId) => settle(trackingId, 2),
    reverse,
    resendIpn: (trackingId) => notify(orderOf(trackingId)),
    setAmountOverride: (trackingId, amount) => setOverride(trackingId, 'amount', amount),
    setCurrencyOverride: (trackingId, currency) => setOverride(trackingId, 'currency', currency),
    state: () =>
      structuredClone({
        down: downMode,
        tokenRequests: counts.tokenRequests,
        tokensIssued: counts.tokensIssued,
        calls: { RegisterIPN: counts.RegisterIPN, SubmitOrderRequest: counts.SubmitOrderRequest, GetTransactionStatus: counts.GetTransactionStatus, unauthorized: counts.unauthorized },
        ipnRegistrations: [...ipns.values()],
        orders: [...orders.values()],
        notifications,
      }),
  };

  /** @param {string} trackingId @param {'amount' | 'currency'} field @param {any} value */
  function setOverride(trackingId, field, value) {
    orderOf(trackingId);
    const forged = { ...overrides.get(trackingId) };
    if (value === null || value === undefined) delete forged[field];
    else forged[field] = value;
    overrides.set(trackingId, forged);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (err instanceof StandInError) return sendJson(res, err.status, failure('bad_request', err.message));
      console.error('[pesapal-standin]', err);
      if (!res.headersSent) sendJson(res, 500, failure('standin_error', 'The stand-in failed'));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  return {
    url: `${origin}${API_BASE}`,
    origin,
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        for (const res of hung) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    ...controls,
  };
}

// ---- Checks and answers ----

/** The first problem of a SubmitOrderRequest body, as [code, message], or null. @param {any} body */
function orderProblem(body) {
  if (typeof body?.id !== 'string' || !/^[A-Za-z0-9\-_.:]{1,50}$/.test(body.id)) return ['invalid_merchant_reference', 'id: 1 to 50 letters, digits, - _ . :'];
  if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency)) return ['invalid_currency', 'currency: an ISO 4217 code'];
  if (typeof body.amount !== 'number' || !(body.amount > 0) || !/^\d+(\.\d{1,2})?$/.test(String(body.amount))) return ['invalid_amount', 'amount: a positive number with at most 2 decimals'];
  if (typeof body.description !== 'string' || !body.description || body.description.length > 100) return ['invalid_description', 'description: 1 to 100 characters'];
  if (!isHttpUrl(body.callback_url)) return ['invalid_callback_url', 'callback_url: an http(s) URL'];
  if (typeof body.notification_id !== 'string' || !body.notification_id) return ['invalid_notification_id', 'notification_id is required'];
  const billing = body.billing_address;
  if (!billing || typeof billing !== 'object' || (!billing.email_address && !billing.phone_number)) return ['invalid_billing_address', 'billing_address needs an email_address or a phone_number'];
  return null;
}

/** @param {unknown} value */
const isHttpUrl = (value) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** @param {string} code @param {string} message */
const apiError = (code, message) => ({ error_type: 'api_error', code, message });

/** @param {string} code @param {string} message */
const failure = (code, message, status = '400') => ({ error: apiError(code, message), status });

/** The site's answer to an IPN call, as JSON when it is. @param {string} text */
function parseOrText(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 500);
  }
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body */
function sendJson(res, status, body) {
  sendText(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

/** @param {http.ServerResponse} res @param {number} status @param {string} type @param {string} text */
function sendText(res, status, type, text) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(text);
}

/** @param {http.IncomingMessage} req @returns {Promise<string>} */
async function readBody(req) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new StandInError(413, 'body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** @param {http.IncomingMessage} req @returns {Promise<any>} */
async function readJson(req) {
  const text = await readBody(req);
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new StandInError(400, 'body is not JSON');
  }
}

// ---- The hosted page ----

/** @param {StandInOrder} order */
function paymentPage(order) {
  const settled = order.statusCode === 1 || order.statusCode === 3;
  const facts = `<dl>
  <dt>Merchant reference</dt><dd>${escapeHtml(order.merchantReference)}</dd>
  <dt>Description</dt><dd>${escapeHtml(order.description)}</dd>
  <dt>Amount</dt><dd><span id="amount">${escapeHtml(order.amount.toFixed(2))}</span> <span id="currency">${escapeHtml(order.currency)}</span></dd>
  <dt>Status</dt><dd>${STATUS_DESCRIPTIONS[order.statusCode]}</dd>
</dl>`;
  const buttons = settled
    ? '<p>This payment is already settled.</p>'
    : `<form method="post"><button type="submit" name="outcome" value="completed">Complete payment</button></form>
<form method="post"><button type="submit" name="outcome" value="failed">Fail payment</button></form>`;
  return pageHtml('Pay with Pesapal (stand-in)', `${facts}\n${buttons}`);
}

/** @param {string} title @param {string} main */
function pageHtml(title, main) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}dt{font-weight:600}dd{margin:0 0 .75rem}form{display:inline-block;margin-right:.5rem}button{font-size:1rem;padding:.6rem 1rem}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>
<p>A local stand-in for the Pesapal payment page. No money moves.</p>
${main}
</main></body></html>`;
}

/** @param {string} text */
const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// ---- Command line ----

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3900' },
      host: { type: 'string', default: '127.0.0.1' },
      key: { type: 'string', default: 'standin-key' },
      secret: { type: 'string', default: 'standin-secret' },
      'token-ttl-ms': { type: 'string' },
    },
  });
  const standIn = await startPesapalStandIn({
    port: Number(values.port),
    host: values.host,
    consumers: [{ key: values.key, secret: values.secret }],
    tokenTtlMs: values['token-ttl-ms'] ? Number(values['token-ttl-ms']) : undefined,
  });
  console.log(`Pesapal stand-in on ${standIn.url} (hosted page, IPN calls, controls under ${standIn.origin}${CONTROL_BASE}/). Set these for the site:`);
  console.log(`PESAPAL_BASE_URL=${standIn.url}`);
  console.log(`PESAPAL_CONSUMER_KEY=${values.key}`);
  console.log(`PESAPAL_CONSUMER_SECRET=${values.secret}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => standIn.close().then(() => process.exit(0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
