// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosResponse } from 'axios';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { adminApi } from '@/components/admin/adminApi';
import { AssociateFacts } from '@/components/admin/associates/AssociateFacts';
import { PhotoDetails } from '@/components/admin/media/PhotoDetails';
import { NEW_MEMBER, TeamMemberFacts } from '@/components/admin/team/TeamMemberFacts';

// Walked on 30 Nov: the studio's text editor asked before leaving with unsaved typing, but its
// facts, price, settings and photo forms let the office walk away from their changes unasked.

const FACTS = { kind: 'association', url: 'https://tato.example', abbreviation: 'TATO', reference: 'M-123' };

/** Leaving the page now: would the browser ask (beforeunload), and would a link inside the site? */
function unloadAsks() {
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  return unload.defaultPrevented;
}

async function follow(path: string) {
  await act(async () => {
    await mockRouter.push(path).catch(() => undefined);
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the studio\'s forms ask before their unsaved changes are left behind', () => {
  it('facts: untouched, leaving asks nothing; changed, it asks and "cancel" keeps them; saved, it asks nothing again', async () => {
    mockRouter.setCurrentUrl('/admin/associates/tato');
    render(<MemoryRouterProvider><AssociateFacts id="tato" facts={FACTS} onSaved={() => undefined} /></MemoryRouterProvider>);
    expect(unloadAsks()).toBe(false);

    fireEvent.change(screen.getByLabelText('Website (https://…)'), { target: { value: 'https://tato.example/members' } });
    await waitFor(() => expect(unloadAsks()).toBe(true));
    const ask = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await follow('/admin/associates');
    expect(ask).toHaveBeenCalledWith(expect.stringContaining('not saved'));
    expect(mockRouter.asPath).toBe('/admin/associates/tato');
    expect((screen.getByLabelText('Website (https://…)') as HTMLInputElement).value).toBe('https://tato.example/members');

    vi.spyOn(adminApi, 'patch').mockImplementation(async (_url, body) => ({ data: body }) as AxiosResponse);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('associate-facts-result').textContent).toContain('Saved'));
    // The form is made clean by the save (reset) in the render after the answer: waited for, as a person would.
    await waitFor(() => expect(unloadAsks()).toBe(false));
    ask.mockClear();
    await follow('/admin/associates');
    expect(ask).not.toHaveBeenCalled();
    expect(mockRouter.asPath).toBe('/admin/associates');
  });

  it('a new team member\'s save leads on to its page without asking', async () => {
    mockRouter.setCurrentUrl('/admin/team');
    const ask = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(
      <MemoryRouterProvider>
        <TeamMemberFacts facts={NEW_MEMBER} submitLabel="Add" onSubmit={async () => { await mockRouter.push('/admin/team-members/amani'); }} />
      </MemoryRouterProvider>,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Amani Mollel' } });
    await waitFor(() => expect(unloadAsks()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(mockRouter.asPath).toBe('/admin/team-members/amani'));
    expect(ask).not.toHaveBeenCalled();
  });

  it('a photo\'s focal point set by a tap counts as a change', async () => {
    mockRouter.setCurrentUrl('/admin/media');
    const photo = { id: 'p1', url: '/images/p1.webp', width: 1600, height: 1000, alt: { en: 'A lion' }, focalX: 50, focalY: 50, format: 'webp', bytes: 1000, createdAt: '2026-11-29T10:00:00.000Z', createdBy: 'office@example.com' };
    render(<MemoryRouterProvider><PhotoDetails photo={photo} onSaved={() => undefined} /></MemoryRouterProvider>);
    expect(unloadAsks()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Set the focal point where you tap' }), { clientX: 10, clientY: 10 });
    await waitFor(() => expect(unloadAsks()).toBe(true));
  });
});
