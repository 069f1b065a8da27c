import {
  type ChatMessage,
  type ChatSummary,
  DEFAULT_LANGUAGE,
  encodeChunkEvent,
  encodeDoneEvent,
  encodeEmergencyEvent,
  encodeErrorEvent,
  isLanguage,
  type Language,
  claimActive,
  type MessageState,
  mostUrgent,
  normaliseUrgency,
  patientCaseState,
  type PatientCaseState,
  type SendChatBody,
  type StreamErrorInfo,
  type Urgency,
} from '@asa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type AiProvider, AiProviderError, type ConversationTurn } from '../../adapters/ai/index.ts';
import type { TriageReader } from '../../adapters/triage/pool.ts';
import type { Config } from '../../config.ts';
import { newId } from '../../db/ids.ts';
import type { Chat, Database, Message } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { ensureCompany, findCompanyBySlug } from '../companies/repo.ts';
import type { CaseEventBus } from '../events/bus.ts';
import type { Identity } from '../identity/context.ts';
import type { Assessor } from './assessor.ts';
import { replyLanguage } from './language.ts';
import * as repo from './repo.ts';

export interface ChatServiceDeps {
  db: Kysely<Database>;
  config: Config;
  provider: AiProvider;
  assessor: Assessor;
  /** The triage engine's readings (worker threads or in-process). */
  triage: TriageReader;
  events: CaseEventBus;
  log: FastifyBaseLogger;
}

/** Where a turn's events go (the SSE response); writes after the client left are dropped. */
export interface ReplySink {
  write(frame: string): void;
  end(): void;
  /** Aborts when the client disconnects. */
  signal: AbortSignal;
}

/** A send accepted by the service: both rows are stored, the reply can stream. */
export interface Turn {
  chatId: string;
  assistantId: string;
  /** The reply's language: the patient's message's when clear, else the interface's (DESIGN D13). */
  language: Language;
  /** The interface language the patient uses; the emergency card also shows its text. */
  interfaceLanguage: Language;
  history: ConversationTurn[];
  emergency: boolean;
  /** The offline engine's reply, read with the red flags at the send. */
  preparedReply?: string;
}

const TITLE_LENGTH = 60;
const PROGRESS_SAVE_MS = 1000;

function toSummary(chat: Chat): ChatSummary {
  return {
    id: chat.id,
    title: chat.title,
    diagnosis: chat.diagnosis,
    urgency: normaliseUrgency(Number(chat.urgency)),
    emergency: Number(chat.emergency) === 1,
    createdAt: Number(chat.createdAt),
    updatedAt: Number(chat.updatedAt),
  };
}

/** Where the case is at the clinic, as the patient's chat shows it (issue 14 §6). */
export function caseStateOf(chat: Chat, claimTtlMs: number, now = Date.now()): PatientCaseState | null {
  const claimed = chat.claimedBy !== null && claimActive(chat.claimedAt === null ? null : Number(chat.claimedAt), now, claimTtlMs);
  return patientCaseState({ status: chat.status, claimed });
}

function toMessage(message: Message): ChatMessage {
  const state = message.state as MessageState;
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    timestamp: Number(message.createdAt),
    state: state === 'incomplete' || state === 'streaming' ? state : 'complete',
    channel: message.channel === 'voice' ? 'voice' : 'text',
  };
}

function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= TITLE_LENGTH ? line : `${line.slice(0, TITLE_LENGTH - 1).trimEnd()}…`;
}

/** What the provider and the assessor see: cut replies are left out, the patient's words never. */
function conversation(messages: Message[]): ConversationTurn[] {
  return messages
    .filter((m) => m.role === 'user' || (m.state === 'complete' && m.content.trim() !== ''))
    .map((m) => ({ role: m.role, content: m.content }));
}

function streamError(error: AiProviderError): StreamErrorInfo {
  switch (error.code) {
    case 'provider_timeout':
      return { code: 'provider_timeout', message: 'The assistant took too long to answer. Please try again.', retryable: true };
    case 'empty_reply':
      return { code: 'provider_error', message: 'The assistant gave no answer. Please try again.', retryable: true };
    case 'provider_error':
    case 'client_gone':
      return { code: 'provider_error', message: 'The assistant could not finish its answer. Please try again.', retryable: true };
  }
}

