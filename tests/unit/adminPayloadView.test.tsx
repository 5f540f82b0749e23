// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { labelOf, PayloadView } from '@/components/admin/PayloadView';

afterEach(cleanup);

/** The label/value pairs of a rendered list, top level only, as the operator reads them. */
const pairs = (dl: Element) =>
  [...dl.querySelectorAll(':scope > div > dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('the back office shows a request exactly as sent', () => {
  it('names fields as words', () => {
    expect(labelOf('departureDate')).toBe('Departure date');
    expect(labelOf('full_name')).toBe('Full name');
    expect(labelOf('childrenAges')).toBe('Children ages');
  });

  it('every answer as label and value, nested answers readable, money in dollars, empty ones as a dash', () => {
    const { container } = render(
      <PayloadView
        data={{ fullName: 'Greta Vogel', adults: 2, childrenAges: [4, 9], flexible: true, phone: '', totalCents: 123450, rooms: { double: 1, single: 0 }, lines: [{ label: 'Adults', amountCents: 100000 }] }}
      />,
    );
    const dl = container.querySelector('dl')!;
    expect(pairs(dl).slice(0, 6)).toEqual([
      ['Full name', 'Greta Vogel'],
      ['Adults', '2'],
      ['Children ages', '4, 9'],
      ['Flexible', 'yes'],
      ['Phone', '—'],
      ['Total', '$ 1,234.50'],
    ]);
    const rooms = dl.querySelectorAll(':scope > div > dd')[6].querySelector('dl')!;
    expect(pairs(rooms)).toEqual([['Double', '1'], ['Single', '0']]);
    expect(dl.textContent).toContain('Amount$ 1,000');
  });

  it('renders what a traveller typed as text, never as markup', () => {
    const { container } = render(<PayloadView data={{ message: '<img src=x onerror=alert(1)> hello' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)> hello');
  });
});
