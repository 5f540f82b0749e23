import { useRouter } from 'next/router';
import { useState } from 'react';
import type { ContentState } from '@/lib/admin/contentSchemas';
import { adminApi } from '../adminApi';
import { ItemStatesList } from '../content/ItemStatesList';
import { ErrorNote, inputClass, labelClass } from '../ui';
import { useAdminGet } from '../useAdminGet';
import { NEW_MEMBER, TeamMemberFacts } from './TeamMemberFacts';

type Row = { id: string; name: string; category: string; states: Record<string, ContentState> };

/** The About page's team, with where each member's role and bio stand per language, and a form for a new member. */
export function TeamBoard() {
  const router = useRouter();
  const { data, error } = useAdminGet<{ members: Row[] }>('/team-members');
  const [role, setRole] = useState('');
  return (
    <div className="space-y-4">
      <details className="rounded-lg border border-night-100 bg-white p-3" data-testid="new-team-member">
        <summary className="cursor-pointer font-semibold">New team member</summary>
        <div className="mt-3">
          <TeamMemberFacts
            facts={NEW_MEMBER}
            submitLabel="Add (the English role waits as a draft)"
            extra={<label className={labelClass}>Role (English)<input className={inputClass} value={role} onChange={(e) => setRole(e.target.value)} /></label>}
            onSubmit={async (body) => {
              const res = await adminApi.post<{ id: string }>('/team-members', { ...body, role, bio: '' });
              await router.push(`/admin/team-members/${encodeURIComponent(res.data.id)}`);
            }}
          />
        </div>
      </details>
      <ErrorNote message={error} />
      {data ? (
        <ItemStatesList testId="team-member-list" items={data.members.map((m) => ({ id: m.id, title: m.name, detail: m.category, href: `/admin/team-members/${encodeURIComponent(m.id)}`, states: m.states }))} />
      ) : (
        <p role="status">Loading…</p>
      )}
    </div>
  );
}
