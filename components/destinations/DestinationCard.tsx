import { AppLink } from '@/components/ui/AppLink';
import { SiteImg } from '@/components/ui/SiteImg';
import { CARD_WIDTHS } from '@/lib/images/loader';
import { useT } from '@/lib/i18n/I18nProvider';
import type { DestinationCardView as Destination } from '@/server/catalogue/dto';

export const destinationHref = (slug: string) => `/CountryPark?destination=${encodeURIComponent(slug)}`;

export function DestinationCard({ destination: d }: { destination: Destination }) {
  const t = useT();
  return (
    <article className="group relative overflow-hidden rounded-2xl bg-night-900 text-white shadow-sm" data-testid="destination-card">
      <div className="aspect-[4/3] opacity-90 transition duration-500 group-hover:scale-105 group-hover:opacity-100">
        <SiteImg image={d.image} widths={CARD_WIDTHS} sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw" />
      </div>
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-night-900/95 via-night-900/70 to-transparent p-4 pt-12">
        <h3 className="font-display text-xl font-semibold text-white">
          <AppLink href={destinationHref(d.slug)} className="after:absolute after:inset-0">
            {d.name}
          </AppLink>
        </h3>
        <p className="mt-1 text-sm text-sand-100">
          ★ {d.rating.toFixed(1)} · {d.toursCount === 0 ? t('destinations.noTours') : d.toursCount === 1 ? t('destinations.tour') : t('destinations.tours', { count: d.toursCount })}
        </p>
        <p className="mt-1 line-clamp-1 text-xs text-sand-200">
          {t('destinations.bestTime')}: {d.bestTime}
        </p>
      </div>
    </article>
  );
}
