// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PayloadView } from '@/components/admin/PayloadView';

// Walked on 30 Nov: a request's "As sent" read "Budget under-2000", "Travel with partner",
// "Country AF", where the office's notice mail says "Under $ 2,000" and "Afghanistan".

afterEach(cleanup);

describe('a request as sent, in the office\'s words', () => {
  it('options by their labels, countries by their names, the rest as typed', () => {
    render(<PayloadView testId="payload" data={{ travelType: 'honeymoon', travelWith: 'partner', budget: 'under-2000', interests: ['safari', 'beach'], contactPreference: 'whatsapp', country: 'AF', destination: 'Serengeti', adults: 2 }} />);
    const text = screen.getByTestId('payload').textContent;
    for (const words of ['Travel typeHoneymoon', 'Travel withMy partner', 'BudgetUnder $ 2,000', 'InterestsSafari, Beach holiday', 'Contact preferenceWhatsApp', 'CountryAfghanistan (AF)', 'DestinationSerengeti', 'Adults2']) expect(text).toContain(words);
    expect(text).not.toContain('under-2000');
  });
});
