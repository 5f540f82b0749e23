import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link for links within the current language's site. On a locale domain Next would
 * render every href as an absolute URL built from the domain config, which cannot carry a
 * port (so local and test hosts break without JavaScript or in a new tab). `locale={false}`
 * keeps the href as written: a relative path on the domain the page is served from.
 */
export function AppLink(props: Omit<ComponentProps<typeof Link>, 'locale'>) {
  return <Link {...props} locale={false} />;
}
