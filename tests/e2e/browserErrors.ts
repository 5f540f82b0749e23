import type { BrowserContext, Page } from '@playwright/test';

/**
 * Every error the browser reports in the tab from now on: an uncaught exception, a console error
 * (a hydration mismatch, a refused script), an answer of 400 or more.
 */
export function browserErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${msg.text()} ${msg.location().url}`.trim());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  return errors;
}

type WithViolations = { __csp?: string[] };

/**
 * Collects what the page policy blocks: the page's own securitypolicyviolation events (read them
 * with policyViolations) and, returned, the console's reports.
 */
export async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const seen: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ((window as WithViolations).__csp ??= []).push(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

/** The violation events the page in the tab has raised so far. */
export const policyViolations = (page: Page): Promise<string[]> => page.evaluate(() => (window as WithViolations).__csp ?? []);
