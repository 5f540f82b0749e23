import { useRef } from 'react';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { FORM_TOKEN_LIFE_MS, MIN_FILL_MS } from '@/lib/leads/options';
import { fetchFormToken, postLead, type LeadPath } from '@/services/leads';
import { useAppDispatch, useAppSelector } from '@/store';
import { requestStatusChanged, selectRequestStatus, type RequestStatus, type StatusForm } from '@/store/requestStatusSlice';

/** Which of the spec's tracked forms posts to each lead path. */
const FORM_OF: Record<LeadPath, StatusForm> = { '/requestquote': 'quote', '/contact_us': 'contact', '/send_review': 'review', '/bookings': 'booking' };

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** A form token and when it arrived, by this browser's clock (the server's may differ). */
type Token = { value: string; receivedAt: number };
/** Fetched again this long before the server would stop accepting it. */
const RENEW_BEFORE_MS = 15 * 60_000;
/** Sent this long after the anti-bot minimum at the earliest: the server counts from before the token arrived. */
const MARGIN_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const refused = (err: unknown) => (err as { response?: { status?: number; data?: { error?: { code?: string } } } }).response?.data?.error?.code === 'not_accepted';

/**
 * Posting a lead form's answers: with an Idempotency-Key (the same key while the answers are
 * unchanged, so a retry after a lost answer cannot create a second request) and the form token
 * the server issued when the form appeared (the anti-bot minimum, timed by the server; one token
 * per request, a retry with the same key reuses it). The
 * request status (spec section 4) lives in the store's requestStatus slice, one per form kind.
 * A failure is thrown back to the form.
 */
export function useLeadSubmit<T>(path: LeadPath) {
  const { locale } = useI18n();
  const form = FORM_OF[path];
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectRequestStatus(form));
  const setStatus = (value: RequestStatus) => dispatch(requestStatusChanged({ form, status: value }));
  const token = useRef<Promise<Token> | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const renewToken = () => {
    const next = fetchFormToken(locale).then((value) => ({ value, receivedAt: Date.now() }));
    next.catch(() => undefined); // a failure now is met again, and shown, when the form is sent
    token.current = next;
    return next;
  };

  /** Call when the form is first shown to the person: its token is on the way while they type. */
  const markOpened = () => {
    if (!token.current) renewToken();
  };

  /**
   * A token the server will take: fetched again when it failed or is about to expire; a fast
   * sender waits out the minimum. None when it cannot be had: the form is sent anyway and the
   * server's answer says what is wrong (a 503 while its database is down).
   */
  async function usableToken(): Promise<string | undefined> {
    let current: Token | undefined = await (token.current ?? renewToken()).catch(renewToken).catch(() => undefined);
    if (current && Date.now() - current.receivedAt > FORM_TOKEN_LIFE_MS - RENEW_BEFORE_MS) current = await renewToken().catch(() => undefined);
    if (!current) return undefined;
    const early = current.receivedAt + MIN_FILL_MS + MARGIN_MS - Date.now();
    if (early > 0) await sleep(early);
    return current.value;
  }

  async function post(answers: Record<string, unknown>): Promise<T> {
    markOpened();
    const body = JSON.stringify(answers);
    if (attempt.current?.body !== body) attempt.current = { body, key: newKey() };
    const key = attempt.current.key;
    setStatus(null);
    const send = async () => postLead<T>(locale, path, { ...answers, formToken: await usableToken() }, key);
    try {
      let data: T;
      try {
        data = await send();
      } catch (err) {
        // Refused once (the token may have outlived a sleeping laptop): once more with a new one.
        if (!refused(err)) throw err;
        renewToken();
        data = await send();
      }
      setStatus(true);
      attempt.current = null;
      // A token sends one form: the next one (another tour's quote, say) gets its own, on its way now.
      renewToken();
      return data;
    } catch (err) {
      setStatus(false);
      throw err;
    }
  }

  return { status, markOpened, post };
}
