import type { ChatSummary } from '@asa/domain';
import { CircleUserRound, Eye, Globe, LogOut, MessageCircleHeart, Stethoscope, Trash2, UserRound, X } from 'lucide-react';
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../lib/format.ts';
import type { SheetName } from './sheets.tsx';

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  onSheet: (sheet: SheetName) => void;
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
    return <img src={photoURL} alt={t('menu.avatarAlt')} className="size-10 shrink-0 rounded-full object-cover" referrerPolicy="no-referrer" />;
  }
  // The default image of spec §2.5.
  return (
    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-pink-100 text-brand" role="img" aria-label={t('menu.avatarAlt')}>
      <UserRound className="size-5" aria-hidden="true" />
    </span>
  );
}

/** Spec §2.5: a 270 px panel sliding in from the right (the inline end), closed by an outside click. */
export function SideMenu({ open, onClose, onSheet, user, chats, activeChatId, onSelectChat }: SideMenuProps) {
  const { t } = useTranslation('chat');
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  // Focus moves into the panel when it opens, Escape closes it, and focus goes back to where it
  // was (the menu button) when it closes (DOM focus and keys: an effect).
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = panel.current;
    // Once the panel is visible: `visibility` only switches when its transition has started, which
    // on a busy device can take a while, so try each frame for up to a second.
    const started = performance.now();
    let frame = 0;
    const tryFocus = () => {
      const target = closeButton.current;
      target?.focus();
      if (document.activeElement !== target && performance.now() - started < 1000) frame = requestAnimationFrame(tryFocus);
    };
    frame = requestAnimationFrame(tryFocus);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', onKey);
      const focused = document.activeElement;
      const focusWasInside = !focused || focused === document.body || Boolean(element?.contains(focused));
      if (previous && document.contains(previous) && focusWasInside) previous.focus();
    };
  }, [open, onClose]);

  // Tab and Shift+Tab stay inside the open panel (WCAG 2.4.3).
  const trapTab = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`fixed inset-0 z-30 bg-black/30 transition-opacity duration-300 ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <nav
        ref={panel}
        id="chat-side-menu"
        aria-label={t('menu.title')}
        inert={!open}
        onKeyDown={trapTab}
        className={`fixed inset-y-0 end-0 z-40 flex w-[270px] flex-col bg-white transition-[transform,visibility] duration-300 ${
          open ? 'translate-x-0 shadow-2xl' : 'invisible translate-x-full rtl:-translate-x-full'
        }`}
      >
        <div className="flex h-14 items-center justify-between border-b border-neutral-100 ps-4 pe-2">
          <span className="font-semibold text-neutral-900">{t('menu.title')}</span>
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
              <button type="button" className={entry} onClick={() => onSheet('feedback')}>
                <MessageCircleHeart className="size-5 text-neutral-500" aria-hidden="true" />
                {t('menu.helpUs')}
              </button>
            </li>
            <li>
              <button type="button" className={entry} onClick={() => onSheet('language')}>
                <Globe className="size-5 text-neutral-500" aria-hidden="true" />
                {t('menu.language')}
              </button>
            </li>
            {activeChatId ? (
              <li>
                <button type="button" className={entry} onClick={() => onSheet('access')}>
                  <Eye className="size-5 text-neutral-500" aria-hidden="true" />
                  {t('menu.accessLog')}
                </button>
              </li>
            ) : null}
            <li>
              <button type="button" className={entry} onClick={() => onSheet('logout')}>
                <LogOut className="size-5 text-neutral-500" aria-hidden="true" />
                {t('menu.logout')}
              </button>
            </li>
          </ul>

          <h2 className="mt-5 mb-1 px-3 text-xs font-semibold tracking-wide text-neutral-500 uppercase">{t('menu.yourChats')}</h2>
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
              <p className="truncate font-medium text-neutral-900">{user.fullname || t('menu.guestUser')}</p>
              {user.contact && (
                <p dir="ltr" className="truncate text-sm text-neutral-500">
                  {user.contact}
                </p>
              )}
            </div>
          </div>
          <button
            type="button"
            onClick={() => onSheet('delete')}
            className="mt-3 flex w-full items-center gap-2 rounded-xl px-3 py-2 text-sm text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('menu.deleteAccount')}
          </button>
        </div>
      </nav>
    </>
  );
}
