import { useT } from '@/lib/i18n/I18nProvider';
import type { Associate } from '@/server/info/service';

/** Licences, memberships and partners, each with a lettered badge and a link to the body's own site. */
export function AssociateList({ associates }: { associates: Associate[] }) {
  const t = useT();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="associates">
      {associates.map((a) => (
        <li key={a.id} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/5">
          <span aria-hidden="true" className="flex h-14 min-w-14 shrink-0 items-center justify-center rounded-xl border-2 border-acacia-700 px-2 text-sm font-bold tracking-wide text-acacia-800">
            {a.abbreviation}
          </span>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-sunset-700">{t(`info.associates.kinds.${a.kind}`)}</p>
            <h3 className="font-sans text-base font-semibold text-night-900">
              <a href={a.url} rel="noopener" target="_blank" className="underline decoration-sand-300 underline-offset-2 hover:decoration-night-900" aria-label={t('info.associates.visit', { name: a.name })}>
                {a.name}
              </a>
            </h3>
            <p className="mt-1 text-sm text-night-800">{a.description}</p>
            {a.reference ? <p className="mt-1 text-xs font-semibold text-night-700">{t('info.associates.reference', { reference: a.reference })}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
