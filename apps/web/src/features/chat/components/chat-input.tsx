import { MESSAGE_MAX_LENGTH } from '@asa/domain';
import { ArrowUp } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: the input grows up to 150 px. */
const MAX_HEIGHT_PX = 150;

export interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** A reply is streaming: typing is allowed, sending is not. */
  sendDisabled: boolean;
  /** Extra controls beside the send button (the voice button). */
  extra?: ReactNode;
  autoFocus?: boolean;
}

/** Enter sends, Shift+Enter adds a line; whitespace alone is not sent; 4,000 characters at most. */
export function ChatInput({ value, onChange, onSubmit, sendDisabled, extra, autoFocus }: ChatInputProps) {
  const { t } = useTranslation('chat');
  const ref = useRef<HTMLTextAreaElement>(null);
  const empty = value.trim().length === 0;
  const nearLimit = value.length >= MESSAGE_MAX_LENGTH * 0.9;

  // Height follows the content (a DOM measurement, so a layout effect).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
    element.style.overflowY = element.scrollHeight > MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [value]);

  const submit = () => {
    if (!empty && !sendDisabled) onSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="rounded-3xl border border-neutral-200 bg-white p-2 shadow-sm focus-within:border-neutral-300 focus-within:shadow-md"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        {t('input.label')}
      </label>
      <textarea
        id="chat-input"
        ref={ref}
        rows={1}
        dir="auto"
        value={value}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={t('input.placeholder')}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        autoFocus={autoFocus}
        aria-describedby="chat-input-counter"
        className="block max-h-[150px] w-full resize-none bg-transparent px-3 py-2 text-base leading-6 text-neutral-900 placeholder:text-neutral-400 focus:outline-none"
      />
      <div className="flex items-center justify-between gap-2 ps-2">
        <span
          id="chat-input-counter"
          className={`text-xs tabular-nums ${nearLimit ? 'font-medium text-red-600' : 'text-neutral-400'}`}
          aria-live={nearLimit ? 'polite' : 'off'}
        >
          {t('input.counter', { length: value.length, max: MESSAGE_MAX_LENGTH })}
        </span>
        <div className="flex items-center gap-1">
          {extra}
          <button
            type="submit"
            disabled={empty || sendDisabled}
            aria-label={t('input.send')}
            title={t('input.send')}
            className="inline-flex size-10 items-center justify-center rounded-full bg-neutral-900 text-white hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:bg-neutral-200 disabled:text-neutral-400"
          >
            <ArrowUp className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </form>
  );
}
