import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { signupLink } from './mailbox';
import { t } from './strings';

// What the account walks share: one password, fresh addresses, and signing up as a person does.

export const PASSWORD = 'a long walk on the crater rim';

/** An address no other test (or earlier run against the same database) has used. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

/** Fills in and sends /Signup on that language's domain (then `next`, if given), and waits for the header to name the new user. */
export async function signUpInBrowser(page: Page, locale: string, name: string, email: string, next?: string) {
  await page.goto(`${originFor(locale)}/Signup${next ? `?next=${next}` : ''}`);
  const form = page.getByTestId('signup-form');
  await form.getByLabel(t(locale, 'account.fields.name')).fill(name);
  await form.getByLabel(t(locale, 'account.fields.email')).fill(email);
  await form.getByLabel(t(locale, 'account.fields.password'), { exact: true }).fill(PASSWORD);
  await form.getByLabel(t(locale, 'account.fields.passwordConfirmation')).fill(PASSWORD);
  await form.getByRole('button', { name: t(locale, 'account.signup.submit') }).click();
  await expect(page.getByTestId('signup-sent')).toContainText(email);
  // The account opens from the link mailed to the address, in this browser.
  await page.goto(await signupLink(email));
  await page.getByRole('button', { name: t(locale, 'account.signup.confirmSubmit') }).click();
  await expect(page.getByTestId('account-name')).toHaveText(name);
}

/**
 * Opens an account through the API as the browser would (sign up, then the mailed link) and
 * answers its first session. Node cannot resolve *.localhost, so it goes through the English domain.
 */
export async function signUpByApi(request: APIRequestContext, person: { name: string; email: string; password?: string }): Promise<{ token: string; user: { id: string; name: string; email: string } }> {
  const password = person.password ?? PASSWORD;
  const asked = await request.post(`${originFor('en')}/api/auth/signup`, { data: { name: person.name, email: person.email, password, passwordConfirmation: password } });
  expect(asked.status(), await asked.text()).toBe(202);
  const token = new URL(await signupLink(person.email)).searchParams.get('confirm');
  const opened = await request.post(`${originFor('en')}/api/auth/confirm-signup`, { data: { token } });
  expect(opened.status(), await opened.text()).toBe(201);
  return opened.json();
}
