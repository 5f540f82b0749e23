import { describe, expect, it } from 'vitest';
import { getServerSideProps as quoteProps } from '@/pages/Quote';
import { DESTINATION_SUGGESTIONS } from '@/lib/leads/options';
import { LOCALES } from '@/lib/i18n/config';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';

// The quote wizard's "Where would you like to go?" suggests places by the names the rest of the
// page's language site gives them, not English ones ("Lake Manyara" on the French site).

const props = async (locale: string) => ((await quoteProps({ locale, query: {}, res: { setHeader() {} } } as never)) as { props: any }).props;

describe.each(engines())('quote wizard destination suggestions on %s', (engine) => {
  const { db } = useSeededApi(engine, {});

  it.each(LOCALES)('%s: every suggested place, named as its destination page names it', async (locale) => {
    const names = await db().db
      .selectFrom('destination_translations').select(['destination_id', 'name'])
      .where('locale', '=', locale).where('destination_id', 'in', [...DESTINATION_SUGGESTIONS]).execute();
    const byId = new Map(names.map((r) => [r.destination_id, r.name]));
    expect((await props(locale)).places).toEqual(DESTINATION_SUGGESTIONS.map((id) => byId.get(id)));
  });

  it('French: Kilimandjaro and Mont Meru, and no English name left', async () => {
    const { places } = await props('fr');
    expect(places).toContain('Kilimandjaro');
    expect(places).toContain('Mont Meru');
    for (const english of ['Lake Manyara', 'Mount Meru', 'Kilimanjaro', 'Nyerere (Selous)']) expect(places).not.toContain(english);
  });
});
