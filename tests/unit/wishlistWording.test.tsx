// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { WishlistToggle } from '@/components/wishlist/WishlistToggle';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { LOCALES } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import { makeStore } from '@/store';

// What the wishlist's words tell a traveller (issue 24, item 33): the tour page's button says
// when the tour is saved, and the empty list is called what the site calls it everywhere.

beforeAll(() => {
  // jsdom has <dialog> without its modal methods: enough of them for the question to be asked.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const tour = { id: 'serengeti-classic', slug: 'serengeti-classic', title: 'Serengeti Classic' };

describe('the tour page\'s wishlist button', () => {
  for (const locale of ['en', 'de'] as const) {
    it(`${locale}: reads "saved" once the tour is saved, and "add" again once it is taken off`, async () => {
      const messages = loadMessages(locale, ['tour']);
      const s = (key: string) => translate(messages, key, undefined, locale);
      render(
        <Provider store={makeStore()}>
          <I18nProvider locale={locale} messages={messages}>
            <WishlistToggle tour={tour} variant="pane" />
          </I18nProvider>
        </Provider>,
      );
      const button = screen.getByRole('button');
      expect(button.textContent).toBe(s('tour.pane.addToWishlist'));
      expect(button.getAttribute('aria-pressed')).toBe('false');

      await act(async () => void fireEvent.click(button));
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect(button.textContent).toBe(s('tour.pane.inWishlist'));
      expect(s('tour.pane.inWishlist')).not.toBe(s('tour.pane.addToWishlist'));

      // Taking it off asks first (spec: remove one tour after confirmation); "Remove" takes it off.
      button.focus();
      await act(async () => void fireEvent.click(button));
      expect(button.getAttribute('aria-pressed')).toBe('true');
      // "Cancel" (or Escape) keeps it, and focus comes back to the button (walked: to nowhere).
      await act(async () => void fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: s('common.wishlist.cancel') })));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(document.activeElement).toBe(button);
      expect(button.getAttribute('aria-pressed')).toBe('true');
      await act(async () => void fireEvent.click(button));
      const ask = await screen.findByRole('alertdialog', { name: s('common.wishlist.confirmOneTitle') });
      await act(async () => void fireEvent.click(within(ask).getByRole('button', { name: s('common.wishlist.remove') })));
      expect(button.getAttribute('aria-pressed')).toBe('false');
      expect(button.textContent).toBe(s('tour.pane.addToWishlist'));
    });
  }
});

describe('the empty wishlist', () => {
  for (const locale of LOCALES) {
    it(`${locale}: names the list as the menu does`, () => {
      const messages = loadMessages(locale);
      const listName = translate(messages, 'common.nav.wishlist', undefined, locale).toLocaleLowerCase(locale);
      const empty = translate(messages, 'wishlist.empty', undefined, locale).toLocaleLowerCase(locale);
      expect(empty).toContain(listName);
      expect(empty).not.toMatch(/favou?rite/);
    });
  }
});
