import { useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { fieldMessages } from '@/lib/validation/fieldMessages';
import type { LeadPath } from '@/services/leads';
import { readFailure, type FormError } from './apiFailure';
import { useAppDispatch, useAppSelector } from '@/store';
import { requestStatusChanged, selectRequestStatus, type RequestStatus, type StatusForm } from '@/store/requestStatusSlice';

/** Which of the spec's tracked forms posts to each lead path. */
const FORM_OF: Record<LeadPath, StatusForm> = { '/requestquote': 'quote', '/contact_us': 'contact', '/send_review': 'review' };

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * Sending a lead form: checks it with the API's own schema first, then posts it with an
 * Idempotency-Key (the same key while the answers are unchanged, so a retry after a lost
 * answer cannot create a second request) and the time the form was open. Never clears what the
 * person typed; failures come back as a message and per-field messages in the page's language.
 * The request status (spec section 4) lives in the store's requestStatus slice, one per form kind.
 */
export function useLeadSubmit<T>(path: LeadPath) {
  const { locale, t } = useI18n();
  const form = FORM_OF[path];
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectRequestStatus(form));
  const setStatus = (value: RequestStatus) => dispatch(requestStatusChanged({ form, status: value }));
  const openedAt = useRef<number | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  /** Call when the form is first shown to the person. */
  const markOpened = () => {
    openedAt.current ??= Date.now();
  };

  /** Field messages for these answers against a schema (empty when fine), shown without sending. */
  const check = (schema: ZodType, answers: unknown, only?: string[]): Record<string, string> => {
    const result = schema.safeParse(answers);
    if (result.success) return {};
    const all = fieldMessages(result.error, t);
    return only ? Object.fromEntries(Object.entries(all).filter(([k]) => only.some((f) => k === f || k.startsWith(`${f}.`)))) : all;
  };

  async function submit(schema: ZodType, answers: Record<string, unknown>): Promise<T | undefined> {
    const problems = check(schema, answers);
    setFieldErrors(problems);
    if (Object.keys(problems).length) {
      setError({ invalid: true, message: t('leads.wizard.fixErrors') });
      return undefined;
    }
    markOpened();
    const body = JSON.stringify(answers);
    if (attempt.current?.body !== body) attempt.current = { body, key: newKey() };
    setPending(true);
    setError(null);
    setStatus(null);
    try {
      const { postLead } = await import('@/services/leads');
      const data = await postLead<T>(locale, path, { ...answers, fillMs: Date.now() - (openedAt.current ?? Date.now()) }, attempt.current.key);
      setStatus(true);
      attempt.current = null;
      return data;
    } catch (err) {
      setStatus(false);
      const { fields, error: failure } = readFailure(err, t);
      setFieldErrors(fields);
      setError(failure);
      return undefined;
    } finally {
      setPending(false);
    }
  }

  return { status, pending, error, fieldErrors, setFieldErrors, markOpened, check, submit };
}
