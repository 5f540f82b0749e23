// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosResponse } from 'axios';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { adminApi } from '@/components/admin/adminApi';
import AdminPage from '@/pages/admin/pages/[id]';

// Walked on 30 Nov: the meta editor of a page was headed only "Page": which page, at which address?

vi.mock('next/router', async () => await import('next-router-mock'));

const languages = Object.fromEntries(['en', 'de', 'fr', 'es', 'it', 'pt'].map((l) => [l, { state: 'published', updatedAt: null, updatedBy: null, title: `Team ${l}`, description: '' }]));
const answers: Record<string, unknown> = {
  '/me': { operator: { id: 'o1', name: 'Office', email: 'office@example.com', role: 'owner' } },
  '/pages': { pages: [{ id: 'about', path: '/About', title: 'About us', states: {} }, { id: 'ourTeam', path: '/Our-Team', title: 'Our team of guides', states: {} }] },
  '/pages/ourTeam/content': { languages, onSite: ['en'] },
  '/pages/ourTeam/revisions': { revisions: [] },
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the page-meta editor', () => {
  it('is headed with the page’s name and its address', async () => {
    vi.spyOn(adminApi, 'get').mockImplementation(async (url: string) => ({ data: answers[url] }) as AxiosResponse);
    mockRouter.setCurrentUrl('/admin/pages/ourTeam');
    mockRouter.query = { id: 'ourTeam' };
    render(<MemoryRouterProvider><AdminPage /></MemoryRouterProvider>);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page: Our team of guides (/Our-Team)'));
  });
});
