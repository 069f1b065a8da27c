import { homePathFor, PENDING_MESSAGE_STORAGE_KEY } from '@asa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { EmergencyCard } from '../../components/ui/emergency-card.tsx';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { type SessionUser, useUser } from '../auth/api/get-user.ts';
import { deleteAccount, signOut } from './api/account.ts';
import { useChats } from './api/get-chats.ts';
import { chatViewKey, useClinicUpdates } from './api/get-messages.ts';
import { CaseStatus } from './components/case-status.tsx';
import { ChatHeader } from './components/chat-header.tsx';
import { ChatInput } from './components/chat-input.tsx';
import { MessageList } from './components/message-list.tsx';
import { AccessLogSheet, ConfirmSheet, FeedbackSheet, LanguageSheet, type SheetName } from './components/sheets.tsx';
import { SideMenu } from './components/side-menu.tsx';
import { useConversation, useStartNewChat } from './use-conversation.ts';
import { VoiceButton } from './voice/voice-button.tsx';

/** The landing keeps a message typed before sign-in; the chat takes it (once) and sends it. */
function takePendingMessage(): string | null {
  try {
    const pending = sessionStorage.getItem(PENDING_MESSAGE_STORAGE_KEY);
    if (pending !== null) sessionStorage.removeItem(PENDING_MESSAGE_STORAGE_KEY);
    return pending && pending.trim() ? pending : null;
  } catch {
    return null;
  }
}

/**
 * /chat, /chat/create and /chat/{chatId} (spec §2.5) for signed-in users; staff go to their own
 * screens. Signed-out visitors see the dark landing instead (composed in app/chat-route.tsx); the
 * redirect below only covers a session that ends while the chat is open.
 */
export function ChatPage() {
  const { data: user, isPending } = useUser();
  if (isPending) return <LoadingScreen />;
  if (!user) return <Navigate to="/landing" replace />;
  if (user.role !== 'user') return <Navigate to={homePathFor(user.role)} replace />;
  return <ChatScreen user={user} />;
}

