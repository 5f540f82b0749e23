// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormAlert } from '@/components/forms/FormAlert';
import { readFailure } from '@/lib/forms/apiFailure';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';

// Walked on 29 Nov: a wrong password read "Sorry. Something went wrong" above "The email address
// or password is not correct.", as if the site had failed.

const en = loadMessages('en');
const t = (key: string) => translate(en, key);
const alertFor = (err: unknown) =>
  render(<I18nProvider locale="en" messages={en}><FormAlert error={readFailure(err, t).error} /></I18nProvider>).getByTestId('form-error');

afterEach(cleanup);

describe('FormAlert', () => {
  it('a refusal (401) is its reason alone', () => {
    const alert = alertFor({ response: { status: 401, data: { error: { message: 'The email address or password is not correct.' } } } });
    expect(alert.textContent).toBe('The email address or password is not correct.');
    expect(alert.getAttribute('data-kind')).toBe('refused');
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('a server fault (500) and a lost connection are failures, with what was typed kept', () => {
    expect(alertFor({ response: { status: 500, data: { error: { message: 'Something went wrong on our side.' } } } }).textContent).toContain(t('leads.submit.failed'));
    cleanup();
    const offline = alertFor(new Error('Network Error'));
    expect(offline.textContent).toContain(t('leads.submit.failed'));
    expect(offline.textContent).toContain(t('leads.submit.keptNote'));
    expect(screen.getByTestId('form-error').getAttribute('data-kind')).toBe('failed');
  });

  // Walked on 30 Nov: after a refused sign-in the focus was on nothing (the send button, disabled
  // while sending, dropped it): the answer takes it then, and leaves it where it is otherwise.
  it('takes the focus when the send left it on nothing, never from a field the person is in', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    const refused = alertFor({ response: { status: 401, data: { error: { message: 'The email address or password is not correct.' } } } });
    expect(document.activeElement).toBe(refused);
    cleanup();
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    alertFor({ response: { status: 429, data: { error: { message: 'Please wait a minute.' } } } });
    expect(document.activeElement).toBe(field);
    field.remove();
  });
});

