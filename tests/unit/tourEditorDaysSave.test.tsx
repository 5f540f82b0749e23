// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosResponse } from 'axios';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { adminApi } from '@/components/admin/adminApi';
import { TourEditor } from '@/components/admin/tours/TourEditor';

// Walked on 30 Nov: saving the Days panel reloaded the text editor beside it, and the English
// overview typed there and not saved yet was gone without a word.

const day = (n: number) => ({ day: n, blockId: `b${n}`, title: `Day ${n}`, place: 'Serengeti', stay: null, blockStay: { tbc: true }, meals: null, blockMeals: [], altitudeM: null, blockAltitudeM: null });
const days = { days: [day(1), day(2)], blocks: [] };
const entry = (l: string) => ({ state: 'published', updatedAt: '2026-11-29T10:00:00.000Z', updatedBy: 'office@example.com', title: `Title ${l}`, slug: 'serengeti', overview: `Overview ${l}`, days: [], weather: '', tips: [], inclusions: [], exclusions: [] });
const tour = { id: 'serengeti', title: 'Serengeti', priceFrom: 1400, available: true, days: 2 };

function open() {
  vi.spyOn(adminApi, 'get').mockImplementation(async (url: string) => {
    const data = url.endsWith('/days') ? days
      : url.endsWith('/content') ? { languages: Object.fromEntries(['en', 'de', 'fr', 'es', 'it', 'pt'].map((l) => [l, entry(l)])) }
      : url.endsWith('/revisions') ? { revisions: [] }
      : url === '/destinations' ? { destinations: [] }
      : url.endsWith('/pictures') || url === '/media' ? { media: [] }
      : { tour, departures: [] };
    return { data } as AxiosResponse;
  });
  const put = vi.spyOn(adminApi, 'put').mockResolvedValue({ data: days } as AxiosResponse);
  mockRouter.setCurrentUrl('/admin/tours/serengeti');
  render(<MemoryRouterProvider><TourEditor id="serengeti" /></MemoryRouterProvider>);
  return put;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TourEditor: saving the days never drops unsaved text unasked', () => {
  it('with unsaved text, saving the days asks; "cancel" sends nothing and keeps the typing; "OK" saves them', async () => {
    const put = open();
    await waitFor(() => expect(screen.getByLabelText('Overview')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Overview'), { target: { value: 'A new English overview' } });
    const ask = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await waitFor(() => expect(screen.getByTestId('unsaved-en')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save days and publish' }));
    expect(ask).toHaveBeenCalledWith(expect.stringContaining('English'));
    expect(put).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Overview') as HTMLTextAreaElement).value).toBe('A new English overview');

    ask.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save days and publish' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
  });

  it('with no unsaved text, the days save at once', async () => {
    const put = open();
    await waitFor(() => expect(screen.getByLabelText('Overview')).toBeTruthy());
    const ask = vi.spyOn(window, 'confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Save days and publish' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(ask).not.toHaveBeenCalled();
  });
});
