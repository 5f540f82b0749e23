// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { ContactForm } from '@/components/leads/ContactForm';
import { ReviewForm } from '@/components/leads/ReviewForm';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { makeStore } from '@/store';
import { signedIn } from '@/store/authSlice';
import type { UserDto } from '@/server/auth/dto';
import fr from '@/locales/fr.json';

// Walked on 30 Nov: a signed-in traveller typed name and address again on the review and contact
// forms, which the booking form already filled from the profile.

afterEach(cleanup);

const user: UserDto = { id: 'u1', name: 'Camille Durand', email: 'camille@example.fr', phone: '+33 1 23 45 67 89', country: 'FR', title: '', countryOfResidence: 'BE', avatar: null, locale: 'fr' };

function page(children: ReactNode) {
  const store = makeStore();
  store.dispatch(signedIn({ token: 't', user }));
  mockRouter.setCurrentUrl('/Review');
  mockRouter.locale = 'fr';
  render(
    <MemoryRouterProvider>
      <Provider store={store}>
        <I18nProvider locale="fr" messages={loadMessages('fr', ['pages', 'leads', 'validation', 'names', 'catalogue'])}>{children}</I18nProvider>
      </Provider>
    </MemoryRouterProvider>,
  );
}
const value = (label: string) => (screen.getByLabelText(label, { exact: false }) as HTMLInputElement).value;

describe('a signed-in traveller finds the forms filled from the profile', () => {
  it('the review: name, address and country of residence', async () => {
    page(<ReviewForm tour={null} />);
    await waitFor(() => expect(value(fr.leads.fields.name)).toBe('Camille Durand'));
    expect(value(fr.leads.fields.email)).toBe('camille@example.fr');
    expect(value(fr.leads.fields.country)).toBe('BE');
    expect(value(fr.leads.fields.title)).toBe('');
  });

  it('the contact form: name, address and phone', async () => {
    page(<ContactForm />);
    await waitFor(() => expect(value(fr.leads.fields.fullName)).toBe('Camille Durand'));
    expect(value(fr.leads.fields.email)).toBe('camille@example.fr');
    expect(value(fr.leads.fields.phone)).toBe('+33 1 23 45 67 89');
    expect(value(fr.leads.fields.subject)).toBe('');
  });
});
