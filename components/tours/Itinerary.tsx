import { AppLink } from '@/components/ui/AppLink';
import { destinationHref } from '@/components/destinations/DestinationCard';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { numberFormat } from '@/lib/format/intl';
import type { ItineraryDay } from '@/server/catalogue/dto';
import { colon } from '@/lib/i18n/punctuation';

/**
 * A day as the page shows it: its altitude already written in the page's language by the server
 * (shownItinerary), because a number format built while the page hydrates costs the browser its
 * first Intl set-up (20-50 ms of one task).
 */
export type ShownItineraryDay = ItineraryDay & { altitude: string | null };

/** Day by day: what happens, where the night is spent (or "details to be confirmed"), meals. */
export function Itinerary({ days }: { days: ShownItineraryDay[] }) {
  const { locale, t } = useI18n();
  return (
    <ol className="relative space-y-6 border-l-2 border-sand-300 pl-6" data-testid="itinerary">
      {days.map((d) => (
        <li key={d.day} className="relative">
          <span className="day-dot" aria-hidden>
            {d.day}
          </span>
          <h3 className="day-title">
            <span className="text-sunset-700">{`${t('tour.day', { day: d.day })}${colon(locale)}`}</span> {d.title}
          </h3>
          <p className="day-text">{d.description}</p>
          <dl className="day-facts">
            <div>
              <dt>{`${t('tour.overnight')}${colon(locale)} `}</dt>
              <dd>
                {d.accommodation === undefined
                  ? t('tour.noOvernight')
                  : d.accommodation === null
                    ? t('tour.toBeConfirmed')
                    : `${d.accommodation.name} (${t(`catalogue.accommodationTypes.${d.accommodation.type}`)}, ${t(`catalogue.levels.${d.accommodation.level}`)})`}
              </dd>
            </div>
            <div>
              <dt>{`${t('tour.meals')}${colon(locale)} `}</dt>
              <dd>{d.meals.length ? d.meals.map((m) => t(`tour.mealNames.${m}`)).join(', ') : t('tour.noMeals')}</dd>
            </div>
            <div>
              {/* Every <dd> needs its <dt>: read out, not shown (the link says which place it is). */}
              <dt className="sr-only">{`${t('tour.place')}${colon(locale)} `}</dt>
              <dd className="text-night-600">
                <AppLink href={destinationHref(d.destination.slug)} className="underline hover:text-sunset-700">{d.destination.name}</AppLink>
                {d.altitude ? ` · ${t('tour.altitude', { metres: d.altitude })}` : ''}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** The itinerary with each altitude written for `locale` (on the server: see ShownItineraryDay). */
export function shownItinerary(days: ItineraryDay[], locale: string): ShownItineraryDay[] {
  return days.map((d) => ({ ...d, altitude: d.altitudeM ? numberFormat(locale).format(d.altitudeM) : null }));
}
