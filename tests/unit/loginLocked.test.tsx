// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import axios from 'axios';
import { Provider } from 'react-redux';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import * as loginRoute from '@/pages/api/auth/login';
import * as signupRoute from '@/pages/api/auth/signup';
import { LoginForm } from '@/components/account/LoginForm';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import { resetRateLimits } from '@/server/rateLimit/limiters';
import { makeStore } from '@/store';
import de from '@/locales/de.json';
import { useSeededApi } from '../helpers/seededApi';
import { confirmByMail } from '../helpers/signupByMail';

// Issue 24, item 17: the login page of an account past its wrong passwords said neither how long
// to wait nor where to set a new password. The German login form, sent to the real login route
// (its German API host pointed at the test server), after the address's wrong passwords.

// The page's API host (read as services/apiBase.ts loads): a free port the test server then takes.
const apiPort = await vi.hoisted(async () => {
  const net = await import('node:net');
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  process.env.NEXT_PUBLIC_API_HOST_DE = `http://127.0.0.1:${port}`;
  return port;
});

const PASSWORD = 'kilimanjaro-sunrise-2026';
const EMAIL = 'anna.locked@example.de';

describe('the login page after too many wrong passwords', () => {
  const seeded = useSeededApi('sqlite', { '/api/auth/login': loginRoute, '/api/auth/signup': signupRoute }, { port: apiPort });
  beforeAll(async () => {
    process.env.AUTH_LOGIN_PER_ACCOUNT_IP = '2';
    resetRateLimits();
    // jsdom's XMLHttpRequest cannot reach it: axios sends the form's request with Node's http instead (the same request).
    axios.defaults.adapter = 'http';
    Element.prototype.scrollIntoView = function scrollIntoView() {};
    const res = await seeded.api().request('/api/auth/signup', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Anna Berger', email: EMAIL, password: PASSWORD, passwordConfirmation: PASSWORD }),
    });
    expect(res.status, res.text).toBe(202);
    await confirmByMail(EMAIL);
  });
  afterAll(() => {
    process.env.AUTH_LOGIN_PER_ACCOUNT_IP = '100000';
    resetRateLimits();
  });

  it('says how many minutes to wait and links to a new password, keeping what was typed', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await seeded.api().request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: 'wrong-guess-123' }) });
      expect(res.status).toBe(401);
    }
    mockRouter.setCurrentUrl('/Login');
    mockRouter.locale = 'de';
    render(
      <MemoryRouterProvider>
        <Provider store={makeStore()}>
          <I18nProvider locale="de" messages={loadMessages('de', ['pages', 'leads', 'account', 'validation', 'names'])}>
            <LoginForm />
          </I18nProvider>
        </Provider>
      </MemoryRouterProvider>,
    );
    fireEvent.input(document.getElementById('email')!, { target: { value: EMAIL } });
    fireEvent.input(document.getElementById('password')!, { target: { value: PASSWORD } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: de.account.login.submit })));

    const alert = await screen.findByTestId('form-error', {}, { timeout: 5_000 });
    expect(alert.dataset.kind, alert.textContent ?? '').toBe('wait');
    expect(alert.textContent).toContain(translate(de, 'api.loginLocked', { minutes: 15 }));
    expect(screen.getByTestId('locked-reset-link').getAttribute('href')).toBe('/ForgotPassword');
    expect(screen.getByTestId('locked-reset-link').textContent).toBe(de.account.login.forgot);
    expect((document.getElementById('email') as HTMLInputElement).value).toBe(EMAIL);
  });
});
