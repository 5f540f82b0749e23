import axios, { type AxiosInstance } from 'axios';
import type { Locale } from '@/lib/i18n/config';
import { apiBase } from './apiBase';

const clients = new Map<Locale, AxiosInstance>();

/** The axios instance of a language: its API host, and the language sent along for shared hosts. */
export function apiClient(locale: Locale): AxiosInstance {
  let client = clients.get(locale);
  if (!client) {
    client = axios.create({
      baseURL: apiBase(locale),
      headers: { 'X-Locale': locale },
      timeout: 20_000,
      // An API host of its own (API_HOST_*) is another origin: the affiliate cookie goes along only when asked.
      withCredentials: /^https?:\/\//.test(apiBase(locale)),
      // Repeated keys (?level=budget&level=luxury), as the list page's URLs and the API expect.
      paramsSerializer: { indexes: null },
    });
    clients.set(locale, client);
  }
  return client;
}

/** Request options carrying a session token (`Authorization: Bearer`), for the account calls. */
export const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
