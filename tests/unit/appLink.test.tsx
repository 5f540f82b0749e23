// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import mockRouter, { MemoryRouter } from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { AppLink } from '@/components/ui/AppLink';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * The router calls a link makes, on next-router-mock's in-memory router (it moves its address; a
 * real router would also fetch the page and render it).
 */
function withRouter(ui: React.ReactNode) {
  mockRouter.setCurrentUrl('/');
  // push is the router's own field; prefetch a method of its class (the provider hands the page a copy of the router).
  const router = { push: vi.spyOn(mockRouter, 'push'), prefetch: vi.spyOn(MemoryRouter.prototype, 'prefetch') };
  render(<MemoryRouterProvider>{ui}</MemoryRouterProvider>);
  return router;
}

describe('links within the site', () => {
  it('keep the path as written and open the page without a full load', () => {
    const router = withRouter(<AppLink href="/trip/serengeti-4-days">Serengeti</AppLink>);
    const link = screen.getByRole('link', { name: 'Serengeti' });
    expect(link.getAttribute('href')).toBe('/trip/serengeti-4-days');
    expect(fireEvent.click(link)).toBe(false); // the browser's own navigation is prevented
    expect(router.push).toHaveBeenCalledWith('/trip/serengeti-4-days', undefined, { locale: false });
    expect(mockRouter.asPath).toBe('/trip/serengeti-4-days');
  });

  it('fetch the page ahead when a pointer rests on them, not before', () => {
    const router = withRouter(<AppLink href="/Destinations">Destinations</AppLink>);
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(screen.getByRole('link'));
    expect(router.prefetch).toHaveBeenCalledWith('/Destinations', undefined, { locale: false });
  });

  it('change only the address when the page fetches its own data (shallow), and fetch nothing ahead', () => {
    const router = withRouter(<AppLink href="/Blogs?category=safaris" shallow>Safaris</AppLink>);
    const link = screen.getByRole('link', { name: 'Safaris' });
    fireEvent.mouseEnter(link);
    expect(fireEvent.click(link)).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/Blogs?category=safaris', undefined, { locale: false, shallow: true });
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('leave new tabs, other frames and a caller that handled the click to the browser', () => {
    const onClick = vi.fn((e: React.MouseEvent) => e.preventDefault());
    const router = withRouter(
      <>
        <AppLink href="/Quote">quote</AppLink>
        <AppLink href="/Terms" target="_blank" rel="noopener">terms</AppLink>
        <AppLink href="/Quote?tour=x" onClick={onClick}>modal</AppLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'quote' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'terms' }));
    fireEvent.click(screen.getByRole('link', { name: 'modal' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('work as plain links where no router is mounted', () => {
    render(<AppLink href="/Blogs">Blog</AppLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Blog' }))).toBe(true);
  });
});
