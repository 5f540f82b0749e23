import { countryName } from './dates';

/** The office's address with the country in the page's language ("Tansania", "Tanzanie", "Tanzânia"). */
export const siteAddress = (locale: string) => `Njiro Road, Arusha, ${countryName('TZ', locale)}`;
