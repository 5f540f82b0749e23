import { describe, expect, it } from 'vitest';
import { carriesSecret } from '@/lib/consent/privateAddress';

// Walked (30 Nov): after "accept all", the analytics tag, the session recorder and the ads pixel ran on
// /Payment?booking=…&key=…, /ForgotPassword?token=… and /Signup?confirm=…, which they record.

describe('carriesSecret', () => {
  it('a booking’s key, a reset or sign-up token, an address confirmation code', () => {
    for (const address of ['/Payment?booking=B-1&key=k', '/BookingCompleted?key=k&booking=B-1#top', '/ForgotPassword?token=t', '/Signup?confirm=c', '/Payment?booking=B-1&key=k&confirm=c']) expect(carriesSecret(address), address).toBe(true);
  });
  it('not the site’s other addresses', () => {
    for (const address of ['/', '/Payment', '/Payment?booking=B-1', '/tanzania-safari-package/?level=luxury', '/Search?q=key', '/Blogs#token=x']) expect(carriesSecret(address), address).toBe(false);
  });
});
