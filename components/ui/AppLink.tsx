import { useRouter, type NextRouter } from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /**
   * Another address of the page already shown, whose data the page fetches itself (the blog's
   * tabs and pages): the router changes the address without asking the server for new props.
   */
  shallow?: boolean;
};

/** A click the browser should handle itself: a new tab or window, a download, another frame. */
const opensElsewhere = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || (e.currentTarget.target && e.currentTarget.target !== '_self') || e.currentTarget.hasAttribute('download');

/**
 * The page's router, or null outside a Next page (a component test): next/router's public hook
 * throws there, and the browser then follows the link itself, as next/link does.
 */
function useRouterIfMounted(): NextRouter | null {
  try {
    return useRouter();
  } catch {
    return null;
  }
}

/**
 * A link within the current language's site: a plain <a> whose href is the path as written (on
 * a locale domain next/link would write an absolute URL from the domain config, which cannot
 * carry a port), navigated client-side by the router. Not next/link: its code (3 kB) and its
 * prefetching of every link in view (page code and data, fetched while the page itself still
 * loads) would weigh on every page's first load; a page is prefetched on hover or touch instead.
 */
export function AppLink({ href, shallow, onClick, onMouseEnter, onTouchStart, ...rest }: Props) {
  const router = useRouterIfMounted();
  const internal = href.startsWith('/') && !href.startsWith('//');
  const prefetch = () => {
    // A shallow link stays on the page whose code is here already: nothing to fetch ahead.
    if (internal && router && !shallow) void router.prefetch(href, undefined, { locale: false }).catch(() => {});
  };
  return (
    <a
      {...rest}
      href={href}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        prefetch();
      }}
      onTouchStart={(e) => {
        onTouchStart?.(e);
        prefetch();
      }}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || !internal || !router || opensElsewhere(e)) return;
        e.preventDefault();
        void router.push(href, undefined, shallow ? { locale: false, shallow: true } : { locale: false });
      }}
    />
  );
}
