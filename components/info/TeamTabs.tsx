import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '@/lib/i18n/I18nProvider';
import { TEAM_CATEGORIES, type TeamCategory } from '@/lib/info/teamCategories';
import type { TeamMember } from '@/server/info/service';
import { TeamCard } from './TeamCard';

/**
 * The About page's departments as WAI-ARIA tabs: arrow keys, Home and End move between them.
 * Every panel is in the HTML, so crawlers and readers without JavaScript get the whole team.
 */
export function TeamTabs({ team }: { team: TeamMember[] }) {
  const t = useT();
  const id = useId();
  const [active, setActive] = useState<TeamCategory>('sales');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = TEAM_CATEGORIES.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    setActive(TEAM_CATEGORIES[next]);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={t('info.team.tabsLabel')} className="flex flex-wrap gap-2 border-b border-sand-200">
        {TEAM_CATEGORIES.map((c, i) => (
          <button
            key={c}
            ref={(el) => { tabs.current[i] = el; }}
            type="button"
            role="tab"
            id={`${id}-tab-${c}`}
            aria-controls={`${id}-panel-${c}`}
            aria-selected={active === c}
            tabIndex={active === c ? 0 : -1}
            onClick={() => setActive(c)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`-mb-px rounded-t-lg border-b-2 px-4 py-3 font-semibold ${active === c ? 'border-sunset-600 text-night-900' : 'border-transparent text-night-600 hover:text-night-900'}`}
          >
            {t(`info.team.tabs.${c}`)}
          </button>
        ))}
      </div>
      {TEAM_CATEGORIES.map((c) => (
        <div key={c} role="tabpanel" id={`${id}-panel-${c}`} aria-labelledby={`${id}-tab-${c}`} hidden={active !== c} className="pt-6">
          <ul className="grid gap-5 md:grid-cols-2">
            {team.filter((m) => m.category === c).map((m) => <li key={m.id}><TeamCard member={m} /></li>)}
          </ul>
        </div>
      ))}
    </div>
  );
}
