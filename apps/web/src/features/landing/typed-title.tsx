import { useEffect, useState } from 'react';

const TYPING_MS = 70; // spec §2.3 / §9: 70 ms per character

/** The dark landing's title, typed out one character at a time; read whole by screen readers. */
export function TypedTitle({ text, className }: { text: string; className?: string }) {
  const [shown, setShown] = useState({ text, count: 0 });
  // A new text (language change) starts typing again; derived during render, not in an effect.
  if (shown.text !== text) setShown({ text, count: 0 });

  useEffect(() => {
    if (shown.count >= text.length) return undefined;
    const id = window.setTimeout(() => setShown((s) => ({ ...s, count: s.count + 1 })), TYPING_MS);
    return () => window.clearTimeout(id);
  }, [shown.count, text.length]);

  // The characters still to come are laid out, unseen, from the first frame: the title keeps its
  // final size and lines (no shift as it types) and the browser counts it painted at once (LCP).
  return (
    <h1 className={className} aria-label={text}>
      <span aria-hidden="true">{text.slice(0, shown.count)}</span>
      <span aria-hidden="true" className="ml-0.5 inline-block h-[1em] w-[2px] animate-pulse bg-pink-500 align-[-0.1em]" />
      <span aria-hidden="true" className="text-transparent">
        {text.slice(shown.count)}
      </span>
    </h1>
  );
}