export function createChatService(deps: ChatServiceDeps) {
  const { db, config, provider, assessor, triage, events, log } = deps;
  const lifetime = new AbortController();

  async function companyFor(identity: Identity): Promise<string> {
    if (identity.companyId) return identity.companyId;
    // Every case belongs to a company (DESIGN D9): patients without one join the default clinic.
    const company =
      (await findCompanyBySlug(db, config.DEFAULT_COMPANY_SLUG)) ??
      (await ensureCompany(db, { slug: config.DEFAULT_COMPANY_SLUG, name: config.DEFAULT_COMPANY_SLUG }));
    return company.id;
  }

  async function ownedChat(identity: Identity, chatId: string): Promise<Chat> {
    const chat = await repo.findOwnedChat(db, chatId, identity.userId);
    if (!chat) throw notFound('Chat not found.');
    return chat;
  }

  async function assessAndStore(chatId: string): Promise<void> {
    const [chat, messages] = await Promise.all([repo.findChatWithReportLanguage(db, chatId), repo.listMessages(db, chatId)]);
    if (!chat) return;
    const history = conversation(messages);
    // What this assessment covers: a newer one stored meanwhile (another instance) is kept.
    const through = Math.max(0, ...messages.map((m) => Number(m.createdAt)));
    if (!history.some((m) => m.role === 'user')) return;
    const { reportLanguage } = chat;
    const result = await assessor.assessDetailed(history, {
      patientLanguage: isLanguage(chat.patientLanguage) ? chat.patientLanguage : DEFAULT_LANGUAGE,
      reportLanguage: isLanguage(reportLanguage) ? reportLanguage : 'en',
      signal: lifetime.signal,
      // The stated age and sex in the same reading as the floor: one transcript to the worker, not two.
      demographics: true,
    });
    if (lifetime.signal.aborted) return;
    const { assessment } = result;
    const stated =
      result.demographics ?? (await triage.demographics({ messages: history, language: isLanguage(chat.patientLanguage) ? chat.patientLanguage : DEFAULT_LANGUAGE }));
    const stored = await repo.storeAssessment(db, chatId, {
      urgency: assessment.urgency,
      patientAge: stated.ageYears === null ? null : Math.floor(stated.ageYears),
      patientSex: stated.sex,
      diagnosis: assessment.diagnosis,
      diagnosisData: JSON.stringify(assessment.diagnosisData),
      medicalHistory: JSON.stringify(assessment.medicalHistory),
      emergency: result.emergency,
      now: Date.now(),
      through,
    });
    if (!stored) return;
    log.info({ chatId, urgency: assessment.urgency, source: result.source, emergency: result.emergency }, 'chat assessed');
    await events.publish({
      type: stored.first ? 'case.created' : 'case.updated',
      companyId: stored.companyId,
      chatId,
      // previousUrgency lets the nurse hub tell a case that has just become critical (null: new case).
      payload: {
        urgency: stored.urgency,
        aiUrgency: assessment.urgency,
        previousUrgency: stored.first ? null : Number(chat.urgency),
        emergency: result.emergency,
        status: stored.status,
        worsened: stored.worsened,
      },
    });
  }

  /**
   * Assessments wait here after [DONE], each chat once however often its patient wrote meanwhile:
   * an assessment reads the whole transcript when it starts, so one run covers every message
   * before it (issue 16: coalesced). At most ASSESSMENT_CONCURRENCY run at once, one per chat, so
   * a burst of finished replies cannot crowd out the next patients' first words.
   */
  const queuedAssessments = new Set<string>();
  const runningAssessments = new Map<string, Promise<void>>();

  function startAssessments(): void {
    for (const chatId of queuedAssessments) {
      if (runningAssessments.size >= config.ASSESSMENT_CONCURRENCY) return;
      if (runningAssessments.has(chatId)) continue;
      queuedAssessments.delete(chatId);
      const run = assessAndStore(chatId)
        .catch((error: unknown) => log.error({ err: error, chatId }, 'chat assessment failed'))
        .finally(() => {
          runningAssessments.delete(chatId);
          startAssessments();
        });
      runningAssessments.set(chatId, run);
    }
  }

  function scheduleAssessment(chatId: string): void {
    queuedAssessments.add(chatId);
    startAssessments();
  }

  return {
    async createChat(identity: Identity, language: Language | undefined): Promise<string> {
      const id = newId();
      const patientLanguage = language ?? (isLanguage(identity.language) ? identity.language : DEFAULT_LANGUAGE);
      await repo.insertChat(db, {
        id,
        userId: identity.userId,
        companyId: await companyFor(identity),
        patientLanguage,
        now: Date.now(),
      });
      return id;
    },

    async listChats(identity: Identity): Promise<ChatSummary[]> {
      return (await repo.listUserChats(db, identity.userId)).map(toSummary);
    },

    async messages(identity: Identity, chatId: string) {
      const chat = await ownedChat(identity, chatId);
      const [messages, clinic] = await Promise.all([repo.listMessages(db, chatId), repo.listClinicMessages(db, chatId)]);
      const fromClinic: ChatMessage[] = clinic.map((m) => ({
        id: m.id,
        role: 'clinic',
        sender: { name: m.senderName, role: m.senderRole },
        content: m.content,
        timestamp: Number(m.createdAt),
        state: 'complete',
        channel: 'text',
      }));
      return {
        chat: toSummary(chat),
        // Stable merge by time: a clinic message sits after the turns written before it.
        messages: [...messages.map(toMessage), ...fromClinic].sort((a, b) => a.timestamp - b.timestamp),
        emergency: Number(chat.emergency) === 1,
        language: isLanguage(chat.patientLanguage) ? chat.patientLanguage : DEFAULT_LANGUAGE,
        replying: messages.some((m) => m.state === 'streaming'),
        caseState: caseStateOf(chat, config.CLAIM_TTL_MINUTES * 60_000),
      };
    },

    /**
     * Checks and stores the send before anything streams: 404 for a chat that is not the caller's,
     * 409 while another reply streams (the transcript is left unchanged then), and otherwise commits
     * the user's message and the reply placeholder (DESIGN D4: stored before the model is called).
     */
    async beginTurn(identity: Identity, chatId: string, body: SendChatBody): Promise<Turn> {
      // Both reads at once (two connections on PostgreSQL); the messages of a chat that is not the
      // caller's are read for nothing and dropped.
      const [chat, stored] = await Promise.all([repo.findOwnedChat(db, chatId, identity.userId), repo.listMessages(db, chatId)]);
      if (!chat) throw notFound('Chat not found.');
      const now = Date.now();
      // A reply a crashed process left `streaming` long ago no longer blocks the chat: it is marked
      // incomplete in the turn's transaction, and read as such here.
      const staleBefore = now - config.AI_TIMEOUT_MS - 30_000;
      let stale = false;
      for (const [i, m] of stored.entries()) {
        if (m.state === 'streaming' && Number(m.createdAt) < staleBefore) {
          stored[i] = { ...m, state: 'incomplete' };
          stale = true;
        }
      }
      const last = stored[stored.length - 1];
      if (last?.state === 'streaming') throw conflict('A reply is still being written in this chat.');
      const newest = body.chat[body.chat.length - 1]!;
      const base = Math.max(now, last ? Number(last.createdAt) + 1 : 0);
      let user: { id: string; content: string } | undefined;
      if (body.retry) {
        const lastUser = [...stored].reverse().find((m) => m.role === 'user');
        const answered = last?.role === 'assistant' && last.state === 'complete';
        if (!lastUser || answered) throw conflict('There is no unanswered message to retry.');
      } else {
        user = { id: newId(), content: newest.content };
      }

      const interfaceLanguage = body.language ?? (isLanguage(chat.patientLanguage) ? chat.patientLanguage : DEFAULT_LANGUAGE);
      const firstUserMessage = !stored.some((m) => m.role === 'user');
      const history = conversation([
        ...stored,
        ...(user ? [{ id: user.id, chatId, role: 'user' as const, content: user.content, state: 'complete', channel: 'text', createdAt: base }] : []),
      ]);
      // DESIGN D13: the reply is in the patient's language; the chat records it for staff.
      const patientWords = history.filter((m) => m.role === 'user').map((m) => m.content);
      const language = replyLanguage({
        message: patientWords[patientWords.length - 1] ?? '',
        earlier: patientWords.slice(0, -1),
        interfaceLanguage,
      });
      // The red-flag floor reads the patient's words before anything is written, so the emergency
      // is stored with the message and published the moment it is committed (DESIGN D14). It reads
      // them in the language the chat records, as the floor after the reply does: the reading
      // (15 languages, memoised by text and language in @asa/triage) is then made once per turn,
      // where the interface language had made it twice whenever the patient wrote in another. In a
      // worker thread (issue 16); when too many readings wait, the send is refused (TriageBusyError,
      // 503) before anything is stored.
      // With the offline engine the reply is read in the same reading (one transcript to the worker
      // before the first chunk, not two); the provider streams it (ReplyRequest.prepared).
      let findings;
      let preparedReply: string | undefined;
      if (provider.name === 'offline') {
        const read = await triage.redFlagsAndReply({ messages: history, language }, { refusable: true });
        findings = read.findings;
        preparedReply = read.reply ?? undefined;
      } else {
        findings = await triage.conversationRedFlags({ messages: history, language }, { refusable: true });
      }
      const newlyEmergency = Number(chat.emergency) !== 1 && findings.length > 0;
      const emergency = Number(chat.emergency) === 1 || newlyEmergency;
      const assistantId = newId();
      // The turn's writes in one transaction (issue 16): message, placeholder, chat.
      const outcome = await repo.beginTurn(db, {
        chatId,
        assistantId,
        createdAt: base,
        ...(stale ? { staleBefore } : {}),
        ...(user ? { user } : {}),
        chat: {
          updatedAt: base,
          ...(user && firstUserMessage && !chat.title ? { title: titleFrom(user.content) } : {}),
          ...(language !== chat.patientLanguage ? { patientLanguage: language } : {}),
          ...(newlyEmergency ? { emergency: 1 } : {}),
        },
      });
      if (outcome === 'busy') throw conflict('A reply is still being written in this chat.');
      if (newlyEmergency) {
        // DESIGN D14: staff hear of the emergency at the patient's first words — as soon as the
        // message is stored, before the reply starts; the full assessment follows after the reply.
        const urgency = findings.reduce((level, f) => mostUrgent(level, f.urgency), 2 as Urgency);
        await events.publish({
          type: 'case.emergency',
          companyId: chat.companyId,
          chatId,
          payload: { urgency, redFlags: findings.map((f) => ({ id: f.id, label: f.label })), emergency: true },
          // At a first message the chat is no case yet: nothing for staff streams to read (issue 14 §11).
          ...(chat.status === 'draft' ? { snapshot: null } : {}),
        });
      }
      return { chatId, assistantId, language, interfaceLanguage, history, emergency, ...(preparedReply !== undefined ? { preparedReply } : {}) };
    },

    /**
     * Streams the reply into the sink and always ends by storing it: complete, or incomplete with
     * the partial text when the client left or the provider failed or timed out. The assessment is
     * scheduled afterwards, off the reply's critical path.
     */
    async runTurn(turn: Turn, sink: ReplySink): Promise<void> {
      // Red-flag floor: the emergency card comes first, whatever the model is about to write.
      if (turn.emergency) sink.write(encodeEmergencyEvent(turn.language));
      let text = '';
      let failure: AiProviderError | null = null;
      let lastSave = Date.now();
      let saving: Promise<void> = Promise.resolve();
      try {
        for await (const chunk of provider.streamReply({
          messages: turn.history,
          language: turn.language,
          signal: sink.signal,
          ...(turn.preparedReply !== undefined ? { prepared: turn.preparedReply } : {}),
        })) {
          text += chunk;
          sink.write(encodeChunkEvent(chunk));
          if (Date.now() - lastSave >= PROGRESS_SAVE_MS) {
            lastSave = Date.now();
            const snapshot = text;
            saving = saving
              .then(() => repo.saveReplyProgress(db, turn.assistantId, snapshot))
              .catch((error: unknown) => log.warn({ err: error, chatId: turn.chatId }, 'saving reply progress failed'));
          }
        }
        if (text.trim() === '') failure = new AiProviderError('empty_reply', 'The provider returned no text.');
      } catch (error) {
        failure =
          error instanceof AiProviderError
            ? error
            : new AiProviderError('provider_error', 'The AI provider failed.', { cause: error });
      }
      await saving;
      const state = failure ? 'incomplete' : 'complete';
      try {
        await repo.finishReply(db, turn.assistantId, text, state);
        await repo.updateChat(db, turn.chatId, { updatedAt: Date.now() });
      } catch (error) {
        log.error({ err: error, chatId: turn.chatId }, 'storing the reply failed');
        failure ??= new AiProviderError('provider_error', 'Storing the reply failed.');
      }
      if (failure) {
        const cause = failure.cause instanceof Error ? failure.cause.message : undefined;
        log.warn({ chatId: turn.chatId, code: failure.code, cause, provider: provider.name }, 'reply incomplete');
        if (failure.code !== 'client_gone') sink.write(encodeErrorEvent(streamError(failure)));
      }
      sink.write(encodeDoneEvent());
      sink.end();
      scheduleAssessment(turn.chatId);
    },

    /** Assesses the chat after a turn stored elsewhere (voice turns, issue 8), queued like a reply's. */
    scheduleAssessment,

    /** Resolves when no assessment is running (tests, shutdown). */
    async idle(): Promise<void> {
      while (runningAssessments.size > 0 || queuedAssessments.size > 0) await Promise.allSettled([...runningAssessments.values()]);
    },

    async close(): Promise<void> {
      await this.idle();
      lifetime.abort();
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
