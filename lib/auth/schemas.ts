import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';
import { oneLineString } from '@/lib/validation/text';
import { isSitePath } from '@/lib/routing/sitePath';

// One schema per accounts payload, shared by the forms (later) and the API. Messages come from
// `validation.*` keys, as for the lead forms; `key:<name>` names a rule's own message.

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/** Lower-cased: one account per address however it is typed. */
const email = oneLineString().min(1).max(200).toLowerCase().pipe(z.email());
/** A new password: long enough to resist guessing; no composition rules (they only make passwords worse). */
const newPassword = z.string().min(1, { error: 'key:required' }).min(PASSWORD_MIN).max(PASSWORD_MAX);
const name = oneLineString().min(1, { error: 'key:required' }).min(2).max(100);
const optionalCountry = oneLineString().regex(/^([A-Z]{2})?$/).optional();
const optionalPhone = oneLineString().max(30).regex(/^(\+?[0-9 ()./-]{6,30})?$/, { error: 'key:phone' }).optional();

const confirmationMatches = (v: { password: string; passwordConfirmation: string }) => v.password === v.passwordConfirmation;
const confirmationIssue = { path: ['passwordConfirmation'], error: 'key:passwordMismatch' };

/** Where to go once signed in: a path on this site only (never another host). */
const sitePath = z.string().max(500).refine(isSitePath);

export const signupSchema = z
  .object({ name, email, password: newPassword, passwordConfirmation: z.string().min(1, { error: 'key:required' }).max(PASSWORD_MAX), next: sitePath.optional() })
  .refine(confirmationMatches, confirmationIssue);
export type SignupInput = z.output<typeof signupSchema>;

/** POST /api/auth/confirm-signup: the token of the link mailed to a new address; the password chosen at sign-up when opened in another browser. */
export const confirmSignupSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, { error: 'key:signupLink' }),
  password: z.string().max(PASSWORD_MAX).optional(),
});

/** Login checks only that something was typed: the rules for new passwords may change. */
export const loginSchema = z.object({ email, password: z.string().min(1, { error: 'key:required' }).max(PASSWORD_MAX) });
export type LoginInput = z.output<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });

const resetToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, { error: 'key:resetLink' });

/** GET /api/auth/reset-password?token=: is the mailed link still good, before two passwords are typed. */
export const resetLinkSchema = z.object({ token: resetToken });

export const resetPasswordSchema = z
  .object({
    token: resetToken,
    password: newPassword,
    passwordConfirmation: z.string().min(1, { error: 'key:required' }).max(PASSWORD_MAX),
  })
  .refine(confirmationMatches, confirmationIssue);

/** POST /api/auth/change-password: the signed-in traveller's password now, and the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'key:required' }).max(PASSWORD_MAX),
    password: newPassword,
    passwordConfirmation: z.string().min(1, { error: 'key:required' }).max(PASSWORD_MAX),
  })
  .refine(confirmationMatches, confirmationIssue)
  .refine((v) => v.password !== v.currentPassword, { path: ['password'], error: 'key:passwordSame' });

/** POST /api/getProfile: the spec's `user` (an id or email) may be sent; only one's own is answered. */
export const getProfileSchema = z.object({ user: z.union([z.string().max(200), z.number()]).optional() }).optional();

/** The text fields of POST /api/updateProfile (multipart); a field left out keeps its value. */
export const profileSchema = z.object({
  name: name.optional(),
  phone: optionalPhone,
  country: optionalCountry,
  title: oneLineString().max(40).optional(),
  countryOfResidence: optionalCountry,
});
export type ProfileInput = z.output<typeof profileSchema>;

/** The avatar: checked by content on the server; JPEG, PNG or WebP up to this size. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['jpeg', 'png', 'webp'] as const;
