// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import type { ReactElement } from 'react';
import { LoginForm } from '@/components/account/LoginForm';
import { ContactForm } from '@/components/leads/ContactForm';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { makeStore } from '@/store';
import { connectivityChanged } from '@/store/appSlice';
import de from '@/locales/de.json';

// Spec section 4: while the browser is offline (the store's online flag, which the layout keeps
// up to date), a form does not try to send: it says so in the page's language and keeps every answer.

function offlinePage(form: ReactElement, path: string) {
  const store = makeStore();
  store.dispatch(connectivityChanged(false));
  mockRouter.setCurrentUrl(path);
  mockRouter.locale = 'de';
  render(
    <MemoryRouterProvider>
      <Provider store={store}>
        <I18nProvider locale="de" messages={loadMessages('de', ['pages', 'leads', 'account', 'validation', 'names'])}>{form}</I18nProvider>
      </Provider>
    </MemoryRouterProvider>,
  );
  return store;
}

const type = (id: string, value: string) => fireEvent.input(document.getElementById(id)!, { target: { value } });
const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;

// Every request the forms could make goes through XMLHttpRequest (axios in the browser).
const opened = vi.spyOn(XMLHttpRequest.prototype, 'open');

beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
});
afterEach(() => {
  cleanup();
  opened.mockClear();
});

describe('forms while offline', () => {
  it('the contact form refuses to send, says why in German, keeps the answers; back online the notice goes', async () => {
    const store = offlinePage(<ContactForm />, '/Contact');
    type('fullName', 'Anna Berger');
    type('email', 'anna.berger@example.org');
    type('message', 'Wir möchten im Februar in die Serengeti.');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: de.leads.submit.contact })));

    const alert = await screen.findByTestId('form-error');
    expect(alert.dataset.kind).toBe('offline');
    expect(alert.textContent).toBe(de.common.offlineNotSent);
    expect(opened).not.toHaveBeenCalled();
    expect(store.getState().requestStatus.contact).toBeNull();
    expect([value('fullName'), value('email'), value('message')]).toEqual(['Anna Berger', 'anna.berger@example.org', 'Wir möchten im Februar in die Serengeti.']);
    expect(screen.getByRole('button', { name: de.leads.submit.contact })).toBeTruthy();

    act(() => void store.dispatch(connectivityChanged(true)));
    await waitFor(() => expect(screen.queryByTestId('form-error')).toBeNull());
    expect(value('message')).toBe('Wir möchten im Februar in die Serengeti.');
  });

  it('an account form (login) refuses too', async () => {
    offlinePage(<LoginForm />, '/Login');
    type('email', 'anna.berger@example.org');
    type('password', 'a-long-password-2026');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: de.account.login.submit })));
    expect((await screen.findByTestId('form-error')).textContent).toBe(de.common.offlineNotSent);
    expect(opened).not.toHaveBeenCalled();
    expect(value('email')).toBe('anna.berger@example.org');
  });
});
