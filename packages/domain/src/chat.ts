import { z } from 'zod';
import { isLanguage, type Language, LANGUAGES } from './languages.ts';
import { MESSAGE_MAX_LENGTH } from './text.ts';
import { urgencySchema } from './urgency.ts';
import { clinicSenderSchema, PATIENT_CASE_STATES } from './workflow.ts';

/** Spec §3 Chat message. */
export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/**
 * complete: the reply ended normally. incomplete: the stream was cut (client left, provider failed
 * or timed out) and the partial text was kept (DESIGN D4). streaming: a reply is being written now.
 */
export const MESSAGE_STATES = ['complete', 'incomplete', 'streaming'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** Assistant turns echoed by a client are ignored, but they still must not be absurd. */
const ASSISTANT_ECHO_MAX_LENGTH = 20_000;

export const chatMessageInputSchema = z
  .object({
    role: z.enum(CHAT_ROLES),
    content: z.string().max(ASSISTANT_ECHO_MAX_LENGTH),
    /** Epoch milliseconds or an ISO date; informative only, the server stamps its own time. */
    timestamp: z.union([z.number(), z.string().max(40)]).optional(),
  })
  .strict();
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

/**
 * POST /api/asa/chat/{id}. The server owns the transcript (DESIGN D4): it takes the newest user
 * message (the last element, which must be the user's) and ignores the rest, so a client may send
 * just `[newMessage]`. `retry: true` asks for a new reply to the last user message after an
 * incomplete one, without storing the message again.
 */
export const sendChatBodySchema = z
  .object({
    chat: z.array(chatMessageInputSchema).min(1).max(500),
    retry: z.boolean().optional(),
    /**
     * The patient's current interface language. The reply is in the message's own language when it
     * is clearly one of the 15, else in this one (DESIGN D13).
     */
    language: z.enum(LANGUAGES).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const last = body.chat[body.chat.length - 1];
    if (!last) return;
    const path = ['chat', body.chat.length - 1];
    if (last.role !== 'user') {
      ctx.addIssue({ code: 'custom', path: [...path, 'role'], message: 'The last message must be the user’s.' });
      return;
    }
    if (last.content.trim().length === 0) {
      ctx.addIssue({ code: 'custom', path: [...path, 'content'], message: 'The message is empty.' });
    }
    if (last.content.length > MESSAGE_MAX_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'content'],
        message: `A message holds at most ${MESSAGE_MAX_LENGTH} characters.`,
      });
    }
  });
export type SendChatBody = z.infer<typeof sendChatBodySchema>;

/** POST /api/asa/chat/new (spec: payload not shown). */
export const newChatBodySchema = z.object({ language: z.enum(LANGUAGES).optional() }).strict();
export const newChatResponseSchema = z.object({ chatId: z.string() });

export const chatIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** Spec §3 Chat summary, as the patient's chat list shows it. Times are epoch milliseconds. */
export const chatSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  diagnosis: z.string(),
  urgency: urgencySchema,
  emergency: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;
export const chatListResponseSchema = z.object({ chats: z.array(chatSummarySchema) });

/** How a turn reached the chat: typed, or spoken in a voice call (issue 8: marked as voice). */
export const MESSAGE_CHANNELS = ['text', 'voice'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);

/** Roles in a stored transcript: staff write `clinic` (DESIGN D15); a client can only send `user`. */
export const TRANSCRIPT_ROLES = ['user', 'assistant', 'clinic'] as const;
export type TranscriptRole = (typeof TRANSCRIPT_ROLES)[number];

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(TRANSCRIPT_ROLES),
  /** For `clinic` messages: who at the clinic wrote (name and role). */
  sender: clinicSenderSchema.nullable().optional(),
  content: z.string(),
  /** Epoch milliseconds. */
  timestamp: z.number(),
  state: z.enum(MESSAGE_STATES),
  channel: messageChannelSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/asa/chat/{id}/messages. `emergency` keeps the emergency card after a reload. */
