import { ArrowUp } from 'lucide-react';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX_HEIGHT = 150; // spec §5: the input grows up to 150 px

/** The landing's question box: Enter sends, Shift+Enter adds a line, blank text is not sent (spec §5). */
export function ChatInput({
  dark,
  onSubmit,
  initialText = '',
  onTextChange,
  busy = false,
}: {
  dark: boolean;
  onSubmit: (text: string) => void;
  /** The question kept from before (sign-in cancelled, page reloaded). */
  initialText?: string;
  onTextChange?: (text: string) => void;
  /** The red-flag check is running: a second send waits. */
  busy?: boolean;
}) {
  const { t } = useTranslation('auth');
  const [text, setText] = useState(initialText);
  const area = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const grow = () => {
    const el = area.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT)}px`;
  };

  // The landing is prerendered and the app starts at the patient's first action (issue 16): what was
  // typed into the box before it hydrated is in the DOM, not in this state. Taken over at mount.
  useLayoutEffect(() => {
    const typed = area.current?.value ?? '';
    if (typed !== initialText) {
      setText(typed);
      onTextChange?.(typed);
      grow();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the prerendered box hydrates
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // The box's own value: a send held from before hydration is replayed before this state has
    // caught up with the text typed then (the two are the same otherwise).
    const value = area.current?.value ?? text;
    if (value.trim() === '' || busy) return;
    onSubmit(value);
  };

  return (
    <form
      onSubmit={submit}
      className={`flex w-full items-end gap-2 rounded-3xl border p-2 pl-4 ${
        dark ? 'border-neutral-700 bg-neutral-900' : 'border-neutral-300 bg-white shadow-sm'
      }`}
    >
      <label htmlFor={id} className="sr-only">
        {t('landing.inputLabel')}
      </label>
      <textarea
        id={id}
        ref={area}
        rows={1}
        dir="auto"
        value={text}
        maxLength={4000}
        placeholder={t('landing.inputPlaceholder')}
        onChange={(event) => {
          setText(event.target.value);
          onTextChange?.(event.target.value);
          grow();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
        style={{ maxHeight: MAX_HEIGHT }}
        className={`min-h-10 flex-1 resize-none bg-transparent py-2 text-base outline-none ${
          dark ? 'text-white placeholder:text-neutral-500' : 'text-neutral-900 placeholder:text-neutral-400'
        }`}
      />
      <button
        type="submit"
        aria-label={t('landing.send')}
        aria-disabled={busy}
        className={`flex size-10 shrink-0 items-center justify-center rounded-full transition focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none ${
          dark ? 'bg-white text-black' : 'bg-neutral-900 text-white'
        }`}
      >
        <ArrowUp className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}
