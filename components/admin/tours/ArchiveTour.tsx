import { adminApi } from '../adminApi';
import { ActionResult, dangerButtonClass, secondaryButtonClass, when } from '../ui';
import { useAction } from '../useAction';
import type { Tour, TourDetail } from './types';

type Archived = TourDetail & { bookingsAhead: number };

/**
 * Off the site for good (a tour the operator no longer runs), or back on it. Its bookings, reviews,
 * texts and departures stay; the answer says how many bookings still travel on it.
 */
export function ArchiveTour({ tour, onChanged }: { tour: Tour; onChanged: (d: TourDetail) => void }) {
  const action = useAction();
  const archived = Boolean(tour.archivedAt);
  const change = () => {
    if (!archived && !window.confirm(`Take "${tour.title}" off the site? No list, search or domain shows it and nothing can book it; you can put it back later.`)) return;
    void action.run(
      () => (archived ? adminApi.delete<Archived> : adminApi.post<Archived>)(`/tours/${encodeURIComponent(tour.id)}/archive`),
      (res) => {
        onChanged(res.data);
        const ahead = res.data.bookingsAhead ? ` ${res.data.bookingsAhead} booking${res.data.bookingsAhead === 1 ? '' : 's'} still travel on it and stay as they are.` : '';
        return archived ? 'Back on the site.' : `Taken off the site.${ahead}`;
      },
    );
  };
  return (
    <div className="space-y-2 text-sm" data-testid="archive-tour">
      {archived ? <p className="font-semibold text-red-800">{`Archived ${when(tour.archivedAt)}${tour.archivedBy ? ` by ${tour.archivedBy}` : ''}: not on the site.`}</p> : null}
      <button type="button" className={archived ? secondaryButtonClass : dangerButtonClass} onClick={change} disabled={action.busy}>
        {archived ? 'Put back on the site' : 'Archive this tour'}
      </button>
      <ActionResult status={action.status} testId="archive-result" />
    </div>
  );
}
