import type { TourCardView as Tour } from '@/server/catalogue/dto';
import { TourCard } from './TourCard';

export function TourGrid({ tours, eager = 0 }: { tours: Tour[]; eager?: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {tours.map((tour, i) => (
        <li key={tour.id} className="relative flex">
          <TourCard tour={tour} priority={i < eager} />
        </li>
      ))}
    </ul>
  );
}
