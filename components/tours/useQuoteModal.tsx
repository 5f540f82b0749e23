import { useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { fetchStrings } from '@/services/strings';
import { I18nProvider, useI18n } from '@/lib/i18n/I18nProvider';
import { mergeMessages } from '@/lib/i18n/mergeMessages';
import { QUOTE_FORM_NAMESPACES } from '@/lib/i18n/onDemand';

type ModalProps = { tour: { slug: string; title: string }; onClose: () => void };

/**
 * A "Get a free quote" link that opens the short form in a modal (the booking pane's, the phone
 * bar's). The modal's code (form, schema, countries) and its strings are fetched when it is about
 * to be used (pointer over the link, focus) or on the click, never with the page.
 */
export function useQuoteModal(tour: { slug: string; title: string }): { open: (e: MouseEvent<HTMLAnchorElement>) => void; warm: () => void; modal: ReactNode } {
  const { locale, messages } = useI18n();
  const [Modal, setModal] = useState<ComponentType<ModalProps> | null>(null);
  const [formStrings, setFormStrings] = useState<typeof messages | null>(null);
  const modalParts = () => Promise.all([import('@/components/leads/QuoteModal'), fetchStrings(locale, QUOTE_FORM_NAMESPACES)]);
  const warm = () => void modalParts().catch(() => undefined);
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const page = e.currentTarget.href;
    modalParts().then(
      ([m, strings]) => {
        setFormStrings(mergeMessages(messages, strings));
        setModal(() => m.default);
      },
      // Without its code or strings (offline, a failed deploy) the Quote page has the same form.
      () => window.location.assign(page),
    );
  };
  const modal =
    Modal && formStrings ? (
      <I18nProvider locale={locale} messages={formStrings}>
        <Modal tour={{ slug: tour.slug, title: tour.title }} onClose={() => setModal(null)} />
      </I18nProvider>
    ) : null;
  return { open, warm, modal };
}
