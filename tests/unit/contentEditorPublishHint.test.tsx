// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosResponse } from 'axios';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { adminApi } from '@/components/admin/adminApi';
import { ContentEditor } from '@/components/admin/content/ContentEditor';

// Walked on 29 Nov: "Publish German" was greyed out with no word why, and staff thought it broken;
// with a draft saved earlier, publishing after typing would have put the old draft live.

const entry = (state: string, title: string) => ({ state, updatedAt: '2026-11-29T10:00:00.000Z', updatedBy: 'office@example.com', title });
const languages = (en: string) => Object.fromEntries(['en', 'de', 'fr', 'es', 'it', 'pt'].map((l) => [l, entry(l === 'en' ? en : 'published', `Title ${l}`)]));

async function open(enState: string) {
  vi.spyOn(adminApi, 'get').mockImplementation(async (url: string) => ({ data: url.endsWith('/revisions') ? { revisions: [] } : { languages: languages(enState) } }) as AxiosResponse);
  mockRouter.setCurrentUrl('/admin/pages/about');
  render(<MemoryRouterProvider><ContentEditor base="/pages/about" fields={[{ name: 'title', label: 'Title', kind: 'line' }]} /></MemoryRouterProvider>);
  await waitFor(() => expect(screen.getByLabelText('Title')).toBeTruthy());
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ContentEditor: why Publish is greyed out, and what it would leave out', () => {
  it('nothing saved to publish: says a draft comes first', async () => {
    await open('published');
    expect((screen.getByRole('button', { name: 'Publish English' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('publish-hint').textContent).toContain('save the draft first');
  });

  it('a draft saved, then more typed: warns that publishing leaves the typing out', async () => {
    await open('draft');
    expect(screen.queryByTestId('publish-hint')).toBeNull();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'A newer title' } });
    await waitFor(() => expect(screen.getByTestId('publish-hint').textContent).toContain('Unsaved changes'));
  });
});
