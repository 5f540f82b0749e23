import { useRef } from 'react';
import { whatsappUrl } from '@/config/site';
import { useT } from '@/lib/i18n/I18nProvider';
import { WhatsAppIcon } from './icons';
import { useGiveWay } from './useGiveWay';

/** The floating WhatsApp button: opens a chat with the Arusha office, greeting pre-typed. Steps aside from a control under it. */
export function ChatButton() {
  const t = useT();
  const link = useRef<HTMLAnchorElement>(null);
  const covering = useGiveWay(link);
  return (
    <a
      ref={link}
      href={whatsappUrl(t('common.chatGreeting'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('common.chat')}
      title={t('common.chat')}
      className={covering ? 'chat-button pointer-events-none opacity-0' : 'chat-button'}
      data-testid="chat-button"
    >
      <WhatsAppIcon />
    </a>
  );
}
