/**
 * Remembers the answer for the last texts read (issue 16). In a chat turn the same patient words
 * are read when the message arrives (the emergency event), by the offline reply, by the assessment
 * after the reply, by the safety floor and for the stated age and sex; with a memo each reading is
 * made once per text and the others are free. Bounded by entries and by the characters of the texts
 * kept (a long transcript weighs what it is), oldest out; answers are frozen so one caller cannot
 * change what the next one gets.
 */
export interface MemoBounds {
  /** Most texts kept. */
  entries: number;
  /** Most characters of text kept, all entries together. */
  chars: number;
  /** Freezes an answer before it is kept; default: all of it, deeply. */
  freeze: <T>(answer: T) => T;
}

/** A memoised reading; `reads` counts the texts actually read (the misses), for tests and profiles. */
export type TextMemo<T> = ((text: string) => T) & { readonly reads: number };

const DEFAULT_BOUNDS: MemoBounds = { entries: 256, chars: 1_000_000, freeze: deepFreeze };

export function memoByText<T>(read: (text: string) => T, bounds: Partial<MemoBounds> | number = {}): TextMemo<T> {
  const { entries, chars, freeze } =
    typeof bounds === 'number' ? { ...DEFAULT_BOUNDS, entries: bounds } : { ...DEFAULT_BOUNDS, ...bounds };
  const answers = new Map<string, T>();
  let kept = 0;
  let reads = 0;
  const memo = (text: string): T => {
    const known = answers.get(text);
    if (known !== undefined) {
      // Most recently used last, so the oldest is the first key.
      answers.delete(text);
      answers.set(text, known);
      return known;
    }
    reads += 1;
    const answer = freeze(read(text));
    // A text longer than the whole budget is read and not kept.
    if (text.length > chars) return answer;
    while (answers.size > 0 && (answers.size >= entries || kept + text.length > chars)) {
      const oldest = answers.keys().next().value!;
      answers.delete(oldest);
      kept -= oldest.length;
    }
    answers.set(text, answer);
    kept += text.length;
    return answer;
  };
  return Object.defineProperty(memo, 'reads', { get: () => reads }) as TextMemo<T>;
}

/**
 * The same for a reading that also depends on a short key (the language the text is read in): one
 * memo, keyed by both, so one bound holds for all keys.
 */
export function memoByTextIn<K extends string, T>(
  read: (text: string, key: K) => T,
  bounds: Partial<MemoBounds> = {},
): ((text: string, key: K) => T) & { readonly reads: number } {
  const keyed = memoByText((entry: string) => {
    const cut = entry.indexOf('\u0000');
    return read(entry.slice(cut + 1), entry.slice(0, cut) as K);
  }, bounds);
  const memo = (text: string, key: K): T => keyed(`${key}\u0000${text}`);
  return Object.defineProperty(memo, 'reads', { get: () => keyed.reads }) as typeof memo & { readonly reads: number };
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
