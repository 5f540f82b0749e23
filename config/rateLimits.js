// @ts-check
/**
 * Every rate limit of the site in one table: how many requests one IP address (and, where it
 * applies, one account) may make per window before the API answers 429 with Retry-After.
 *
 * Each number can be changed in the environment: `<env>_PER_IP`, `<env>_PER_ACCOUNT` and
 * `<env>_WINDOW_SECONDS` (the login limits keep their older names: AUTH_LOGIN_PER_IP…, and share
 * AUTH_LIMIT_WINDOW_SECONDS). `account` says what "one account" is: the email typed into an auth
 * form, the signed-in traveller (session) or the back-office operator.
 *
 * The two logins count failed passwords only (server/auth/loginThrottle.ts): `perAccountIp` per
 * account from one address, and `perAccount` per account from browsers that never logged in to
 * it, so a guesser elsewhere cannot lock the owner out. Env: `<env>_PER_ACCOUNT_IP`.
 *
 * Plain JavaScript so that the test servers' environments (tests/e2e/e2eEnv.cjs, vitest.config)
 * can raise every limit from the same list.
 *
 * @typedef {{ env: string, windowEnv?: string, perIp: number, perAccount?: number, perAccountIp?: number, account?: 'email' | 'session' | 'operator', windowSeconds: number, routes: string }} LimitRule
 */

const MINUTE = 60;
const HOUR = 3600;
const AUTH_WINDOW = { windowEnv: 'AUTH_LIMIT_WINDOW_SECONDS', windowSeconds: 15 * MINUTE };

