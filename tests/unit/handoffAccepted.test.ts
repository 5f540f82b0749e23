import { describe, expect, it } from 'vitest';
import { handoffAccepted } from '@/lib/auth/handoff';
import { siteOrigin } from '@/lib/i18n/origins';

// Walked (30 Nov): anyone can make a handoff code for their own account, and a page redeemed any
// #handoff= it was given, so a link sent by mail signed its reader into the sender's account (their
// booking's address and wishlist then went to the sender), even over a session already open.

const de = `${siteOrigin('de')}/Contact`;

describe('handoffAccepted', () => {
  it('takes a code brought by the site’s language menu: opened from another language’s domain, signed out here', () => {
    expect(handoffAccepted(`${siteOrigin('en')}/`, de, false)).toBe(true);
    expect(handoffAccepted(`${siteOrigin('pt')}/trip/x`, de, false)).toBe(true);
  });

  it('refuses a code from a mail or a link elsewhere (no referrer, another site, this domain itself)', () => {
    expect(handoffAccepted('', de, false)).toBe(false);
    expect(handoffAccepted('https://evil.example/', de, false)).toBe(false);
    expect(handoffAccepted('http://en.localhost.evil.example:3000/', de, false)).toBe(false);
    expect(handoffAccepted(`${siteOrigin('de')}/Login`, de, false)).toBe(false);
    expect(handoffAccepted('not a url', de, false)).toBe(false);
  });

  it('never swaps a session already open on this domain', () => {
    expect(handoffAccepted(`${siteOrigin('en')}/`, de, true)).toBe(false);
  });
});
