// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TourResults } from '@/components/tours/TourResults';
import { LoadingNote } from '@/components/ui/LoadingNote';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { FETCH_DISPLAY_DELAY_MS } from '@/lib/useDelayedFlag';
import fr from '@/locales/fr.json';

// Spec section 9: "minimum fetch display delay 200 ms". What a traveller sees while an answer
// is on its way: nothing for a fast one, "Loading" once it has taken 200 ms.

const inFrench = (children: ReactNode) => <I18nProvider locale="fr" messages={loadMessages('fr', ['catalogue'])}>{children}</I18nProvider>;
const results = (status: 'loading' | 'succeeded', tours = 0) =>
  inFrench(<TourResults action="/tanzania-safari-package" filter={{}} status={status} onChange={() => {}} result={status === 'succeeded' ? ({ tours: [], total: tours, page: 1, pages: 1 } as never) : null} />);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('loading indicators', () => {
  it('a loading note appears only once the answer has taken 200 ms', async () => {
    expect(FETCH_DISPLAY_DELAY_MS).toBe(200);
    render(<LoadingNote className="">Chargement…</LoadingNote>);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
  });

  it('a fast tour filter answer shows neither "Looking for tours" nor placeholder cards, and never "Found 0" meanwhile', async () => {
    const view = render(results('loading'));
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByTestId('results-count').textContent).not.toContain(fr.catalogue.loading);
    expect(screen.queryByTestId('results-empty')).toBeNull();
    expect(document.querySelector('.animate-pulse')).toBeNull();
    view.rerender(results('succeeded', 0));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByTestId('results-empty')).toBeTruthy();
    expect(document.querySelector('.animate-pulse')).toBeNull();
  });

  it('a slow one says so after 200 ms, with placeholder cards', async () => {
    render(results('loading'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('results-count').textContent).toBe(fr.catalogue.loading);
    expect(document.querySelectorAll('.animate-pulse')).toHaveLength(3);
  });
});
