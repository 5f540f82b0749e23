import type { GetStaticProps } from 'next';
import { SectionHeading } from '@/components/home/SectionHeading';
import { AssociateList } from '@/components/info/AssociateList';
import { DocumentPage, type DocumentPageProps } from '@/components/info/DocumentPage';
import { TeamTabs } from '@/components/info/TeamTabs';
import { ReviewList } from '@/components/tours/ReviewList';
import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { basePageProps, REVALIDATE_SECONDS } from '@/server/pages/pageProps';
import { aboutUs, infoDocument, type AboutUs } from '@/server/info/service';

type Props = DocumentPageProps & AboutUs;

/** Our story, the team by department, who we belong to, and what travellers say. */
export default function AboutPage({ team, associates, testimonials, ...page }: Props) {
  const t = useT();
  return (
    <DocumentPage {...page}>
      {team.length ? (
        <section aria-labelledby="team" className="mt-14">
          <SectionHeading id="team" title={t('info.team.heading')} text={t('info.team.text')} link={{ href: '/Our-Team', label: t('info.team.all') }} />
          <TeamTabs team={team} />
        </section>
      ) : null}
      {associates.length ? (
        <section aria-labelledby="associates" className="mt-14">
          <SectionHeading id="associates" title={t('info.associates.heading')} text={t('info.associates.text')} />
          <AssociateList associates={associates} />
        </section>
      ) : null}
      {testimonials.length ? (
        <section aria-labelledby="testimonials" className="mt-14" data-testid="testimonials">
          <SectionHeading id="testimonials" title={t('info.testimonials.heading')} />
          <ReviewList reviews={testimonials} />
          <p className="mt-6"><AppLink href="/Review" className="font-semibold text-sunset-700 underline">{t('info.testimonials.all')}</AppLink></p>
        </section>
      ) : null}
    </DocumentPage>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  const base = await basePageProps(locale, 'about', ['pages', 'blog', 'info', 'tour', 'catalogue', 'names']);
  // The testimonials are shown, not claimed in structured data: the layout writes the plain agency.
  const [document, about] = await Promise.all([infoDocument('about', base.locale), aboutUs(base.locale)]);
  return {
    props: { ...base, pageId: 'about', document, ...about },
    revalidate: REVALIDATE_SECONDS,
  };
};
