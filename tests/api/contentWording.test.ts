import { describe, expect, it, vi } from 'vitest';
import CountryParkPage, { getServerSideProps as destinationProps } from '@/pages/CountryPark';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { serverRender } from '../helpers/serverRender';

// Sentences the site puts together from names (a destination's, the country's) read as a native
// speaker would write them, in each language: read here on the rendered destination page.

vi.mock('@/lib/fonts', () => ({ sansFont: { variable: 'font-sans' }, displayFont: { variable: 'font-display' } }));

/** The country as each language writes it. */
const TANZANIA: Record<Locale, string> = { en: 'Tanzania', de: 'Tansania', fr: 'Tanzanie', es: 'Tanzania', it: 'Tanzania', pt: 'Tanzânia' };
/** Names of Tanzanian bodies that stay in English in any language. */
const PROPER_NAMES = /Tanzania (National Parks|Civil Aviation|Immigration)/g;

async function destinationPage(locale: Locale, id: string): Promise<Document> {
  let result = (await destinationProps({ locale, query: { destination: id }, res: { setHeader() {} } } as never)) as any;
  if (result.redirect) {
    const slug = new URL(result.redirect.destination, 'http://x').searchParams.get('destination') ?? result.redirect.destination.split('/').pop();
    result = await destinationProps({ locale, query: { destination: slug }, res: { setHeader() {} } } as never);
  }
  expect(result.props, JSON.stringify(result)).toBeTruthy();
  return serverRender(CountryParkPage, result.props, { pathname: '/CountryPark', asPath: `/CountryPark?destination=${id}` });
}

describe.each(engines())('generated wording on %s', (engine) => {
  useSeededApi(engine, {});

  it.each(LOCALES)('%s: the office address names the country in the page language', async (locale) => {
    const doc = await destinationPage(locale, 'serengeti');
    expect(doc.querySelector('footer address')?.textContent).toContain(`Njiro Road, Arusha, ${TANZANIA[locale]}`);
  });

  it('German: "Tansania" everywhere on the page, and a heading that is a German sentence', async () => {
    const doc = await destinationPage('de', 'serengeti');
    const text = doc.body.textContent!.replace(PROPER_NAMES, '');
    expect(text).not.toMatch(/Tanzania\b/);
    const heading = doc.getElementById('tours-here')?.textContent;
    expect(heading).not.toBe('Touren, die Serengeti-Nationalpark besuchen');
    expect(heading).toBe('Touren zum Reiseziel Serengeti-Nationalpark');
  });
});
