import { whatsappUrl } from '@/config/site';
import { useT } from '@/lib/i18n/I18nProvider';
import { WhatsAppIcon } from './icons';

/** The floating WhatsApp button: opens a chat with the Arusha office, greeting pre-typed. */
export function ChatButton() {
  const t = useT();
  return (
    <a
      href={whatsappUrl(t('common.chatGreeting'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('common.chat')}
      title={t('common.chat')}
      className="chat-button"
      data-testid="chat-button"
    >
      <WhatsAppIcon />
    </a>
  );
}
