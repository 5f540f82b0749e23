import { SiteImg } from '@/components/ui/SiteImg';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { useDisplayNames } from '@/lib/i18n/useDisplayNames';
import type { TeamMember } from '@/server/info/service';
import { intlLocale } from '@/lib/i18n/intlLocale';

const initials = (name: string) => name.split(/\s+/).map((w) => w[0]).join('').slice(0, 2);

function languageList(names: string[], locale: string): string {
  try {
    return new Intl.ListFormat(intlLocale(locale), { style: 'long', type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** One person: their portrait (a monogram until the office adds one), role, bio, languages. */
export function TeamCard({ member }: { member: TeamMember }) {
  const { locale, t } = useI18n();
  const names = useDisplayNames();
  return (
    <article className="flex h-full gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/5" data-testid="team-member">
      {member.photo ? (
        <span className="h-14 w-14 shrink-0 overflow-hidden rounded-full">
          <SiteImg image={member.photo} alt="" widths={[320]} sizes="56px" />
        </span>
      ) : (
        <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-acacia-700 font-display text-xl font-semibold text-white">
          {initials(member.name)}
        </span>
      )}
      <div>
        <h3 className="font-sans text-lg font-semibold text-night-900">{member.name}</h3>
        <p className="text-sm font-semibold text-sunset-700">{member.role}</p>
        <p className="mt-2 text-sm leading-relaxed text-night-800">{member.bio}</p>
        <p className="mt-3 text-xs text-night-600">
          {t('info.team.since', { year: member.since })} · {t('info.team.speaks', { languages: languageList(member.languages.map(names.language), locale) })}
        </p>
      </div>
    </article>
  );
}
