import { type ChatMessage, DEFAULT_LANGUAGE, isLanguage, type Language, parseReplyEventId, type ReplyStreamEvent, type StreamErrorInfo } from '@asa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api.ts';
import { createChat } from './api/create-chat.ts';
import { chatsQueryKey } from './api/get-chats.ts';
import { type ChatView, chatViewKey, EMPTY_VIEW, useChatView } from './api/get-messages.ts';
import { resumeReply } from './api/resume-reply.ts';
import { sendMessage } from './api/send-message.ts';

/**
 * Spec §4: only one new-chat creation may run at a time. Module scope, not component state: the
 * screen may remount while the URL changes from /chat/create to /chat/{id}.
 */
let creatingChat = false;

let localCounter = 0;
const localId = (prefix: string) => `${prefix}-${Date.now()}-${(localCounter += 1)}`;

const NETWORK_ERROR: StreamErrorInfo = { code: 'network', message: '', retryable: true };

/** Pauses before each attempt to resume a broken reply stream (about half a minute in all). */
const RECONNECT_PAUSES_MS = [0, 500, 1000, 2000, 4000, 8000, 15_000];

/** Chats whose reply this tab is following after a reload (module scope: survives remounts). */
const following = new Set<string>();

export type SendResult = 'sent' | 'not-sent';

/**
 * The conversation of one chat (or of the draft before a chat exists). State lives in the query
 * cache, so a streaming reply survives the screen remounting and the URL changing.
 */
