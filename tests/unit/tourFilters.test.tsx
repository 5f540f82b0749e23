// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TourFilters } from '@/components/tours/TourFilters';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import type { FilterIndex } from '@/server/catalogue/filterIndex';
import de from '@/locales/de.json';

// The tour list's filter form in German (issue 24, item 25): price and length apply when their
// field is left, like a ticked box; a minimum above its maximum is refused with a message.

afterEach(cleanup);

const OPTIONS: FilterIndex = {
  tripTypes: [{ value: 'private', count: 30 }],
  safariTypes: [{ value: 'lodge', count: 30 }],
  levels: [{ value: 'luxury', count: 10 }],
  tags: [],
  categories: [],
  destinations: [],
  price: { min: 300, max: 9000 },
  days: { min: 1, max: 14 },
};
const f = de.catalogue.filters;

/** The form as the list page uses it: what it applies becomes the filter it is shown with. */
function renderFilters(start: Partial<TourFilter> = {}, total: number | null = 30) {
  const applied: Partial<TourFilter>[] = [];
  function Page() {
    const [filter, setFilter] = useState(start);
    return (
      <TourFilters
        action="/tanzania-safari-package/"
        options={OPTIONS}
        counts={null}
        total={total}
        filter={filter}
        fixed={{}}
        onChange={(next) => {
          applied.push(next);
          setFilter(next);
        }}
      />
    );
  }
  render(
    <I18nProvider locale="de" messages={loadMessages('de', ['catalogue'])}>
      <Page />
    </I18nProvider>,
  );
  return applied;
}

const field = (name: string) => screen.getAllByLabelText(name)[0] as HTMLInputElement;
const typeAndLeave = (name: string, value: string) => {
  fireEvent.input(field(name), { target: { value } });
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};

describe('tour filters', () => {
  it('apply a maximum price and a fewest-days count when the field is left, without "Show tours"', () => {
    const applied = renderFilters();
    typeAndLeave(f.priceMax, '3000');
    expect(applied.at(-1)).toMatchObject({ priceMax: 3000 });
    typeAndLeave(f.daysMin, '5');
    expect(applied.at(-1)).toMatchObject({ priceMax: 3000, daysMin: 5 });
    // Leaving a field unchanged applies nothing again.
    fireEvent.blur(field(f.daysMin));
    expect(applied).toHaveLength(2);
    // The fields keep what was typed (the form is not re-made under the traveller's thumb).
    expect(field(f.priceMax).value).toBe('3000');
  });

  it('refuse a minimum price above the maximum with a message, keep the typed values, and apply once it is put right', () => {
    const applied = renderFilters({ priceMax: 2000 });
    typeAndLeave(f.priceMin, '5000');
    expect(screen.getByRole('alert').textContent).toBe(f.priceRange);
    expect(field(f.priceMin).getAttribute('aria-invalid')).toBe('true');
    expect(field(f.priceMin).value).toBe('5000');
    expect(applied).toEqual([]);

    typeAndLeave(f.priceMax, '6000');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(applied.at(-1)).toMatchObject({ priceMin: 5000, priceMax: 6000 });
  });

  it('refuse fewest days above most days the same way', () => {
    const applied = renderFilters();
    typeAndLeave(f.daysMax, '4');
    typeAndLeave(f.daysMin, '9');
    expect(screen.getByRole('alert').textContent).toBe(f.daysRange);
    expect(applied).toEqual([{ daysMax: 4 }]);
  });

  it('keep a field being typed in when the URL of a field applied before arrives late (walked on 30 Nov: quick fields on a phone, the price was wiped)', () => {
    // The list page's URL follows each apply after a while (router.push): here only when told to.
    const applied: Partial<TourFilter>[] = [];
    let arrive: (filter: Partial<TourFilter>) => void = () => {};
    function Page() {
      const [filter, setFilter] = useState<Partial<TourFilter>>({});
      arrive = setFilter;
      return <TourFilters action="/tanzania-safari-package/" options={OPTIONS} counts={null} total={30} filter={filter} fixed={{}} onChange={(next) => applied.push(next)} />;
    }
    render(
      <I18nProvider locale="de" messages={loadMessages('de', ['catalogue'])}>
        <Page />
      </I18nProvider>,
    );
    typeAndLeave(f.daysMin, '4');
    typeAndLeave(f.daysMax, '8');
    fireEvent.input(field(f.priceMax), { target: { value: '3000' } });
    act(() => arrive(applied[0]!));
    expect(field(f.daysMax).value).toBe('8');
    expect(field(f.priceMax).value).toBe('3000');
    act(() => arrive(applied[1]!));
    expect(field(f.priceMax).value).toBe('3000');
    fireEvent.blur(field(f.priceMax));
    expect(applied.at(-1)).toEqual({ daysMin: 4, daysMax: 8, priceMax: 3000 });
    // A URL the form did not apply (Back) still re-makes it with that URL's values.
    act(() => arrive({ daysMin: 2 }));
    expect(field(f.daysMin).value).toBe('2');
    expect(field(f.priceMax).value).toBe('');
  });

  it('say so when a shared link has the minimum above the maximum', () => {
    renderFilters({ priceMin: 5000, priceMax: 100 });
    expect(screen.getByRole('alert').textContent).toBe(f.priceRange);
  });

  it('open as a sheet from a button with the number of tours, whose own button shows them and closes it', () => {
    renderFilters({}, 24);
    const open = screen.getByRole('button', { name: f.openSheet.other.replace('{count}', '24') });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(open);
    const sheet = screen.getByRole('dialog', { name: f.title });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(f.close);
    fireEvent.click(screen.getByRole('button', { name: f.showResults.other.replace('{count}', '24') }));
    expect(sheet.getAttribute('role')).toBeNull();
    expect(document.activeElement).toBe(open);
  });
});