function ChatScreen({ user }: { user: SessionUser }) {
  const { t } = useTranslation('chat');
  const params = useParams();
  const chatId = params.chatId ?? null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const conversation = useConversation(chatId);
  const startNewChat = useStartNewChat();
  const chats = useChats();
  const [draft, setDraft] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [sheet, setSheet] = useState<SheetName | null>(null);
  const [accountBusy, setAccountBusy] = useState(false);
  const { view } = conversation;
  useClinicUpdates(chatId);

  const submit = async (text: string) => {
    setDraft('');
    if ((await conversation.send(text)) === 'not-sent') setDraft((current) => current || text);
  };

  // A message typed on the landing screen before sign-in is sent once, on arrival (an effect:
  // sessionStorage is outside React; reading and removing it first makes a second run a no-op).
  const pendingHandled = useRef(false);
  useEffect(() => {
    if (pendingHandled.current) return;
    pendingHandled.current = true;
    const pending = takePendingMessage();
    if (pending) void conversation.send(pending);
  });

  const openSheet = (name: SheetName) => {
    setMenuOpen(false);
    setSheet(name);
  };

  const finishSignOut = async (message: string) => {
    queryClient.clear();
    toast.success(message);
    await navigate('/landing', { replace: true });
  };

  const logout = async () => {
    setAccountBusy(true);
    try {
      await signOut();
      setSheet(null);
      await finishSignOut(t('logout.done'));
    } catch {
      toast.error(t('errors.unexpected'));
    } finally {
      setAccountBusy(false);
    }
  };

  const removeAccount = async () => {
    setAccountBusy(true);
    try {
      await deleteAccount();
    } catch {
      toast.error(t('deleteAccount.failed'));
      setAccountBusy(false);
      return;
    }
    // The session went with the account; signing out locally also clears the cookie if one is left.
    await signOut().catch(() => undefined);
    setSheet(null);
    setAccountBusy(false);
    await finishSignOut(t('deleteAccount.done'));
  };

  const lastReply = [...view.messages].reverse().find((m) => m.role === 'assistant' && m.state === 'complete') ?? null;
  const empty = view.messages.length === 0 && view.phase === 'idle';
  const lastMessage = view.messages[view.messages.length - 1];
  const canRetry = !conversation.busy && lastMessage?.role === 'assistant' && lastMessage.state === 'incomplete';

  const input = (
    <ChatInput
      value={draft}
      onChange={setDraft}
      onSubmit={() => void submit(draft)}
      sendDisabled={conversation.busy}
      autoFocus
      extra={
        <VoiceButton
          chatId={chatId}
          onDictation={(text) => setDraft((current) => (current ? `${current} ${text}` : text))}
          lastReply={lastReply ? { id: lastReply.id, content: lastReply.content } : null}
          onCallClosed={(id) => {
            if (id) {
              void queryClient.invalidateQueries({ queryKey: chatViewKey(id) });
              if (id !== chatId) void navigate(`/chat/${id}`);
            }
          }}
        />
      }
    />
  );

  let body;
  if (conversation.loading) {
    body = (
      <div className="flex flex-1 items-center justify-center" role="status">
        <span className="inline-block size-6 animate-spin rounded-full border-2 border-neutral-200 border-t-brand" aria-hidden="true" />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  } else if (conversation.loadFailed) {
    body = (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="text-neutral-700">{t('errors.loadFailed')}</p>
        <button type="button" onClick={startNewChat} className="rounded-full bg-neutral-900 px-5 py-2 text-white hover:bg-neutral-700">
          {t('newChat')}
        </button>
      </div>
    );
  } else if (empty) {
    body = (
      <div className="flex flex-1 flex-col items-center justify-center px-6 text-center">
        <h2 className="text-3xl font-semibold tracking-tight text-neutral-900 sm:text-4xl">{t('empty.prompt')}</h2>
      </div>
    );
  } else {
    body = (
      <MessageList
        messages={view.messages}
        waiting={view.phase === 'waiting' || (view.replyingElsewhere && view.phase === 'idle')}
        reconnecting={view.reconnecting ?? false}
        busy={conversation.busy}
        canRetry={canRetry}
        onRetry={() => void conversation.retry()}
      />
    );
  }

  return (
    <div className="flex h-dvh flex-col bg-white text-neutral-900">
      <ChatHeader
        menuButton={menuButton}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
        onNewChat={() => {
          setDraft('');
          startNewChat();
        }}
      />
      <main className="flex min-h-0 flex-1 flex-col">
        {body}
        <div className="mx-auto w-full max-w-3xl shrink-0 px-3 pt-2 pb-3">
          {view.caseState ? <CaseStatus state={view.caseState} /> : null}
          {view.emergency && (
            <div className="mb-3">
              <EmergencyCard language={view.language} />
            </div>
          )}
          {input}
          <p className="mt-2 px-2 text-center text-xs text-neutral-500">{t('emergencyNotice')}</p>
        </div>
      </main>

      <SideMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        onSheet={openSheet}
        returnFocus={menuButton}
        user={{ fullname: user.fullname, contact: user.email ?? user.phoneNumber, photoURL: user.photoURL }}
        chats={chats.data ?? []}
        activeChatId={chatId}
        onSelectChat={(id) => {
          setMenuOpen(false);
          setDraft('');
          void navigate(`/chat/${id}`);
        }}
      />

      <FeedbackSheet returnFocus={menuButton} open={sheet === 'feedback'} onClose={() => setSheet(null)} />
      <LanguageSheet returnFocus={menuButton} open={sheet === 'language'} onClose={() => setSheet(null)} />
      <AccessLogSheet returnFocus={menuButton} open={sheet === 'access'} onClose={() => setSheet(null)} chatId={chatId} />
      <ConfirmSheet
        returnFocus={menuButton}
        open={sheet === 'logout'}
        onClose={() => setSheet(null)}
        title={t('logout.title')}
        description={t('logout.description')}
        confirmLabel={t('logout.confirm')}
        busy={accountBusy}
        onConfirm={() => void logout()}
      />
      <ConfirmSheet
        returnFocus={menuButton}
        open={sheet === 'delete'}
        onClose={() => setSheet(null)}
        title={t('deleteAccount.title')}
        description={t('deleteAccount.description')}
        warning={t('deleteAccount.warning')}
        confirmLabel={t('deleteAccount.confirm')}
        danger
        busy={accountBusy}
        onConfirm={() => void removeAccount()}
      />
    </div>
  );
}