export function useConversation(chatId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('chat');
  const { data, isError, isPending } = useChatView(chatId);
  const view = data ?? (chatId ? undefined : queryClient.getQueryData<ChatView>(chatViewKey(null))) ?? EMPTY_VIEW;

  const language = (): Language => {
    const current = i18n.resolvedLanguage ?? i18n.language;
    return isLanguage(current) ? current : DEFAULT_LANGUAGE;
  };

  const update = (id: string | null, change: (view: ChatView) => ChatView) =>
    queryClient.setQueryData<ChatView>(chatViewKey(id), (current) => change(current ?? EMPTY_VIEW));

  function refusedMessage(error: ApiError): string {
    if (error.status === 409) return t('errors.busy');
    if (error.status === 429) return t('errors.tooMany');
    return t('errors.sendFailed');
  }

  /**
   * What one reply's events do to the cache: the emergency card, the text growing in the message
   * `assistantId` (added at its first chunk unless `shown`), the error that cut it.
   */
  function replyInto(id: string, assistantId: string, shown: boolean) {
    const state = { started: shown, failure: null as StreamErrorInfo | null };
    const onEvent = (event: ReplyStreamEvent) => {
      switch (event.type) {
        case 'emergency':
          update(id, (v) => ({ ...v, emergency: true, language: event.language ?? v.language }));
          break;
        case 'chunk': {
          const first = !state.started;
          state.started = true;
          update(id, (v) => ({
            ...v,
            phase: 'streaming',
            reconnecting: false,
            messages: first
              ? [...v.messages, { id: assistantId, role: 'assistant', content: event.text, state: 'streaming', timestamp: Date.now(), channel: 'text' }]
              : v.messages.map((m) => (m.id === assistantId ? { ...m, content: m.content + event.text } : m)),
          }));
          break;
        }
        case 'error':
          state.failure = event.error;
          break;
        case 'done':
          update(id, (v) => ({ ...v, reconnecting: false }));
          break;
      }
    };
    return { state, onEvent };
  }

  /**
   * The reply's stream broke before its end: "reconnecting" shows while it is asked for again from
   * the last event read, a few times with growing pauses (the server keeps the reply going meanwhile).
   */
  async function reconnect(id: string, from: string, onEvent: (event: ReplyStreamEvent) => void): Promise<boolean> {
    let lastEventId = from;
    for (const pause of RECONNECT_PAUSES_MS) {
      update(id, (v) => ({ ...v, reconnecting: true }));
      if (pause > 0) await new Promise((resolve) => window.setTimeout(resolve, pause));
      try {
        const outcome = await resumeReply({ chatId: id, lastEventId, onEvent });
        lastEventId = outcome.lastEventId ?? lastEventId;
        if (outcome.done) return true;
      } catch (error) {
        console.error(error);
        // The reply is not there (any more) or the session ended: nothing to resume.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
      }
    }
    return false;
  }

  /** The reply ended (or could not be followed further): the message and the screen settle. */
  function settle(id: string, assistantId: string, started: boolean, error: StreamErrorInfo | null) {
    update(id, (v) => {
      const messages: ChatMessage[] = started
        ? v.messages.map((m) => (m.id === assistantId ? { ...m, state: error ? 'incomplete' : 'complete' } : m))
        : error
          ? [...v.messages, { id: assistantId, role: 'assistant', content: '', state: 'incomplete', timestamp: Date.now(), channel: 'text' }]
          : v.messages;
      return { ...v, messages, phase: 'idle', reconnecting: false, error };
    });
    void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
    void queryClient.invalidateQueries({ queryKey: chatViewKey(id) });
  }

  /** Streams one reply into the cache; 'refused' when the server did not accept the send. */
  async function stream(id: string, content: string, retry: boolean): Promise<'streamed' | 'refused'> {
    const assistantId = localId('reply');
    const reply = replyInto(id, assistantId, false);
    update(id, (v) => ({ ...v, phase: 'waiting', error: null }));
    try {
      const outcome = await sendMessage({ chatId: id, content, language: language(), retry, onEvent: reply.onEvent });
      let done = outcome.done;
      if (!done && !reply.state.failure && outcome.lastEventId) done = await reconnect(id, outcome.lastEventId, reply.onEvent);
      if (!done) reply.state.failure ??= NETWORK_ERROR;
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        update(id, (v) => ({ ...v, phase: 'idle' }));
        toast.error(refusedMessage(error));
        return 'refused';
      }
      // "Network response was not ok" (spec §8): the spinner stops; the reply can be retried.
      console.error(error);
      reply.state.failure ??= NETWORK_ERROR;
    }
    settle(id, assistantId, reply.state.started, reply.state.failure);
    return 'streamed';
  }

  /** A reply still being written when the chat was loaded (a reload mid-reply): the rest follows. */
  async function follow(id: string, from: string): Promise<void> {
    const position = parseReplyEventId(from);
    if (!position || following.has(id)) return;
    following.add(id);
    const shown = view.messages.some((m) => m.id === position.messageId);
    const reply = replyInto(id, position.messageId, shown);
    update(id, (v) => ({ ...v, phase: 'streaming', replyingElsewhere: false, resumeFrom: null, reconnecting: true }));
    try {
      if (!(await reconnect(id, from, reply.onEvent))) reply.state.failure ??= NETWORK_ERROR;
    } finally {
      following.delete(id);
    }
    settle(id, position.messageId, reply.state.started, reply.state.failure);
  }

  const resumeFrom = view.phase === 'idle' ? (view.resumeFrom ?? null) : null;
  useEffect(() => {
    // Starting a stream is an effect of having loaded a transcript with a reply in progress.
    if (chatId && resumeFrom) void follow(chatId, resumeFrom);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow reads the view of this render
  }, [chatId, resumeFrom]);

  /**
   * Sends a message. Without a chat (spec §4): the message is shown, a chat is created, its id
   * goes into the URL, then the message is sent and the reply streams in.
   */
  async function send(text: string): Promise<SendResult> {
    const content = text.trim();
    if (!content || view.phase !== 'idle') return 'not-sent';
    const userMessage: ChatMessage = { id: localId('msg'), role: 'user', content, state: 'complete', timestamp: Date.now(), channel: 'text' };
    let id = chatId;
    if (!id) {
      if (creatingChat) return 'not-sent';
      creatingChat = true;
      update(null, () => ({ ...EMPTY_VIEW, messages: [userMessage], phase: 'waiting' }));
      try {
        id = await createChat(language());
      } catch (error) {
        console.error(error);
        update(null, () => EMPTY_VIEW);
        toast.error(t('errors.createFailed'));
        return 'not-sent';
      } finally {
        creatingChat = false;
      }
      queryClient.setQueryData<ChatView>(chatViewKey(id), { ...EMPTY_VIEW, messages: [userMessage], phase: 'waiting' });
      queryClient.removeQueries({ queryKey: chatViewKey(null), exact: true });
      void navigate(`/chat/${id}`);
    } else {
      update(id, (v) => ({ ...v, messages: [...v.messages, userMessage] }));
    }
    const outcome = await stream(id, content, false);
    if (outcome === 'refused') {
      update(id, (v) => ({ ...v, messages: v.messages.filter((m) => m.id !== userMessage.id) }));
      return 'not-sent';
    }
    return 'sent';
  }

  /** A new reply to the last message after an incomplete one. */
  async function retry(): Promise<void> {
    if (!chatId || view.phase !== 'idle') return;
    const lastUser = [...view.messages].reverse().find((m) => m.role === 'user');
    if (!lastUser) return;
    await stream(chatId, lastUser.content, true);
  }

  return {
    view,
    loading: chatId !== null && isPending,
    loadFailed: isError,
    busy: view.phase !== 'idle' || view.replyingElsewhere,
    send,
    retry,
  };
}

/** The new-chat button: clears the conversation and goes to /chat/create (spec §4). */
export function useStartNewChat() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    queryClient.removeQueries({ queryKey: chatViewKey(null), exact: true });
    void navigate('/chat/create');
  };
}
