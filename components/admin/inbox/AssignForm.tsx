import { useEffect, useState } from 'react';
import { adminApi } from '../adminApi';
import { ActionResult, buttonClass, ErrorNote, inputClass, labelClass } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import type { InboxRequest } from './types';

type Team = { operators: { id: string; name: string; email: string }[] };

/** Hands the request to one operator of the team (or to nobody). */
export function AssignForm({ request, onDetail }: { request: InboxRequest; onDetail: (body: unknown) => void }) {
  const team = useAdminGet<Team>('/team');
  const [chosen, setChosen] = useState(request.assignee?.id ?? '');
  const { status, run, busy } = useAction();
  useEffect(() => setChosen(request.assignee?.id ?? ''), [request.assignee?.id]);

  const assign = () =>
    run(
      () => adminApi.post(`/inbox/${encodeURIComponent(request.number)}/assign`, { operatorId: chosen || null }),
      (res) => {
        onDetail(res.data);
        const name = team.data?.operators.find((o) => o.id === chosen)?.name;
        return name ? `Assigned to ${name}.` : 'Unassigned.';
      },
    );

  return (
    <div>
      <label htmlFor="assignee" className={labelClass}>
        Assigned to
      </label>
      <div className="mt-1 flex gap-2">
        <select id="assignee" value={chosen} onChange={(e) => setChosen(e.target.value)} className={inputClass} disabled={!team.data}>
          <option value="">Nobody</option>
          {team.data?.operators.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
        <button type="button" className={buttonClass} onClick={assign} disabled={busy || !team.data}>
          Assign
        </button>
      </div>
      {team.error ? <ErrorNote message={`The team could not be loaded: ${team.error}`} /> : null}
      <ActionResult status={status} testId="assign-result" />
    </div>
  );
}
