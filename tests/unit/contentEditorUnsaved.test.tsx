// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosResponse } from 'axios';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { adminApi } from '@/components/admin/adminApi';
import { ContentEditor } from '@/components/admin/content/ContentEditor';

// Walked on 30 Nov: a new English title typed, the German tab opened and English again: the typing
// was gone, and leaving the page with it unsaved asked nothing.

const entry = (l: string) => ({ state: 'published', updatedAt: '2026-11-29T10:00:00.000Z', updatedBy: 'office@example.com', title: `Title ${l}`, overview: `Overview ${l}` });
const fields = [
  { name: 'title', label: 'Title', kind: 'line' as const },
  { name: 'overview', label: 'Overview', kind: 'text' as const },
];

async function open() {
  vi.spyOn(adminApi, 'get').mockImplementation(async (url: string) => ({ data: url.endsWith('/revisions') ? { revisions: [] } : { languages: Object.fromEntries(['en', 'de', 'fr', 'es', 'it', 'pt'].map((l) => [l, entry(l)])) } }) as AxiosResponse);
  mockRouter.setCurrentUrl('/admin/tours/serengeti');
  render(<MemoryRouterProvider><ContentEditor base="/tours/serengeti" fields={fields} /></MemoryRouterProvider>);
  await waitFor(() => expect(screen.getByLabelText('Title')).toBeTruthy());
}
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ContentEditor: unsaved text survives a language switch, and leaving asks first', () => {
  it('each tab keeps its own typing and says it is unsaved', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'A new English title' } });
    fireEvent.change(screen.getByLabelText('Overview'), { target: { value: 'A new overview' } });
    await waitFor(() => expect(screen.getByTestId('unsaved-en')).toBeTruthy());
    fireEvent.click(screen.getByTestId('language-de'));
    await waitFor(() => expect(value('Title')).toBe('Title de'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Ein neuer Titel' } });
    fireEvent.click(screen.getByTestId('language-en'));
    await waitFor(() => expect(value('Title')).toBe('A new English title'));
    expect(value('Overview')).toBe('A new overview');
    fireEvent.click(screen.getByTestId('language-de'));
    await waitFor(() => expect(value('Title')).toBe('Ein neuer Titel'));
    // Typed back to the stored text: nothing is unsaved any more.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Title de' } });
    await waitFor(() => expect(screen.queryByTestId('unsaved-de')).toBeNull());
    expect(screen.getByTestId('unsaved-en')).toBeTruthy();
  });

  it('leaving with unsaved typing asks; "cancel" stays, "OK" leaves; reload is asked by the browser', async () => {
    await open();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'A new English title' } });
    await waitFor(() => expect(screen.getByTestId('unsaved-en')).toBeTruthy());

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    const ask = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await act(async () => {
      await mockRouter.push('/admin/tours').catch(() => undefined);
    });
    expect(ask).toHaveBeenCalledWith(expect.stringContaining('English'));
    expect(mockRouter.asPath).toBe('/admin/tours/serengeti');
    expect(value('Title')).toBe('A new English title');

    ask.mockReturnValue(true);
    await act(async () => {
      await mockRouter.push('/admin/tours');
    });
    expect(mockRouter.asPath).toBe('/admin/tours');
  });
});
