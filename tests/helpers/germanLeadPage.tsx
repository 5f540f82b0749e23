import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { makeStore } from '@/store';

/** A lead form rendered as on the German domain at `path`: a real store, the page's strings, next-router-mock's router. */
export function germanLeadPage(children: ReactNode, path: string) {
  mockRouter.setCurrentUrl(path);
  mockRouter.locale = 'de';
  return render(
    <MemoryRouterProvider>
      <Provider store={makeStore()}>
        <I18nProvider locale="de" messages={loadMessages('de', ['pages', 'leads', 'validation', 'names'])}>{children}</I18nProvider>
      </Provider>
    </MemoryRouterProvider>,
  );
}
