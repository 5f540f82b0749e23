// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StarRatingInput } from '@/components/leads/StarRatingInput';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';

// The review form's stars are named for screen readers; French and Italian said "1 étoiles sur 5"
// and "1 stelle su 5": the number chooses the form.

afterEach(cleanup);

const names = (locale: 'en' | 'fr' | 'it' | 'pt') => {
  render(
    <I18nProvider locale={locale} messages={loadMessages(locale, ['leads'])}>
      <StarRatingInput name="rating" legend="Rating" value="" onChange={() => {}} />
    </I18nProvider>,
  );
  return screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
};

describe('the review stars, named in the language', () => {
  it.each([
    ['fr', '1 étoile sur 5', '2 étoiles sur 5'],
    ['it', '1 stella su 5', '5 stelle su 5'],
    ['pt', '1 de 5 estrelas', '5 de 5 estrelas'],
    ['en', '1 of 5 stars', '5 of 5 stars'],
  ] as const)('%s', (locale, one, many) => {
    const labels = names(locale);
    expect(labels[0]).toBe(one);
    expect(labels).toContain(many);
  });
});
