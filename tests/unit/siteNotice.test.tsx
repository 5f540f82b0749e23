// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { SiteNoticeBanner } from '@/components/layout/SiteNoticeBanner';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { makeStore } from '@/store';
import { noticeShown } from '@/store/appSlice';
import de from '@/locales/de.json';

// Walked on 30 Nov: the mailed sign-up link opened the account and landed on a plain home page, not a word.

afterEach(cleanup);

function page(store = makeStore()) {
  render(
    <MemoryRouterProvider>
      <Provider store={store}>
        <I18nProvider locale="de" messages={loadMessages('de', [])}>
          <SiteNoticeBanner />
        </I18nProvider>
      </Provider>
    </MemoryRouterProvider>,
  );
  return store;
}

describe('a word on the page an action led to', () => {
  it('shows on that page only, in German, and goes with the next page', async () => {
    mockRouter.setCurrentUrl('/Signup?confirm=abc');
    const store = page();
    act(() => void store.dispatch(noticeShown({ key: 'accountOpened', at: '/' })));
    expect(screen.queryByTestId('site-notice')).toBeNull();
    await act(async () => void (await mockRouter.push('/')));
    expect(screen.getByRole('status').textContent).toBe(de.common.notices.accountOpened);
    await act(async () => void (await mockRouter.push('/Blogs')));
    expect(screen.queryByTestId('site-notice')).toBeNull();
    expect(store.getState().app.notice).toBeNull();
  });

  it('closes with its button', async () => {
    mockRouter.setCurrentUrl('/Profile');
    const store = page();
    act(() => void store.dispatch(noticeShown({ key: 'accountOpened', at: '/Profile' })));
    fireEvent.click(screen.getByRole('button', { name: de.common.notices.close }));
    expect(screen.queryByTestId('site-notice')).toBeNull();
  });
});
