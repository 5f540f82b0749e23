// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { TitleSelect } from '@/components/account/TitleSelect';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import type { ProfileFormValues } from '@/lib/auth/profileForm';
import type { Locale } from '@/lib/i18n/config';

// Walked on 30 Nov: the Spanish title list offered "Sra." and "Sra. (Ms)", an English word in it.

afterEach(cleanup);

function Form({ saved }: { saved: string | null }) {
  const form = useForm<ProfileFormValues>({ defaultValues: { title: saved ?? '' } as ProfileFormValues });
  return <TitleSelect form={form} saved={saved} />;
}
const options = (locale: Locale, saved: string | null) => {
  cleanup();
  render(
    <I18nProvider locale={locale} messages={loadMessages(locale, ['account'])}>
      <Form saved={saved} />
    </I18nProvider>,
  );
  return within(screen.getByRole('combobox')).getAllByRole('option').map((o) => `${(o as HTMLOptionElement).value}=${o.textContent}`);
};

describe('the title list', () => {
  it('offers each word of the language once', () => {
    expect(options('es', null)).toEqual(['=Sin tratamiento', 'Mr=Sr.', 'Mrs=Sra.', 'Mx=Mx', 'Dr=Dr./Dra.', 'Prof=Prof./Prof.ª']);
    expect(options('en', null)).toEqual(['=No title', 'Mr=Mr', 'Mrs=Mrs', 'Ms=Ms', 'Mx=Mx', 'Dr=Dr', 'Prof=Prof']);
  });
  it('keeps a title saved as Ms selectable under the same word', () => {
    const list = options('de', 'Ms');
    expect(list).toContain('Ms=Frau');
    expect(list).not.toContain('Mrs=Frau');
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('Ms');
  });
});
