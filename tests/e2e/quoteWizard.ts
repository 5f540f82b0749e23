import { expect, type Page } from '@playwright/test';
import { t } from './strings';

// The quote wizard walked as a traveller does: shared by the quote and back-office specs.

export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export async function next(page: Page, locale: string) {
  await page.getByRole('button', { name: t(locale, 'leads.wizard.next') }).click();
}

/** Walks the wizard in the spec's order, checking each step's question. */
export async function fillWizard(page: Page, locale: string) {
  const wizard = page.getByTestId('quote-wizard');
  const step = async (id: string) => expect(page.locator('h2').filter({ hasText: t(locale, `leads.wizard.steps.${id}`) })).toBeVisible();

  await step('travelType');
  await next(page, locale); // nothing chosen: the step says what is missing and stays
  await expect(wizard.getByTestId('error-travelType')).toHaveText(t(locale, 'validation.oneOf'));
  await wizard.getByLabel(t(locale, 'leads.options.travelType.honeymoon')).check();
  await next(page, locale);
  await step('days');
  await page.locator('#days').fill('9');
  await next(page, locale);
  await step('travelWith');
  await wizard.getByLabel(t(locale, 'leads.options.travelWith.partner')).check();
  await next(page, locale);
  await step('budget');
  await wizard.getByLabel(t(locale, 'leads.options.budget.3500-5000')).check();
  await page.getByRole('button', { name: t(locale, 'leads.wizard.back'), exact: true }).click();
  await step('travelWith'); // back keeps the answer
  await expect(wizard.getByLabel(t(locale, 'leads.options.travelWith.partner'))).toBeChecked();
  await next(page, locale);
  await expect(wizard.getByLabel(t(locale, 'leads.options.budget.3500-5000'))).toBeChecked();
  await next(page, locale);
  await step('departureDate');
  await page.locator('#departureDate').fill(inDays(120));
  await next(page, locale);
  await step('destination');
  await page.locator('#destination').fill('Serengeti, Zanzibar');
  await next(page, locale);
  await step('travellers');
  await page.locator('#adults').fill('2');
  await page.locator('#children').fill('1');
  await next(page, locale);
  await expect(wizard.getByTestId('error-childrenAges')).toHaveText(t(locale, 'validation.childrenAges'));
  await page.locator('#childAge1').fill('9');
  await next(page, locale);
  await step('contact');
  await expect(page.locator('#phone')).toHaveAttribute('placeholder', t(locale, 'leads.placeholders.phone'));
  await page.locator('#fullName').fill('Anna Berger');
  await page.locator('#email').fill('anna.berger@example.org');
  await page.locator('#phone').fill('+49 30 1234567');
  await page.locator('#country').selectOption('DE');
  await wizard.getByLabel(t(locale, 'leads.options.contactPreference.whatsapp')).check();
  await wizard.getByLabel(t(locale, 'leads.options.interests.migration')).check();
  await page.locator('#message').fill('Wir feiern unsere Hochzeit.');
  await expect(page.getByTestId('consent-note')).toContainText(t(locale, 'leads.submit.privacy'));
}
