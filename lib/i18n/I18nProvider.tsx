import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from './config';
import { translate, type Messages } from './translate';

type I18n = { locale: Locale; messages: Messages; t: (key: string, params?: Record<string, string | number>) => string };

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo<I18n>(() => ({ locale, messages, t: (key, params) => translate(messages, key, params, locale) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}

export const useT = () => useI18n().t;
