import { AppLink } from '@/components/ui/AppLink';
import { SiteImg } from '@/components/ui/SiteImg';
import { CARD_WIDTHS } from '@/lib/images/loader';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { labelled } from '@/lib/i18n/punctuation';
import type { DestinationCardView as Destination } from '@/server/catalogue/dto';

export const destinationHref = (slug: string) => `/CountryPark?destination=${encodeURIComponent(slug)}`;

export function DestinationCard({ destination: d }: { destination: Destination }) {
  const { locale, t } = useI18n();
  return (
    <article className="group place-card" data-testid="destination-card">
      <div className="place-card-media card-zoom">
        <SiteImg image={d.image} alt={d.name} widths={CARD_WIDTHS} sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw" />
      </div>
      <div className="card-shade">
        <h3 className="place-card-title">
          <AppLink href={destinationHref(d.slug)} className="card-link">
            {d.name}
          </AppLink>
        </h3>
        <p className="place-card-facts">
          {/* A star only from travellers' reviews of tours that go there (rating null without any). */}
          {`${d.rating === null ? '' : `★ ${d.rating.toFixed(1)} · `}${d.toursCount === 0 ? t('destinations.noTours') : d.toursCount === 1 ? t('destinations.tour') : t('destinations.tours', { count: d.toursCount })}`}
        </p>
        <p className="place-card-note">
          {labelled(locale, t('destinations.bestTime'), d.bestTime)}
        </p>
      </div>
    </article>
  );
}
