import { expect, type Page } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
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
  await expect(page.getByTestId('account-name')).toHaveText(name);
}