const RATE_LIMITS = /** @satisfies {Record<string, LimitRule>} */ ({
  // Password guessing and account probing: a few tries per address and per typed email.
  login: { env: 'AUTH_LOGIN', perIp: 10, perAccount: 20, perAccountIp: 5, account: 'email', ...AUTH_WINDOW, routes: 'POST /api/auth/login' },
  signup: { env: 'AUTH_SIGNUP', perIp: 5, perAccount: 3, account: 'email', ...AUTH_WINDOW, routes: 'POST /api/auth/signup' },
  forgot: { env: 'AUTH_FORGOT', perIp: 5, perAccount: 3, account: 'email', ...AUTH_WINDOW, routes: 'POST /api/auth/forgot-password' },
  adminLogin: { env: 'AUTH_ADMINLOGIN', perIp: 10, perAccount: 20, perAccountIp: 5, account: 'email', ...AUTH_WINDOW, routes: 'POST /api/admin/login' },
  // The link mailed to confirm a new account's address (a random token per sign-up: no guessing).
  confirmSignup: { env: 'RATE_LIMIT_CONFIRM_SIGNUP', perIp: 10, windowSeconds: 15 * MINUTE, routes: 'POST /api/auth/confirm-signup' },
  resetPassword: { env: 'RATE_LIMIT_RESET_PASSWORD', perIp: 10, windowSeconds: 15 * MINUTE, routes: 'GET, POST /api/auth/reset-password' },
  // A signed-in traveller's new password (a wrong current one also counts as a failed login).
  changePassword: { env: 'RATE_LIMIT_CHANGE_PASSWORD', perIp: 10, perAccount: 10, account: 'session', windowSeconds: 15 * MINUTE, routes: 'POST /api/auth/change-password' },
  logout: { env: 'RATE_LIMIT_LOGOUT', perIp: 60, windowSeconds: 15 * MINUTE, routes: 'POST /api/auth/logout' },
  // A signed-in traveller changing language: a one-minute code per switch (random: no guessing).
  handoff: { env: 'RATE_LIMIT_HANDOFF', perIp: 60, windowSeconds: 15 * MINUTE, routes: 'POST /api/auth/handoff, POST /api/auth/handoff/redeem' },

  // The lead forms mail the operator and the traveller: a family plans a few trips, not dozens an hour.
  quote: { env: 'RATE_LIMIT_QUOTE', perIp: 10, windowSeconds: HOUR, routes: 'POST /api/requestquote' },
  contact: { env: 'RATE_LIMIT_CONTACT', perIp: 10, windowSeconds: HOUR, routes: 'POST /api/contact_us' },
  review: { env: 'RATE_LIMIT_REVIEW', perIp: 5, windowSeconds: HOUR, routes: 'POST /api/send_review' },
  booking: { env: 'RATE_LIMIT_BOOKING', perIp: 10, windowSeconds: HOUR, routes: 'POST /api/bookings' },
  // The email-confirmation link of a booking, opened from the mail (a code per booking: no guessing).
  bookingLink: { env: 'RATE_LIMIT_BOOKING_LINK', perIp: 30, windowSeconds: 15 * MINUTE, routes: 'POST /api/bookings/{number}/confirm-email' },

  // Each of these calls the payment provider.
  payment: { env: 'RATE_LIMIT_PAYMENT', perIp: 20, windowSeconds: HOUR, routes: 'POST /api/submit-order-request' },
  paymentReturn: { env: 'RATE_LIMIT_PAYMENT_RETURN', perIp: 30, windowSeconds: 15 * MINUTE, routes: 'GET /api/payments/pesapal/callback' },
  // The provider sends every notification from its own few addresses: generous, it retries a 429 later.
  paymentNotice: { env: 'RATE_LIMIT_PAYMENT_NOTICE', perIp: 600, windowSeconds: 5 * MINUTE, routes: 'GET, POST /api/payments/pesapal/ipn' },

  // A signed-in traveller's writes, per address and per account (the session's user).
  wishlist: { env: 'RATE_LIMIT_WISHLIST', perIp: 120, perAccount: 60, account: 'session', windowSeconds: 15 * MINUTE, routes: 'POST, DELETE /api/wishlist' },
  // A profile save may carry a 5 MB picture to decode and re-encode.
  profile: { env: 'RATE_LIMIT_PROFILE', perIp: 30, perAccount: 20, account: 'session', windowSeconds: HOUR, routes: 'POST /api/updateProfile' },
  affiliate: { env: 'RATE_LIMIT_AFFILIATE', perIp: 10, perAccount: 5, account: 'session', windowSeconds: HOUR, routes: 'POST /api/affiliate' },

  // Reads that reach the database with a visitor's free text or free combination (answers the
  // microcache in front already keeps never get here, so they are not counted).
  search: { env: 'RATE_LIMIT_SEARCH', perIp: 30, windowSeconds: MINUTE, routes: 'GET /api/site-search, GET /Search?q=' },
  filter: { env: 'RATE_LIMIT_FILTER', perIp: 300, windowSeconds: 5 * MINUTE, routes: 'GET /api/filter, /api/filterindex, /api/tourlistpage' },
  // A tour list rendered for a full page load (every filter set is its own page; a visitor's later
  // filter changes go to /api/filter): a flood of new addresses from one client cannot take the
  // renderer from everyone else.
  listRender: { env: 'RATE_LIMIT_LIST_RENDER', perIp: 120, windowSeconds: MINUTE, routes: 'GET /tanzania-safari-package/… (page loads)' },

  // The back office's changes, per address and per operator: far above a working day's pace.
  adminWrite: { env: 'RATE_LIMIT_ADMIN_WRITE', perIp: 600, perAccount: 300, account: 'operator', windowSeconds: 15 * MINUTE, routes: 'POST, PUT, PATCH, DELETE /api/admin/* (login aside)' },
});

/**
 * The environment of a test server whose requests all come from 127.0.0.1 (the browser tests,
 * the API tests): every limit raised so far that the suites never meet one by accident. The
 * limits themselves are tested with their own small numbers (tests/api/rateLimits.test.ts).
 * @param {number} [points]
 * @returns {Record<string, string>}
 */
function generousLimitEnv(points = 100_000) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const rule of Object.values(RATE_LIMITS)) {
    env[`${rule.env}_PER_IP`] = String(points);
    if ('perAccount' in rule) env[`${rule.env}_PER_ACCOUNT`] = String(points);
    if ('perAccountIp' in rule) env[`${rule.env}_PER_ACCOUNT_IP`] = String(points);
  }
  // Not a rate but a cap on seats held unconfirmed per address (server/bookings/unconfirmedHolds.ts):
  // every test booking comes from 127.0.0.1 too. Its own test sets the default back.
  env.UNCONFIRMED_HOLD_SEATS_PER_IP = String(points);
  // Likewise the cap on unpaid seats per email address (server/bookings/unpaidHolds.ts).
  env.UNPAID_HOLD_SEATS_PER_EMAIL = String(points);
  return env;
}

module.exports = { RATE_LIMITS, generousLimitEnv };
