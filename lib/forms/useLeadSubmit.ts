import { useRef } from 'react';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { LeadPath } from '@/services/leads';
import { useAppDispatch, useAppSelector } from '@/store';
import { requestStatusChanged, selectRequestStatus, type RequestStatus, type StatusForm } from '@/store/requestStatusSlice';

/** Which of the spec's tracked forms posts to each lead path. */
const FORM_OF: Record<LeadPath, StatusForm> = { '/requestquote': 'quote', '/contact_us': 'contact', '/send_review': 'review', '/bookings': 'booking' };

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * Posting a lead form's answers: with an Idempotency-Key (the same key while the answers are
 * unchanged, so a retry after a lost answer cannot create a second request) and the time the
 * form was open (the anti-bot minimum). The request status (spec section 4) lives in the
 * store's requestStatus slice, one per form kind. A failure is thrown back to the form.
 */
export function useLeadSubmit<T>(path: LeadPath) {
  const { locale } = useI18n();
  const form = FORM_OF[path];
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectRequestStatus(form));
  const setStatus = (value: RequestStatus) => dispatch(requestStatusChanged({ form, status: value }));
  const openedAt = useRef<number | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  /** Call when the form is first shown to the person. */
  const markOpened = () => {
    openedAt.current ??= Date.now();
  };

  async function post(answers: Record<string, unknown>): Promise<T> {
    markOpened();
    const body = JSON.stringify(answers);
    if (attempt.current?.body !== body) attempt.current = { body, key: newKey() };
    setStatus(null);
    try {
      const { postLead } = await import('@/services/leads');
      const data = await postLead<T>(locale, path, { ...answers, fillMs: Date.now() - (openedAt.current ?? Date.now()) }, attempt.current.key);
      setStatus(true);
      attempt.current = null;
      return data;
    } catch (err) {
      setStatus(false);
      throw err;
    }
  }

  return { status, markOpened, post };
}
