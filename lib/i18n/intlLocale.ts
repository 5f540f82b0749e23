/**
 * The site's languages as Intl should read them: its Portuguese is Portugal's ("Quénia",
 * "Estónia", "0 avaliações"), while plain "pt" is Brazil's ("Quênia", "Estônia").
 */
const INTL_LOCALES: Record<string, string> = { pt: 'pt-PT' };

export const intlLocale = (locale: string): string => INTL_LOCALES[locale] ?? locale;
