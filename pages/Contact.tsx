import type { GetStaticProps } from 'next';
import InfoPage from '@/components/layout/InfoPage';
import { ContactDetails } from '@/components/leads/ContactDetails';
import { ContactForm } from '@/components/leads/ContactForm';
import { basePageProps, REVALIDATE_SECONDS, type BasePageProps } from '@/server/pages/pageProps';

/** The office's details beside the contact form. */
export default function ContactPage(page: BasePageProps) {
  return (
    <InfoPage {...page} pageId="contact">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12">
        <div className="min-w-0">
          <ContactDetails />
        </div>
        <div className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/5 sm:p-8">
          <ContactForm />
        </div>
      </div>
    </InfoPage>
  );
}

export const getStaticProps: GetStaticProps<BasePageProps> = async ({ locale }) => ({
  props: await basePageProps(locale, 'contact', ['pages', 'leads', 'validation', 'names']),
  revalidate: REVALIDATE_SECONDS,
});
