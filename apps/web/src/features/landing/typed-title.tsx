import type { CSSProperties } from 'react';

const TYPING_MS = 70; // spec §2.3 / §9: 70 ms per character

/**
 * The dark landing's title, typed out one character at a time; read whole by screen readers.
 *
 * Typed by CSS (`.asa-typed` in index.css), each character shown at its own point of the typing, so
 * the title types from the first paint of the prerendered page without any script (issue 16: the
 * app starts later) and nothing changes when the app hydrates it. Every character is laid out from
 * the first frame and the ones still to come are transparent, so the title keeps its final size and
 * lines and no glyph ever moves (no layout shift). Only opacity changes, on the compositor: a step
 * of the typing costs the page's main thread no style, layout or paint.
 *
 * Each step is a character and the caret before it: the caret shows while the character is due,
 * then the character. The last step is the caret alone, which stays and pulses.
 */
export function TypedTitle({ text, className }: { text: string; className?: string }) {
  const characters = graphemes(text);
  // The last character shows at characters.length steps; the animations end one step after.
  const typingMs = (characters.length + 1) * TYPING_MS;
  const at = (ms: number) => `${((ms / typingMs) * 100).toFixed(3)}%`;
  return (
    <h1 className={className} aria-label={text}>
      {/* A new text (language change) is a new element: its characters type again from the start. */}
      <span key={text} aria-hidden="true" style={{ '--asa-typing-time': `${typingMs}ms` } as CSSProperties}>
        {characters.map((character, index) => (
          <span
            key={index}
            className="asa-typed-step"
            style={{ '--asa-caret-on': at(index * TYPING_MS), '--asa-typed-in': at((index + 1) * TYPING_MS) } as CSSProperties}
          >
            <span className="asa-caret" />
            {/* A space has nothing to show: animating it would only make work (Chromium runs it off the compositor). */}
            {blank(character) ? character : <span className="asa-typed">{character}</span>}
          </span>
        ))}
        <span className="asa-typed-step" style={{ '--asa-typed-at': `${characters.length * TYPING_MS}ms` } as CSSProperties}>
          <span className="asa-caret asa-caret-end" />
        </span>
      </span>
    </h1>
  );
}

function blank(character: string): boolean {
  return character.trim() === '';
}

/** What a reader sees as one character (a letter with its marks, an emoji), so none is split. */
function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
}
