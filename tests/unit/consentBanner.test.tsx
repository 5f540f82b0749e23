// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { ConsentManager } from '@/components/consent/ConsentManager';
import { ConsentSettingsButton } from '@/components/consent/ConsentSettingsButton';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { makeStore } from '@/store';
import de from '@/locales/de.json';
// What ConsentManager imports lazily, loaded up front: a lazy import still loading when the last
// test ends would fail the run (vitest's environment is gone by then).
import '@/components/consent/ConsentBanner';
import '@/lib/consent/consentCookie';
import '@/lib/consent/scriptLoader';

// The banner in German, in a real store, as the layout mounts it: what a visitor sees and keeps.

const consent = { ...de.consent, settings: de.common.cookieSettings };

function layout() {
  mockRouter.setCurrentUrl('/Kontakt');
  mockRouter.locale = 'de';
  return render(
    <MemoryRouterProvider>
      <Provider store={makeStore()}>
        {/* Pages fetch the banner's words (GET /api/strings, covered in consent.spec.ts); here they come with the page. */}
        <I18nProvider locale="de" messages={loadMessages('de', ['consent'])}>
          <ConsentManager />
          <main id="main" tabIndex={-1} />
          <ConsentSettingsButton className="" />
        </I18nProvider>
      </Provider>
    </MemoryRouterProvider>,
  );
}

afterEach(() => {
  cleanup();
  document.cookie = 'consent=; max-age=0; path=/';
});

describe('consent banner', () => {
  it('asks a first-time visitor, remembers "reject all", and comes back from the footer with focus', async () => {
    layout();
    const dialog = await screen.findByRole('dialog', { name: consent.title });
    expect(dialog.textContent).toContain(consent.text);
    const reject = screen.getByRole('button', { name: consent.rejectAll });
    reject.focus();
    await act(async () => void fireEvent.click(reject));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Answered from the keyboard on arrival: focus goes on to the page's content (walked: to nowhere).
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(document.cookie).toContain('consent=v=1&analytics=0&marketing=0&chat=0');

    const settings = screen.getByRole('button', { name: consent.settings });
    settings.focus();
    await act(async () => void fireEvent.click(settings));
    const reopened = await screen.findByRole('dialog', { name: consent.title });
    expect(document.activeElement).toBe(reopened);
    await act(async () => void fireEvent.keyDown(reopened, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(settings);
  });

  it('does not ask again once answered, and offers one switch per purpose, set as last answered', async () => {
    document.cookie = 'consent=v=1&analytics=0&marketing=0&chat=1; path=/';
    layout();
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: consent.settings })));
    await screen.findByRole('dialog');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: consent.choose })));
    const box = (label: string) => screen.getByRole('checkbox', { name: new RegExp(label) }) as HTMLInputElement;
    // The purposes appear above the buttons: focus goes to the first (walked: it stayed below them).
    expect(document.activeElement).toBe(box(consent.purposes.analytics.label));
    expect([box(consent.purposes.analytics.label).checked, box(consent.purposes.marketing.label).checked, box(consent.purposes.chat.label).checked]).toEqual([false, false, true]);
    await act(async () => void fireEvent.click(box(consent.purposes.analytics.label)));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: consent.save })));
    expect(document.cookie).toContain('consent=v=1&analytics=1&marketing=0&chat=1');
  });
});
