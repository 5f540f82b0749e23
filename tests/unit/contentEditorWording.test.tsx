// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosResponse } from 'axios';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { adminApi } from '@/components/admin/adminApi';
import { ContentEditor } from '@/components/admin/content/ContentEditor';

// Walked on 30 Nov: "History (1 versions)", and a first German draft said the site "still shows the
// published German text" when German had never been published.

const entry = (state: string, title: string) => ({ state, updatedAt: '2026-11-29T10:00:00.000Z', updatedBy: 'office@example.com', title });
const content = (deState: string, onSite: string[]) => ({
  languages: Object.fromEntries(['en', 'de', 'fr', 'es', 'it', 'pt'].map((l) => [l, entry(l === 'de' ? deState : 'published', l === 'de' && deState === 'missing' ? '' : `Title ${l}`)])),
  onSite,
});
const revision = (id: string) => ({ id, language: 'en', state: 'published', createdAt: '2026-11-29T10:00:00.000Z', createdBy: 'office@example.com', entry: { title: 'Title en' } });

async function open(revisions: unknown[], before = content('missing', ['en', 'fr', 'es', 'it', 'pt'])) {
  vi.spyOn(adminApi, 'get').mockImplementation(async (url: string) => ({ data: url.endsWith('/revisions') ? { revisions } : before }) as AxiosResponse);
  mockRouter.setCurrentUrl('/admin/team-members/amina');
  render(<MemoryRouterProvider><ContentEditor base="/team-members/amina" fields={[{ name: 'title', label: 'Title', kind: 'line' }]} /></MemoryRouterProvider>);
  await waitFor(() => expect(screen.getByLabelText('Title')).toBeTruthy());
}

async function saveGerman(after: ReturnType<typeof content>) {
  vi.spyOn(adminApi, 'put').mockResolvedValue({ data: after } as AxiosResponse);
  fireEvent.click(screen.getByTestId('language-de'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Publish German' })).toBeTruthy());
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Titel de' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(screen.getByTestId('text-save-result').textContent).toContain('Draft saved.'));
  return screen.getByTestId('text-save-result').textContent;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ContentEditor: what it says', () => {
  it('counts one version in the singular, more in the plural', async () => {
    await open([revision('r1')]);
    await waitFor(() => expect(screen.getByText('History (1 version)')).toBeTruthy());
    cleanup();
    await open([revision('r1'), revision('r2')]);
    await waitFor(() => expect(screen.getByText('History (2 versions)')).toBeTruthy());
  });

  it('a first draft of a language never published says it is not on the site yet', async () => {
    await open([]);
    const said = await saveGerman(content('draft', ['en', 'fr', 'es', 'it', 'pt']));
    expect(said).toContain('It is not on the German site yet: publish to put it there.');
    expect(said).not.toContain('still shows');
  });

  it('a draft on top of a published text says the site still shows the published one', async () => {
    await open([], content('published', ['en', 'de', 'fr', 'es', 'it', 'pt']));
    expect(await saveGerman(content('draft', ['en', 'de', 'fr', 'es', 'it', 'pt']))).toContain('The site still shows the published German text until you publish.');
  });
});
