import type { CSSProperties } from 'react';

const TYPING_MS = 70; // spec §2.3 / §9: 70 ms per character

/**
 * The dark landing's title, typed out one character at a time; read whole by screen readers.
 *
 * Typed by CSS (`.asa-typed` in index.css), each character shown at its own delay, so the title
 * types from the first paint of the prerendered page without any script (issue 16: the app starts
 * later) and nothing changes when the app hydrates it. Every character is laid out from the first
 * frame and the ones still to come are invisible (`visibility`), so the title keeps its final size
 * and lines and no glyph ever moves (no layout shift). The caret takes no width: it is drawn before
 * the next character while that one is due, then after the last one.
 */
export function TypedTitle({ text, className }: { text: string; className?: string }) {
  const characters = graphemes(text);
  return (
    <h1 className={className} aria-label={text}>
      {/* A new text (language change) is a new element: its characters type again from the start. */}
      <span key={text} aria-hidden="true">
        {characters.map((character, index) => (
          <span key={index} className="asa-typed" style={typedAt(index)}>
            {character}
          </span>
        ))}
        <span className="asa-typed-end" style={typedAt(characters.length)} />
      </span>
    </h1>
  );
}

/** When the character at `index` is due: its caret shows then, the character one step later. */
function typedAt(index: number): CSSProperties {
  return { '--asa-typed-at': `${index * TYPING_MS}ms` } as CSSProperties;
}

/** What a reader sees as one character (a letter with its marks, an emoji), so none is split. */
function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
}
