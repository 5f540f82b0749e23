import type { GetStaticProps } from 'next';
import { TeamCard } from '@/components/info/TeamCard';
import InfoPage from '@/components/layout/InfoPage';
import { useT } from '@/lib/i18n/I18nProvider';
import { basePageProps, REVALIDATE_SECONDS, type BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';
import { TEAM_CATEGORIES } from '@/lib/info/teamCategories';
import { teamMembers, type TeamMember } from '@/server/info/service';

type Props = BasePageProps & { pageId: PageId; team: TeamMember[] };

/** Everyone, department by department. */
export default function OurTeamPage({ team, ...page }: Props) {
  const t = useT();
  return (
    <InfoPage {...page}>
      {team.length ? null : <p className="text-lg text-night-700" data-testid="team-empty">{t('info.team.empty')}</p>}
      {TEAM_CATEGORIES.filter((c) => team.some((m) => m.category === c)).map((c) => (
        <section key={c} aria-labelledby={`team-${c}`} className="mb-12">
          <h2 id={`team-${c}`} className="mb-6 text-3xl font-semibold">{t(`info.team.tabs.${c}`)}</h2>
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {team.filter((m) => m.category === c).map((m) => <li key={m.id}><TeamCard member={m} /></li>)}
          </ul>
        </section>
      ))}
    </InfoPage>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  const base = await basePageProps(locale, 'ourTeam', ['pages', 'info', 'names']);
  return { props: { ...base, pageId: 'ourTeam', team: await teamMembers(base.locale) }, revalidate: REVALIDATE_SECONDS };
};
