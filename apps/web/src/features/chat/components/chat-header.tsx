import { Menu, SquarePen } from 'lucide-react';
import { type RefObject, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand';

/** Spec §2.5: new chat on the left, product name in the centre, menu with a status dot on the right. */
export function ChatHeader({
  onNewChat,
  onOpenMenu,
  menuOpen,
  menuButton,
}: {
  onNewChat: () => void;
  onOpenMenu: () => void;
  menuOpen: boolean;
  menuButton?: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation('common');
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center justify-between border-b border-neutral-100 bg-white/95 px-2 backdrop-blur">
      <button type="button" className={iconButton} onClick={onNewChat} aria-label={t('newChat')} title={t('newChat')}>
        <SquarePen className="size-5" aria-hidden="true" />
      </button>
      <h1 className="text-lg font-semibold tracking-tight text-neutral-900">{tc('appName')}</h1>
      <button
        ref={menuButton}
        type="button"
        className={`${iconButton} relative`}
        onClick={onOpenMenu}
        aria-label={`${t('menu.open')} (${online ? t('menu.online') : t('menu.offline')})`}
        aria-expanded={menuOpen}
        aria-controls="chat-side-menu"
      >
        <Menu className="size-5" aria-hidden="true" />
        <span
          aria-hidden="true"
          className={`absolute end-2 top-2 size-2.5 rounded-full ring-2 ring-white ${online ? 'bg-emerald-500' : 'bg-neutral-400'}`}
        />
      </button>
    </header>
  );
}
