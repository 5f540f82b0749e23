// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, parseConsent, readConsentCookie, serializeConsent, writeConsentCookie } from '@/lib/consent/consentCookie';
import { afterInteractive } from '@/lib/consent/afterInteractive';
import { insertScripts } from '@/lib/consent/scriptLoader';
import { makeStore } from '@/store';
import { consentClosed, consentGiven, consentRead, consentReopened } from '@/store/consentSlice';

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  document.head.innerHTML = '';
});

describe('the stored answer (consent cookie)', () => {
  it('remembers each purpose', () => {
    const answer = { analytics: false, marketing: true, chat: true };
    expect(readConsentCookie()).toBeNull();
    writeConsentCookie(answer);
    expect(document.cookie).toContain('consent=v=1&analytics=0&marketing=1&chat=1');
    expect(readConsentCookie()).toEqual(answer);
  });

  it('asks again when the stored answer is from another version, incomplete or tampered with', () => {
    const ok = serializeConsent({ analytics: true, marketing: true, chat: true });
    expect(parseConsent(ok)).not.toBeNull();
    for (const bad of [ok.replace('v=1', 'v=0'), 'v=1&analytics=1&marketing=1', ok.replace('chat=1', 'chat=yes'), 'garbage', '']) {
      expect(parseConsent(bad), bad).toBeNull();
    }
  });
});

describe('consent state', () => {
  it('asks when nothing is stored, is decided once answered, and a reopened banner closed unanswered keeps the answer', () => {
    const store = makeStore();
    expect(store.getState().consent.status).toBe('unread');
    store.dispatch(consentRead(null));
    expect(store.getState().consent.status).toBe('asking');
    store.dispatch(consentClosed());
    expect(store.getState().consent.status).toBe('asking'); // no answer yet: the banner stays
    const answer = { analytics: true, marketing: false, chat: false };
    store.dispatch(consentGiven(answer));
    store.dispatch(consentReopened());
    expect(store.getState().consent).toEqual({ status: 'asking', choice: answer });
    store.dispatch(consentClosed());
    expect(store.getState().consent).toEqual({ status: 'decided', choice: answer });
  });

  it('reopened from the footer before the stored answer was read (a tap as the page hydrates): the banner stays open, with that answer', () => {
    const store = makeStore();
    const answer = { analytics: true, marketing: true, chat: true };
    store.dispatch(consentReopened());
    store.dispatch(consentRead(answer));
    expect(store.getState().consent).toEqual({ status: 'asking', choice: answer });
    store.dispatch(consentClosed());
    expect(store.getState().consent).toEqual({ status: 'decided', choice: answer });
  });
});

describe('script loading', () => {
  const scripts = (path: string) => [
    { key: 'ads-pixel' as const, purpose: 'marketing' as const, src: 'https://ads.example/p.js?id=1' },
    { key: 'overlay' as const, purpose: 'marketing' as const, src: `https://overlay.example/o.js?path=${encodeURIComponent(path)}` },
  ];
  const srcs = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

  it('puts each script on the page once, and replaces the overlay when the path changes', () => {
    insertScripts(scripts('/'));
    insertScripts(scripts('/'));
    expect(srcs()).toEqual(['https://ads.example/p.js?id=1', 'https://overlay.example/o.js?path=%2F']);
    insertScripts(scripts('/About'));
    expect(srcs()).toEqual(['https://ads.example/p.js?id=1', 'https://overlay.example/o.js?path=%2FAbout']);
    expect([...document.head.querySelectorAll('script')].every((s) => s.async)).toBe(true);
  });

  it('waits for the load event, then for the browser to be idle; a cancelled wait never runs', () => {
    const listeners: (() => void)[] = [];
    const idle: (() => void)[] = [];
    const win = {
      document: { readyState: 'interactive' },
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: () => {},
      requestIdleCallback: (fn: () => void) => idle.push(fn),
      cancelIdleCallback: () => {},
    } as unknown as Window;
    let runs = 0;
    afterInteractive(() => runs++, win);
    const cancelled = afterInteractive(() => runs++, win);
    expect(idle).toHaveLength(0);
    listeners.forEach((fn) => fn());
    expect(runs).toBe(0);
    cancelled();
    idle.forEach((fn) => fn());
    expect(runs).toBe(1);
  });
});
