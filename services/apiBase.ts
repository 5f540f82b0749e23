import type { Locale } from '@/lib/i18n/config';

// Literal reads so Next inlines each language's API host (next.config.js `env`); '' = same origin.
const API_HOSTS: Record<Locale, string> = {
  en: process.env.NEXT_PUBLIC_API_HOST_EN || '',
  de: process.env.NEXT_PUBLIC_API_HOST_DE || '',
  fr: process.env.NEXT_PUBLIC_API_HOST_FR || '',
  es: process.env.NEXT_PUBLIC_API_HOST_ES || '',
  it: process.env.NEXT_PUBLIC_API_HOST_IT || '',
  pt: process.env.NEXT_PUBLIC_API_HOST_PT || '',
};

/** Where a language's API answers: `<its API host>/api`, or `/api` on the page's own origin. */
export const apiBase = (locale: Locale) => `${API_HOSTS[locale].replace(/\/+$/, '')}/api`;
