import Head from 'next/head';
import { AppLink as Link } from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { mayUse, type Area, type Role } from '@/lib/admin/roles';
import { headTags } from '@/lib/seo/headTags';
import { ErrorBoundary } from '@/components/errors/ErrorBoundary';
import { adminApi, statusOf, errorMessage, whenSignedOut } from './adminApi';
import { LoginForm } from './LoginForm';

export type Operator = { id: string; name: string; email: string; role: Role };

/** Each section and the area its work is in: an operator sees the sections their role may change. */
const NAV: { href: string; label: string; area: Area }[] = [
  { href: '/admin/inbox', label: 'Inbox', area: 'requests' },
  { href: '/admin/calendar', label: 'Calendar', area: 'requests' },
  { href: '/admin/money', label: 'Money', area: 'requests' },
  { href: '/admin/reviews', label: 'Reviews', area: 'reviews' },
  { href: '/admin/affiliates', label: 'Affiliates', area: 'affiliates' },
  { href: '/admin/tours', label: 'Tours', area: 'catalogue' },
  { href: '/admin/translations', label: 'Translations', area: 'catalogue' },
  { href: '/admin/destinations', label: 'Destinations', area: 'catalogue' },
  { href: '/admin/articles', label: 'Articles', area: 'catalogue' },
  { href: '/admin/team-members', label: 'Team', area: 'catalogue' },
  { href: '/admin/associates', label: 'Partners', area: 'catalogue' },
  { href: '/admin/deals', label: 'Deals', area: 'catalogue' },
  { href: '/admin/pages', label: 'Pages', area: 'catalogue' },
  { href: '/admin/media', label: 'Photos', area: 'catalogue' },
  { href: '/admin/outbox', label: 'Outbox', area: 'outbox' },
];

/** The sections an operator's role opens, in the navigation's order. */
export const sectionsFor = (role: Role) => NAV.filter((item) => mayUse(role, item.area, true));

const OperatorContext = createContext<Operator | undefined>(undefined);
/** The signed-in operator, for the pages inside AdminLayout (undefined while checking or signed out). */
export const useOperator = () => useContext(OperatorContext);

// The operator last seen in this tab: moving between admin pages shows them at once (GET /me still confirms).
let lastOperator: Operator | undefined;

type Session = { state: 'checking' } | { state: 'signedOut'; error?: string } | { state: 'signedIn'; operator: Operator };

/**
 * The back office's frame: who is signed in (GET /me), the login form when nobody is, and a
 * compact navigation. Every admin page renders inside it; the public site's frame never does.
 */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const router = useRouter();
  const [session, setSession] = useState<Session>(() => (lastOperator ? { state: 'signedIn', operator: lastOperator } : { state: 'checking' }));

  useEffect(() => {
    let live = true;
    adminApi
      .get<{ operator: Operator }>('/me')
      .then((res) => live && signIn(res.data.operator))
      .catch((err) => live && signOut(statusOf(err) === 401 ? undefined : errorMessage(err)));
    whenSignedOut(() => signOut('Your session has ended. Please log in again.'));
    return () => {
      live = false;
      whenSignedOut(undefined);
    };
  }, []);

  function signIn(operator: Operator) {
    lastOperator = operator;
    setSession({ state: 'signedIn', operator });
  }

  function signOut(error?: string) {
    lastOperator = undefined;
    setSession({ state: 'signedOut', error });
  }

  async function logOut() {
    try {
      await adminApi.post('/logout');
    } finally {
      signOut();
    }
  }

  const isCurrent = (href: string) => router.pathname === href || router.pathname.startsWith(`${href}/`);

  return (
    // The back office is written in English on every language's domain (<html lang> is the domain's).
    <div lang="en" className="min-h-screen bg-[#f4f6fa] text-night-900" data-testid="admin">
      <Head>{headTags({ title: title === 'Back office' ? title : `${title} · Back office`, robots: 'noindex, nofollow' })}</Head>
      {session.state === 'signedIn' ? (
        <>
          {/* Sixteen menu links come before the work on every page (walked with the keyboard). */}
          <a href="#admin-main" className="sr-only z-50 rounded bg-white px-4 py-2 text-night-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
            Skip to content
          </a>
          <header className="border-b border-night-800 bg-night-900 text-white">
            <nav aria-label="Back office" className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 gap-y-1 px-2 py-2 sm:px-4">
              <span className="mr-2 hidden font-semibold sm:inline">Back office</span>
              {sectionsFor(session.operator.role).map((item) => (
                <Link
                  key={item.href}
                  href={item.href}
                  aria-current={isCurrent(item.href) ? 'page' : undefined}
                  className={`rounded px-2 py-1.5 text-sm font-medium ${isCurrent(item.href) ? 'bg-white text-night-900' : 'text-night-100 hover:bg-night-800'}`}
                >
                  {item.label}
                </Link>
              ))}
              <span className="ml-auto flex items-center gap-2 text-sm">
                <span className="text-night-200" data-testid="admin-operator">{session.operator.name}</span>
                <span className="text-night-300" data-testid="admin-role">{session.operator.role}</span>
                <button type="button" onClick={logOut} className="rounded border border-night-500 px-2 py-1 text-sm hover:bg-night-800">
                  Log out
                </button>
              </span>
            </nav>
          </header>
          <main id="admin-main" tabIndex={-1} className="mx-auto max-w-6xl space-y-4 px-3 py-4 focus:outline-none sm:px-4">
            <h1 className="font-sans text-xl font-bold sm:text-2xl">{title}</h1>
            <ErrorBoundary
              key={router.asPath.split(/[?#]/)[0]}
              fallback={
                <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                  This page failed to show. Reload it; if it fails again, the browser console says why.
                </p>
              }
            >
              <OperatorContext.Provider value={session.operator}>{children}</OperatorContext.Provider>
            </ErrorBoundary>
          </main>
        </>
      ) : session.state === 'signedOut' ? (
        <main className="mx-auto max-w-sm px-4 py-10">
          <LoginForm notice={session.error} onSignedIn={signIn} />
        </main>
      ) : (
        <p className="p-6 text-sm text-night-700" role="status">
          Loading…
        </p>
      )}
    </div>
  );
}
