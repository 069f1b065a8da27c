import type { ChatSummary } from '@asa/domain';
import {
  CircleUserRound,
  Eye,
  Globe,
  LogOut,
  MessageCircleHeart,
  Stethoscope,
  Trash2,
  UserRound,
  X,
} from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Drawer } from 'vaul';
import { useFocusReturn } from '../../../components/ui/focus-return.ts';
import { formatRelativeTime } from '../../../lib/format.ts';
import type { SheetName } from './sheets.tsx';

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  onSheet: (sheet: SheetName) => void;
  /** Where focus goes back when the menu closes (the menu button). */
  returnFocus: RefObject<HTMLElement | null>;
  /** contact: the e-mail address, or the phone number of phone sign-ins. */
  user: { fullname: string; contact: string | null; photoURL: string | null };
  chats: ChatSummary[];
  activeChatId: string | null;
  onSelectChat: (chatId: string) => void;
}

const entry =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand';

function Avatar({ photoURL }: { photoURL: string | null }) {
  const { t } = useTranslation('chat');
  if (photoURL) {
    return (
      <img
        src={photoURL}
        alt={t('menu.avatarAlt')}
        className="size-10 shrink-0 rounded-full object-cover"
        referrerPolicy="no-referrer"
      />
    );
  }
  // The default image of spec §2.5.
  return (
    <span
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-pink-100 text-brand"
      role="img"
      aria-label={t('menu.avatarAlt')}
    >
      <UserRound className="size-5" aria-hidden="true" />
    </span>
  );
}

/**
 * Spec §2.5: a 270 px panel sliding in from the inline end, closed by an outside click. A vaul
 * Drawer (Radix Dialog): focus moves to its close button, stays inside, Escape closes it and focus
 * returns to the menu button. Opening a sheet from it hands focus to that sheet instead.
 */
export function SideMenu({
  open,
  onClose,
  onSheet,
  returnFocus,
  user,
  chats,
  activeChatId,
  onSelectChat,
}: SideMenuProps) {
  const { t, i18n } = useTranslation('chat');
  const closeButton = useRef<HTMLButtonElement>(null);
  const handingOver = useRef(false);
  // Radix gives focus back to a Dialog.Trigger only: the menu button is handed in.
  const focus = useFocusReturn(closeButton, returnFocus);
  const openSheet = (sheet: SheetName) => {
    handingOver.current = true;
    onSheet(sheet);
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(next) => !next && onClose()}
      direction={i18n.dir() === 'rtl' ? 'left' : 'right'}
      autoFocus
    >
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-30 bg-black/30 [animation-duration:300ms]!" />
        <Drawer.Content
          id="chat-side-menu"
          data-testid="side-menu"
          onOpenAutoFocus={(event) => {
            handingOver.current = false;
            focus.onOpenAutoFocus(event);
          }}
          onCloseAutoFocus={(event) => {
            // A sheet opened from the menu has taken focus: leave it there.
            if (handingOver.current) event.preventDefault();
            else focus.onCloseAutoFocus(event);
          }}
          className="fixed inset-y-0 end-0 z-40 flex w-[270px] flex-col bg-white shadow-2xl outline-none [animation-duration:300ms]!"
        >
          <nav aria-label={t('menu.title')} className="flex min-h-0 flex-1 flex-col">
            <div className="flex h-14 items-center justify-between border-b border-neutral-100 ps-4 pe-2">
              <Drawer.Title className="font-semibold text-neutral-900">{t('menu.title')}</Drawer.Title>
              <Drawer.Description className="sr-only">{t('menu.description')}</Drawer.Description>
              <button
                ref={closeButton}
                type="button"
                onClick={onClose}
                aria-label={t('menu.close')}
                className="inline-flex size-10 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>

            <div className="min-h-0 flex-1 overflow-y-auto p-2">
              <ul className="flex flex-col gap-0.5">
                <li>
                  <Link to="/profile" className={entry}>
                    <CircleUserRound className="size-5 text-neutral-500" aria-hidden="true" />
                    {t('menu.profile')}
                  </Link>
                </li>
                <li>
                  <Link to="/doctors" className={entry}>
                    <Stethoscope className="size-5 text-neutral-500" aria-hidden="true" />
                    {t('menu.doctors')}
                  </Link>
                </li>
                <li>
                  <button type="button" className={entry} onClick={() => openSheet('feedback')}>
                    <MessageCircleHeart className="size-5 text-neutral-500" aria-hidden="true" />
                    {t('menu.helpUs')}
                  </button>
                </li>
                <li>
                  <button type="button" className={entry} onClick={() => openSheet('language')}>
                    <Globe className="size-5 text-neutral-500" aria-hidden="true" />
                    {t('menu.language')}
                  </button>
                </li>
                {activeChatId ? (
                  <li>
                    <button type="button" className={entry} onClick={() => openSheet('access')}>
                      <Eye className="size-5 text-neutral-500" aria-hidden="true" />
                      {t('menu.accessLog')}
                    </button>
                  </li>
                ) : null}
                <li>
                  <button type="button" className={entry} onClick={() => openSheet('logout')}>
                    <LogOut className="size-5 text-neutral-500" aria-hidden="true" />
                    {t('menu.logout')}
                  </button>
                </li>
              </ul>

              <h2 className="mt-5 mb-1 px-3 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
                {t('menu.yourChats')}
              </h2>
              {chats.length === 0 ? (
                <p className="px-3 py-2 text-sm text-neutral-500">{t('menu.noChats')}</p>
              ) : (
                <ul className="flex flex-col gap-0.5">
                  {chats.map((chat) => (
                    <li key={chat.id}>
                      <button
                        type="button"
                        onClick={() => onSelectChat(chat.id)}
                        aria-current={chat.id === activeChatId ? 'page' : undefined}
                        className="flex w-full flex-col rounded-xl px-3 py-2 text-start hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:bg-neutral-100"
                      >
                        <span dir="auto" className="truncate text-sm text-neutral-900">
                          {chat.title || t('newChatTitle')}
                        </span>
                        <span className="text-xs text-neutral-500">{formatRelativeTime(chat.updatedAt)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>

            <div className="border-t border-neutral-100 p-3">
              <div className="flex items-center gap-3 px-1">
                <Avatar photoURL={user.photoURL} />
                <div className="min-w-0">
                  <p className="truncate font-medium text-neutral-900">
                    {user.fullname || t('menu.guestUser')}
                  </p>
                  {user.contact && (
                    <p dir="ltr" className="truncate text-sm text-neutral-500">
                      {user.contact}
                    </p>
                  )}
                </div>
              </div>
              <button
                type="button"
                onClick={() => openSheet('delete')}
                className="mt-3 flex w-full items-center gap-2 rounded-xl px-3 py-2 text-sm text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('menu.deleteAccount')}
              </button>
            </div>
          </nav>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
