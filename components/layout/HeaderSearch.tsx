import { useT } from '@/lib/i18n/I18nProvider';
import { SearchIcon } from '@/components/ui/icons';

type Props = {
  /** Unique per page: the header holds one box for wide screens and one in the phone menu. */
  id: string;
  /** `bar`: small, on the dark top bar; `menu`: full width in the phone menu. */
  variant: 'bar' | 'menu';
};

/** The site search from any page: a plain GET form onto /Search, so it works before (or without) JavaScript. */
export function HeaderSearch({ id, variant }: Props) {
  const t = useT();
  const bar = variant === 'bar';
  return (
    <form method="get" action="/Search" role="search" aria-label={t('common.search.label')} className={`flex items-center ${bar ? 'w-56 2xl:w-64' : 'w-full'}`} data-testid={`header-search-${variant}`}>
      <label htmlFor={id} className="sr-only">
        {t('common.search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        maxLength={100}
        placeholder={t('common.search.placeholder')}
        className={
          bar
            ? 'bar-search-input'
            : 'min-w-0 flex-1 rounded-l-full border border-r-0 border-sand-300 bg-white px-4 py-2 text-night-900 placeholder:text-night-500 focus:border-sunset-500'
        }
      />
      <button
        type="submit"
        className={
          bar
            ? 'bar-search-button'
            : 'rounded-r-full border border-sunset-600 bg-sunset-600 px-4 py-2.5 text-white hover:bg-sunset-700'
        }
      >
        <SearchIcon width={bar ? 14 : 18} height={bar ? 14 : 18} />
        <span className="sr-only">{t('common.search.submit')}</span>
      </button>
    </form>
  );
}
