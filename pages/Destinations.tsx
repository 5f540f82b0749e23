import type { GetStaticProps } from 'next';
import { DestinationCard } from '@/components/destinations/DestinationCard';
import { PageHead } from '@/components/layout/PageHead';
import { useT } from '@/lib/i18n/I18nProvider';
import { basePageProps, REVALIDATE_SECONDS, type BasePageProps } from '@/server/pages/pageProps';
import { destinationsGrouped } from '@/server/catalogue/destinationService';
import type { DestinationCard as Destination } from '@/server/catalogue/dto';

type Props = BasePageProps & { groups: { group: string; destinations: Destination[] }[] };

export default function DestinationsPage({ meta, groups }: Props) {
  const t = useT();
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <section className="bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-3xl font-semibold sm:text-4xl lg:text-5xl">{t('pages.destinations.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-night-700">{t('pages.destinations.intro')}</p>
          <nav className="mt-6 flex flex-wrap gap-2 text-sm">
            {groups.map((g) => (
              <a key={g.group} href={`#${g.group}`} className="rounded-full bg-white px-4 py-2 font-medium ring-1 ring-sand-300 hover:ring-sunset-500">{t(`destinations.groups.${g.group}`)}</a>
            ))}
          </nav>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        {groups.map((g) => (
          <section key={g.group} id={g.group} aria-labelledby={`${g.group}-title`} className="scroll-mt-24" data-testid={`group-${g.group}`}>
            <h2 id={`${g.group}-title`} className="mb-6 text-2xl font-semibold sm:text-3xl">{t(`destinations.groups.${g.group}`)}</h2>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {g.destinations.map((d) => <li key={d.id}><DestinationCard destination={d} /></li>)}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  const base = await basePageProps(locale, 'destinations', ['pages', 'destinations']);
  return { props: { ...base, groups: await destinationsGrouped(base.locale) }, revalidate: REVALIDATE_SECONDS };
};
