import { Fragment, useEffect, useState } from 'react';

const TYPING_MS = 70; // spec §2.3 / §9: 70 ms per character

/** The dark landing's title, typed out one character at a time; read whole by screen readers. */
export function TypedTitle({ text, className }: { text: string; className?: string }) {
  const [shown, setShown] = useState({ text, count: 0 });
  // A new text (language change) starts typing again; derived during render, not in an effect.
  if (shown.text !== text) setShown({ text, count: 0 });

  const characters = graphemes(text);
  const total = characters.length;
  useEffect(() => {
    if (shown.count >= total) return undefined;
    const id = window.setTimeout(() => setShown((s) => ({ ...s, count: s.count + 1 })), TYPING_MS);
    return () => window.clearTimeout(id);
  }, [shown.count, total]);

  // Every character is laid out from the first frame and the ones still to come are invisible
  // (`visibility`, so the page's text is what was typed): the title keeps its final size and lines
  // and no glyph ever moves (no layout shift as it types; the browser counts it painted at once for
  // LCP). The caret takes no width: a new zero-width mark at each step.
  return (
    <h1 className={className} aria-label={text}>
      <span aria-hidden="true">
        {characters.map((character, index) => (
          <Fragment key={index}>
            {index === shown.count ? <Caret key={`caret-${shown.count}`} /> : null}
            <span className={index < shown.count ? undefined : 'invisible'}>{character}</span>
          </Fragment>
        ))}
        {shown.count >= total ? <Caret /> : null}
      </span>
    </h1>
  );
}

/** What a reader sees as one character (a letter with its marks, an emoji), so none is split. */
function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
}

function Caret() {
  return (
    <span aria-hidden="true" className="relative">
      <span className="absolute top-[0.1em] h-[1em] w-[2px] animate-pulse bg-pink-500 ms-0.5" />
    </span>
  );
}
