import { AppLink } from '@/components/ui/AppLink';
import { NoIndex } from '@/components/layout/NoIndex';
import { useT } from '@/lib/i18n/I18nProvider';
import { PageHead } from '@/components/layout/PageHead';

function ErrorFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center" data-testid="error-page">
      <PageHead title={title} />
      <NoIndex />
      {children}
    </section>
  );
}

const homeLink = 'mt-8 inline-block rounded-full bg-sunset-600 px-6 py-3 font-semibold text-white hover:bg-sunset-700';

/** Spec section 8: the generic error page, titled with the error's message (default "Error"). */
export function GenericErrorView({ statusCode, message }: { statusCode: number; message?: string }) {
  const t = useT();
  const title = message || t('errors.defaultTitle');
  return (
    <ErrorFrame title={title}>
      <p className="text-sm font-semibold tracking-widest text-sunset-700 uppercase">{t('errors.statusLine', { status: statusCode })}</p>
      <h1 className="mt-3 text-4xl font-semibold">{title}</h1>
      {statusCode >= 500 ? <p className="mt-4 text-night-700">{t('errors.serverError')}</p> : null}
      <AppLink href="/" className={homeLink}>{t('errors.backHome')}</AppLink>
    </ErrorFrame>
  );
}

/** The 404 page: what happened and the way back home. */
export function NotFoundView() {
  const t = useT();
  return (
    <ErrorFrame title={t('errors.notFoundTitle')}>
      <p className="font-display text-7xl font-semibold text-sand-500" aria-hidden>404</p>
      <h1 className="mt-3 text-4xl font-semibold">{t('errors.notFoundTitle')}</h1>
      <p className="mt-4 text-night-700">{t('errors.notFoundText')}</p>
      <AppLink href="/" className={homeLink}>{t('errors.backHome')}</AppLink>
    </ErrorFrame>
  );
}

/**
 * Shown when the error page itself failed. Deliberately free of context, router and
 * translations (any of which may be what broke); the message is the spec's English text.
 */
export function ErrorOfErrorView() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center" data-testid="error-of-error">
      <h1 className="text-3xl font-semibold">An error occurred while showing the error page</h1>
      {/* A full load on purpose: the page's own code has just failed, so the router is not trusted. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className={homeLink}>Go back to home</a>
    </section>
  );
}
