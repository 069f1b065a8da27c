import type { ChatMessage } from '@asa/domain';
import { ArrowDown, RotateCcw, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VoiceTurnMark } from '../../../components/ui/voice-turn-mark.tsx';
import { Markdown } from '../../../components/ui/markdown.tsx';

/** Spec §9: scroll-to-latest happens after 100 ms. */
const SCROLL_DELAY_MS = 100;
/** Closer than this to the bottom counts as "at the bottom". */
const BOTTOM_SLACK_PX = 80;

export interface MessageListProps {
  messages: ChatMessage[];
  /** Waiting for the first chunk: the spinner shows. */
  waiting: boolean;
  /** The reply's stream broke (or the page reloaded mid-reply) and is being resumed. */
  reconnecting?: boolean;
  /** A reply is arriving (waiting or streaming): the transcript is busy. */
  busy: boolean;
  /** The last reply was cut and can be retried. */
  canRetry: boolean;
  onRetry: () => void;
  /** Shown under the messages (the emergency card). */
  footer?: ReactNode;
}

function Spinner({ reconnecting }: { reconnecting: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <div className="flex items-center gap-2 py-2 text-sm text-neutral-500" role="status">
      <span className="inline-block size-4 animate-spin rounded-full border-2 border-neutral-300 border-t-brand" aria-hidden="true" />
      <span>{t(reconnecting ? 'reply.reconnecting' : 'reply.waiting')}</span>
    </div>
  );
}

function Bubble({ message, last, canRetry, onRetry }: { message: ChatMessage; last: boolean; canRetry: boolean; onRetry: () => void }) {
  const { t } = useTranslation('chat');
  const spoken = message.channel === 'voice';
  if (message.role === 'clinic') {
    // DESIGN D15: the clinic writes to the patient, with the sender's name and role.
    const role = message.sender?.role === 'doctor' ? 'doctor' : 'nurse';
    return (
      <div className="flex justify-start">
        <div className="max-w-[85%] rounded-3xl rounded-ss-md border border-sky-200 bg-sky-50 px-4 py-2.5 text-neutral-900" data-testid="clinic-message">
          <p className="mb-1 text-xs font-semibold text-sky-900">
            {t('clinic.from', { name: message.sender?.name ?? '', role: t(`clinic.roles.${role}`) })}
          </p>
          <p dir="auto" className="whitespace-pre-wrap break-words">
            {message.content}
          </p>
        </div>
      </div>
    );
  }
  if (message.role === 'user') {
    return (
      <div className="flex items-end justify-end gap-1.5">
        <span className="sr-only">{t('message.you')}: </span>
        {spoken ? <VoiceTurnMark label={t('voiceTurn')} className="mb-2.5" /> : null}
        <div dir="auto" className="max-w-[85%] rounded-3xl rounded-ee-md bg-neutral-100 px-4 py-2.5 whitespace-pre-wrap break-words text-neutral-900">
          {message.content}
        </div>
      </div>
    );
  }
  const incomplete = message.state === 'incomplete';
  return (
    <div className="flex justify-start gap-1.5">
      <span className="sr-only">{t('message.asa')}: </span>
      {spoken ? <VoiceTurnMark label={t('voiceTurn')} className="mt-1 self-start" /> : null}
      <div className="max-w-full min-w-0 text-neutral-900">
        {message.content && (
          <div dir="auto" className="leading-relaxed break-words">
            <Markdown text={message.content} />
          </div>
        )}
        {incomplete && (
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-amber-800">
            <TriangleAlert className="size-4" aria-hidden="true" />
            <span>{t('reply.interrupted')}</span>
            {last && canRetry && (
              <button
                type="button"
                onClick={onRetry}
                className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 font-medium hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <RotateCcw className="size-3.5" aria-hidden="true" />
                {t('reply.retry')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** The transcript with scroll-to-latest (after 100 ms) and a scroll-down button (spec §2.5). */
export function MessageList({ messages, waiting, reconnecting = false, busy, canRetry, onRetry, footer }: MessageListProps) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const pinned = useRef(true);

  const scrollToBottom = (behavior: ScrollBehavior) => {
    const element = scroller.current;
    if (element) element.scrollTo({ top: element.scrollHeight, behavior });
  };

  const last = messages[messages.length - 1];
  const lastLength = last?.content.length ?? 0;
  const lastIsUser = last?.role === 'user';
  // Follow new content while the reader is at the bottom; always follow their own new message.
  useEffect(() => {
    if (!pinned.current && !lastIsUser) return;
    const timer = window.setTimeout(() => scrollToBottom('smooth'), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [messages.length, lastLength, lastIsUser, waiting, footer]);

  // One polite announcement per finished reply (WCAG 4.1.3), not one per streamed word: the log
  // itself stays quiet and this region gets the whole reply once it is complete.
  const [announcement, setAnnouncement] = useState('');
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && last?.role === 'assistant' && last.state === 'complete' && last.content) {
      setAnnouncement(`${t('message.asa')}: ${last.content.replace(/[*_`#>]+/g, '')}`);
    }
    wasBusy.current = busy;
  }, [busy, last, t]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const bottom = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX;
    pinned.current = bottom;
    setAtBottom(bottom);
  };

  return (
    <div className="relative min-h-0 flex-1">
      {/* A quiet log (announced once per finished reply, below), focusable so keyboards can scroll it. */}
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-live="off"
        aria-label={t('transcript')}
        tabIndex={0}
        className="h-full overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
      >
        <ol className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6" aria-label={t('transcript')} aria-busy={busy}>
          {/* Keyed by place, not id: the transcript only grows, and when a reply ends the stored
              copy (server ids) replaces the local one (local ids) — by place the rows are updated
              in place instead of being removed and added again under a reader or a screen reader. */}
          {messages.map((message, index) => (
            <li key={index}>
              <Bubble message={message} last={index === messages.length - 1} canRetry={canRetry} onRetry={onRetry} />
            </li>
          ))}
          {(waiting || reconnecting) && (
            <li>
              <Spinner reconnecting={reconnecting} />
            </li>
          )}
        </ol>
        {footer && <div className="mx-auto max-w-3xl px-4 pb-4">{footer}</div>}
      </div>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {!atBottom && (
        <button
          type="button"
          onClick={() => {
            pinned.current = true;
            scrollToBottom('smooth');
          }}
          aria-label={t('scrollDown')}
          title={t('scrollDown')}
          className="absolute bottom-3 left-1/2 inline-flex size-10 -translate-x-1/2 items-center justify-center rounded-full border border-neutral-200 bg-white text-neutral-700 shadow-md hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <ArrowDown className="size-5" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