export const chatMessagesResponseSchema = z.object({
  chat: chatSummarySchema,
  messages: z.array(chatMessageSchema),
  emergency: z.boolean(),
  /** The chat's patient language (the language of the replies, DESIGN D13). */
  language: z.enum(LANGUAGES),
  /** A reply is being written right now (another tab, or before a reload). */
  replying: z.boolean(),
  /** Where the case is at the clinic (issue 14 §6); null before the first assessment. */
  caseState: z.enum(PATIENT_CASE_STATES).nullable(),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

/** POST /api/feedback. Spec §5: non-empty after trimming. */
export const feedbackBodySchema = z
  .object({ feedbackMessage: z.string().trim().min(1, 'Please enter a message.').max(MESSAGE_MAX_LENGTH) })
  .strict();
export const feedbackResponseSchema = z.object({ success: z.literal(true) });

/* ------------------------------------------------------------------------------------------------
 * Reply stream framing (text/event-stream).
 *
 *   data: "<chunk>"\n\n           one text chunk, JSON-encoded as a string, so newlines and any
 *                                  Unicode survive (JSON.parse gives back the exact text)
 *   event: emergency\n            the red-flag floor fired: show the emergency card (112) now, in the
 *   data: {"emergency":true,"language":"ar"}\n\n   reply's language (and the interface's, when they differ)
 *   event: error\n                the reply was cut; the partial text is stored as incomplete and
 *   data: {"code","message","retryable":true}\n\n   can be retried
 *   data: [DONE]\n\n               the end (bare, never quoted: a chunk "[DONE]" arrives as "\"[DONE]\"")
 *
 * Every event also carries `id: <assistant message id>:<characters of reply text sent so far>`; a
 * client that lost the stream asks GET /api/asa/chat/{id}/reply with that Last-Event-ID and gets
 * the rest — no character twice, none lost (issue 15 item 5).
 * ---------------------------------------------------------------------------------------------- */

/** Where a reply stream stands: the reply (assistant message) and how much of its text was sent. */
export interface ReplyPosition {
  messageId: string;
  offset: number;
}

export function formatReplyEventId(position: ReplyPosition): string {
  return `${position.messageId}:${position.offset}`;
}

/** Reads a reply event id; null for anything else (a missing, foreign or malformed id). */
export function parseReplyEventId(value: string | null | undefined): ReplyPosition | null {
  const match = /^([\w-]{1,64}):(\d{1,9})$/.exec(value?.trim() ?? '');
  return match ? { messageId: match[1]!, offset: Number(match[2]) } : null;
}

export const STREAM_DONE = '[DONE]';

export interface StreamErrorInfo {
  code: string;
  message: string;
  retryable: boolean;
}

export type ReplyStreamEvent =
  | { type: 'chunk'; text: string }
  | { type: 'emergency'; language?: Language }
  | { type: 'error'; error: StreamErrorInfo }
  | { type: 'done' };

export function encodeChunkEvent(text: string): string {
  return `data: ${JSON.stringify(text)}\n\n`;
}
export function encodeEmergencyEvent(language?: Language): string {
  return `event: emergency\ndata: ${JSON.stringify({ emergency: true, ...(language ? { language } : {}) })}\n\n`;
}
export function encodeErrorEvent(error: StreamErrorInfo): string {
  return `event: error\ndata: ${JSON.stringify(error)}\n\n`;
}
export function encodeDoneEvent(): string {
  return `data: ${STREAM_DONE}\n\n`;
}

function decodeEvent(block: string, onId: (id: string) => void): ReplyStreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') onId(value);
  }
  if (data.length === 0) return null;
  const payload = data.join('\n');
  if (event === 'emergency') {
    try {
      const parsed = JSON.parse(payload) as { language?: unknown };
      return isLanguage(parsed.language) ? { type: 'emergency', language: parsed.language } : { type: 'emergency' };
    } catch {
      return { type: 'emergency' };
    }
  }
  if (event === 'error') {
    try {
      const parsed = JSON.parse(payload) as Partial<StreamErrorInfo>;
      return {
        type: 'error',
        error: {
          code: String(parsed.code ?? 'provider_error'),
          message: String(parsed.message ?? ''),
          retryable: parsed.retryable !== false,
        },
      };
    } catch {
      return { type: 'error', error: { code: 'provider_error', message: payload, retryable: true } };
    }
  }
  if (payload === STREAM_DONE) return { type: 'done' };
  try {
    const text: unknown = JSON.parse(payload);
    return { type: 'chunk', text: typeof text === 'string' ? text : String(text) };
  } catch {
    // A server that sends raw text chunks (no JSON) still reads as text.
    return { type: 'chunk', text: payload };
  }
}

/**
 * Incremental decoder of the reply stream: feed it text as it arrives, get whole events back.
 * Used by the web client and the tests, so both read the stream the same way.
 */
export function createReplyStreamDecoder() {
  let buffer = '';
  let lastEventId: string | null = null;
  const onId = (id: string) => {
    lastEventId = id;
  };
  return {
    /** The id of the last whole event read (SSE `id:`), to resume from. */
    lastEventId: () => lastEventId,
    push(text: string): ReplyStreamEvent[] {
      buffer += text.replace(/\r\n?/g, '\n');
      const events: ReplyStreamEvent[] = [];
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const event = decodeEvent(buffer.slice(0, end), onId);
        if (event) events.push(event);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
      return events;
    },
  };
}

/** Decodes a whole reply stream body at once. */
export function decodeReplyStream(body: string): ReplyStreamEvent[] {
  return createReplyStreamDecoder().push(body.endsWith('\n\n') ? body : `${body}\n\n`);
}
