// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SignedInNote } from '@/components/account/SignedInNote';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { makeStore } from '@/store';
import { signedIn } from '@/store/authSlice';
import type { UserDto } from '@/server/auth/dto';

// Walked on 30 Nov: signed in, /Login and /Signup showed their empty forms as if nobody were.

afterEach(cleanup);

const show = (user?: UserDto) => {
  const store = makeStore();
  if (user) store.dispatch(signedIn({ token: 't'.repeat(43), user }));
  render(
    <Provider store={store}>
      <I18nProvider locale="it" messages={loadMessages('it', ['account'])}>
        <SignedInNote />
      </I18nProvider>
    </Provider>,
  );
};

describe('the login and sign-up pages, signed in', () => {
  it('say who is signed in, with the way to their profile', () => {
    show({ id: 'u1', name: 'María José López', email: 'mj@example.com', phone: '', country: '', title: '', countryOfResidence: '', avatar: null, locale: 'it' } as UserDto);
    expect(screen.getByTestId('signed-in-note').textContent).toBe("Avete già effettuato l’accesso come María José López. Il mio profilo");
    expect(screen.getByRole('link').getAttribute('href')).toBe('/Profile');
  });
  it('say nothing to a visitor', () => {
    show();
    expect(screen.queryByTestId('signed-in-note')).toBeNull();
  });
});
