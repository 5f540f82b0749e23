import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as signupRoute from '@/pages/api/auth/signup';
import * as quoteRoute from '@/pages/api/requestquote';
import * as affiliateRoute from '@/pages/api/affiliate';
import * as getAffiliateRoute from '@/pages/api/getAffiliate';
import * as friendsRoute from '@/pages/api/friends/[user]';
import * as rewardsRoute from '@/pages/api/rewards/[user]';
import { ATTRIBUTION_COOKIE, REWARD_USD } from '@/lib/affiliate/rules';
import { resetRateLimits } from '@/server/rateLimit/limiters';
import { useSharedDb } from '@/server/db/connection';
import { setupDatabase } from '@/server/db/setup';
import { createTestDb, engines, type TestDb } from '../helpers/testDb';
import { FORM_TOKEN_ROUTE, formToken } from '../helpers/formToken';
import { serveApi } from '../helpers/apiServer';
import { confirmByMail } from '../helpers/signupByMail';

// The browser side of the programme (services/affiliate.ts through store/affiliateThunks.ts)
// against the real API: what lands in the auth state and the request status.
describe.each(engines())('affiliate thunks against the API on %s', (engine) => {
  let t: TestDb;
  let api: Awaited<ReturnType<typeof serveApi>>;
  let store: typeof import('@/store');
  let thunks: typeof import('@/store/affiliateThunks');
  let auth: typeof import('@/store/authSlice');
  let status: typeof import('@/store/requestStatusSlice');

  beforeAll(async () => {
    process.env.AUTH_SIGNUP_PER_IP = '1000';
    resetRateLimits();
    t = await createTestDb(engine);
    await setupDatabase(t.db);
    useSharedDb(t.db);
    api = await serveApi({
      ...FORM_TOKEN_ROUTE,
      '/api/auth/signup': signupRoute,
      '/api/requestquote': quoteRoute,
      '/api/affiliate': affiliateRoute,
      '/api/getAffiliate': getAffiliateRoute,
      '/api/friends/[user]': friendsRoute,
      '/api/rewards/[user]': rewardsRoute,
    });
    // The German client talks to this server.
    vi.stubEnv('NEXT_PUBLIC_API_HOST_DE', api.url);
    vi.resetModules();
    store = await import('@/store');
    thunks = await import('@/store/affiliateThunks');
    auth = await import('@/store/authSlice');
    status = await import('@/store/requestStatusSlice');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    delete process.env.AUTH_SIGNUP_PER_IP;
    resetRateLimits();
    await api?.close();
    await t?.drop();
  });

  const signedInStore = async () => {
    const email = `zawadi.${Math.random().toString(36).slice(2, 8)}@example.org`;
    const res = await api.request('/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Zawadi Mrema', email, password: 'kilimanjaro-5895m', passwordConfirmation: 'kilimanjaro-5895m' }) });
    expect(res.status, res.text).toBe(202);
    const s = store.makeStore();
    s.dispatch(auth.signedIn(await confirmByMail(email)));
    return { s, email };
  };

  it('before joining: no affiliate id and no status; joining sets the affiliate id, its link and the request status true', async () => {
    const { s, email } = await signedInStore();
    expect(await s.dispatch(thunks.fetchAffiliate({ locale: 'de' })).unwrap()).toBeNull();
    expect(auth.selectAuth(s.getState()).affiliateId).toBeNull();
    const joined = await s.dispatch(thunks.joinAffiliate({ locale: 'de', body: { email, message: '' } })).unwrap();
    expect(auth.selectAuth(s.getState())).toMatchObject({ affiliateId: joined.agency_id, affiliateLink: `/affiliate/${joined.slug}` });
    expect(status.selectRequestStatus('affiliate')(s.getState())).toBe(true);
  });

  it("a refused join keeps the API's answer for the form (403, German message and field) and sets the request status false", async () => {
    const { s } = await signedInStore();
    const failure = await s.dispatch(thunks.joinAffiliate({ locale: 'de', body: { email: 'jemand.anders@example.org', message: '' } })).unwrap().catch((e: unknown) => e);
    expect(failure).toMatchObject({ response: { status: 403, data: { error: { code: 'email_mismatch', fields: { email: expect.stringMatching(/E-Mail-Adresse/) } } } } });
    expect(status.selectRequestStatus('affiliate')(s.getState())).toBe(false);
    expect(auth.selectAuth(s.getState()).affiliateId).toBeNull();
  });

  it('friends land in the auth state; rewards come back with their totals', async () => {
    const { s, email } = await signedInStore();
    const { slug } = await s.dispatch(thunks.joinAffiliate({ locale: 'de', body: { email, message: '' } })).unwrap();
    const quote = {
      source: 'wizard', travelType: 'couple', days: 7, travelWith: 'partner', budget: '3500-5000', departureDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
      destination: 'Serengeti', adults: 2, children: 0, childrenAges: [], fullName: 'Lea Rossi', email: 'lea.rossi@example.it', phone: '+39 06 1234567', country: 'IT',
      contactPreference: 'email', message: '', interests: ['safari'], saveDetails: false, website: '', formToken: await formToken(api),
    };
    const sent = await api.request('/api/requestquote', { method: 'POST', headers: { 'content-type': 'application/json', cookie: `${ATTRIBUTION_COOKIE}=${slug}` }, body: JSON.stringify(quote) });
    expect(sent.status, sent.text).toBe(201);
    await s.dispatch(thunks.fetchFriends({ locale: 'de' })).unwrap();
    expect(auth.selectAuth(s.getState()).friends).toEqual([{ name: 'Lea Rossi', quoteNumber: sent.json().quoteNumber, createdAt: expect.any(String), firstQuote: sent.json().quoteNumber }]);
    const rewards = await s.dispatch(thunks.fetchRewards({ locale: 'de' })).unwrap();
    expect(rewards.totals).toEqual({ pending: REWARD_USD, earned: 0, paid: 0 });
  });
});
