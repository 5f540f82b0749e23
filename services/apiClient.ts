import axios, { type AxiosInstance } from 'axios';
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

const clients = new Map<Locale, AxiosInstance>();

/** The axios instance of a language: its API host, and the language sent along for shared hosts. */
export function apiClient(locale: Locale): AxiosInstance {
  let client = clients.get(locale);
  if (!client) {
    client = axios.create({
      baseURL: `${API_HOSTS[locale].replace(/\/+$/, '')}/api`,
      headers: { 'X-Locale': locale },
      timeout: 20_000,
      // Repeated keys (?level=budget&level=luxury), as the list page's URLs and the API expect.
      paramsSerializer: { indexes: null },
    });
    clients.set(locale, client);
  }
  return client;
}

/** Request options carrying a session token (`Authorization: Bearer`), for the account calls. */
export const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
