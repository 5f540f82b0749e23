// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '@/components/errors/ErrorBoundary';
import { LazyErrorView } from '@/components/errors/LazyErrorView';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';

// A page that throws while rendering leaves the traveller the generic error page (in the page's
// language, with the way home), whose code _app loads only then.

function Broken(): never {
  throw new Error('render failed');
}

afterEach(cleanup);

describe('a page that fails to render', () => {
  it('is replaced by the generic error view once its code has loaded', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nProvider locale="de" messages={loadMessages('de', [])}>
        <ErrorBoundary fallback={<LazyErrorView statusCode={500} />}>
          <Broken />
        </ErrorBoundary>
      </I18nProvider>,
    );
    const view = await screen.findByTestId('error-page');
    expect(view.textContent).toContain('500');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
    quiet.mockRestore();
  });
});
