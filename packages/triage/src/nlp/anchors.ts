/**
 * A cheap pre-filter for the term regular expressions: the literal characters every match of a
 * compiled term list starts with ("anchors"), and the places in a text where they are found. In a
 * language with word boundaries a term only matches at the start of a word, so a term list is
 * tried only at the word starts that begin with one of its anchors, and not at all (most concept
 * × language lists, for most texts) when there are none.
 */

/** Anchors are at most this many characters long (shorter when that gives too many of them). */
const MAX_LENGTHS = [8, 3, 2];
/** More alternative prefixes than this and a shorter length is tried (at last: always run). */
const MAX_LEADS = 256;
/** A character class of at most this many characters is read as alternatives ("[89]", "[sz]"). */
const MAX_CLASS = 10;
const DIGITS = [...'0123456789'];

// ---------------------------------------------------------------- reading a regular expression

/**
 * A regular expression as far as the pre-filter needs it: one character out of a few (`chars`),
 * any character (`any`: a large class, \p{…}, . …), white space (`space`: \s), an assertion that
 * reads nothing (`zero-width`: look-arounds, ^, $, \b), or a group of alternatives, each with its
 * quantifier.
 */
type Node =
  | { kind: 'chars'; chars: readonly string[] }
  | { kind: 'any' }
  | { kind: 'space' }
  | { kind: 'zero-width' }
  | { kind: 'group'; alternatives: Sequence[] };
interface Item {
  node: Node;
  min: number;
  max: number;
}
type Sequence = Item[];

class Unreadable extends Error {}
/** Thrown often while compiling: made once (an error's stack trace is slow to capture). */
const UNREADABLE = new Unreadable('regular expression not read');

/** In an anchor, a run of white space (see Lead); a NUL in an expression is not read. */
const GAP = '\u0000';
const GAP_CODE = 0;

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;
const ANY: Node = { kind: 'any' };
const SPACE: Node = { kind: 'space' };
const ZERO_WIDTH: Node = { kind: 'zero-width' };

/**
 * A conservative reader of a regular-expression source (flags `u`, no `i`): what it does not
 * understand is read as any character, or the source as unreadable, which only makes the filter
 * weaker, never wrong.
 */
class Reader {
  private i = 0;
  constructor(private readonly src: string) {}

  read(): Sequence[] {
    const alternatives = this.alternation();
    if (this.i < this.src.length) throw UNREADABLE; // an unbalanced ')'
    return alternatives;
  }

  private alternation(): Sequence[] {
    const out: Sequence[] = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      out.push(this.sequence());
    }
    return out;
  }

  private sequence(): Sequence {
    const out: Sequence = [];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const node = this.atom();
      out.push({ node, ...this.quantifier() });
    }
    return out;
  }

  /** The quantifier after an atom (skipped); exactly once when there is none. */
  private quantifier(): { min: number; max: number } {
    const c = this.src[this.i];
    let q: { min: number; max: number };
    if (c === '?') q = { min: 0, max: 1 };
    else if (c === '*') q = { min: 0, max: Infinity };
    else if (c === '+') q = { min: 1, max: Infinity };
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i, this.i + 24));
      if (!m) throw UNREADABLE;
      const min = Number(m[1]);
      q = { min, max: m[2] === undefined ? min : m[3] ? Number(m[3]) : Infinity };
      this.i += m[0].length - 1;
    } else return { min: 1, max: 1 };
    this.i++;
    if (this.src[this.i] === '?') this.i++; // lazy
    return q;
  }

  private atom(): Node {
    const src = this.src;
    const c = src[this.i]!;
    if (c === '(') {
      this.i++;
      let zeroWidth = false;
      if (src[this.i] === '?') {
        if (src.startsWith('?:', this.i)) this.i += 2;
        else if (src.startsWith('?=', this.i) || src.startsWith('?!', this.i)) {
          this.i += 2;
          zeroWidth = true;
        } else if (src.startsWith('?<=', this.i) || src.startsWith('?<!', this.i)) {
          this.i += 3;
          zeroWidth = true;
        } else if (src[this.i + 1] === '<') {
          const close = src.indexOf('>', this.i);
          if (close < 0) throw UNREADABLE;
          this.i = close + 1; // a named group
        } else throw UNREADABLE;
      }
      const alternatives = this.alternation();
      if (src[this.i] !== ')') throw UNREADABLE;
      this.i++;
      return zeroWidth ? ZERO_WIDTH : { kind: 'group', alternatives };
    }
    if (c === '[') return this.charClass();
    if (c === '^' || c === '$') {
      this.i++;
      return ZERO_WIDTH;
    }
    if (c === '.') {
      this.i++;
      return ANY;
    }
    if (c === '\\') return this.escape();
    if ('*+?{}]'.includes(c)) throw UNREADABLE; // a quantifier without an atom
    return { kind: 'chars', chars: [this.codePoint()] };
  }

  /** The character at the cursor (a surrogate pair is one character under the `u` flag). */
  private codePoint(): string {
    const src = this.src;
    const n = isHigh(src.charCodeAt(this.i)) && isLow(src.charCodeAt(this.i + 1)) ? 2 : 1;
    const out = src.slice(this.i, this.i + n);
    if (out === GAP) throw UNREADABLE;
    this.i += n;
    return out;
  }

  private escape(): Node {
    const src = this.src;
    const e = src[this.i + 1];
    if (e === undefined) throw UNREADABLE;
    this.i += 2;
    if (e === 'b' || e === 'B') return ZERO_WIDTH;
    if (e === 's') return SPACE;
    if (e === 'd') return { kind: 'chars', chars: DIGITS };
    if ((e === 'p' || e === 'P') && src[this.i] === '{') {
      const close = src.indexOf('}', this.i);
      if (close < 0) throw UNREADABLE;
      this.i = close + 1;
      return ANY;
    }
    if (e === 'k' && src[this.i] === '<') {
      const close = src.indexOf('>', this.i);
      if (close < 0) throw UNREADABLE;
      this.i = close + 1;
      return ANY;
    }
    if (e === 'n') return { kind: 'chars', chars: ['\n'] };
    if (e === 't') return { kind: 'chars', chars: ['\t'] };
    if (e === 'u' || e === 'x') {
      // \uXXXX, \u{X…}, \xHH: that character (a surrogate written as an escape is not read)
      const m = (e === 'u' ? /^(?:\{([0-9a-fA-F]+)\}|([0-9a-fA-F]{4}))/ : /^([0-9a-fA-F]{2})/).exec(
        src.slice(this.i, this.i + 10),
      );
      if (!m) throw UNREADABLE;
      const code = parseInt(m[1] ?? m[2]!, 16);
      if ((code >= 0xd800 && code <= 0xdfff) || code === GAP_CODE) throw UNREADABLE;
      this.i += m[0].length;
      return { kind: 'chars', chars: [String.fromCodePoint(code)] };
    }
    // \s, \w, \r … are any character; \c, back-references and others are not read
    if (/[\p{L}\p{N}]/u.test(e)) {
      if (e === 'c' || /\d/.test(e)) throw UNREADABLE;
      return ANY;
    }
    if (isHigh(e.charCodeAt(0))) throw UNREADABLE;
    return { kind: 'chars', chars: [e] }; // an escaped punctuation character is that character
  }

  /** A small class of plain characters and ranges ("[89]", "[یت]"); anything else is any character. */
  private charClass(): Node {
    const src = this.src;
    this.i++;
    let known = src[this.i] !== '^';
    if (!known) this.i++;
    const chars = new Set<string>();
    for (;;) {
      if (this.i >= src.length) throw UNREADABLE;
      if (src[this.i] === ']') {
        this.i++;
        break;
      }
      let c: string | undefined;
      if (src[this.i] === '\\') {
        // in a class \b is a backspace, not an assertion: not read
        const e = this.escape();
        if (e.kind !== 'chars')
          known = false; // \s too: a class with it is any character
        else if (e.chars.length === 1) c = e.chars[0];
        else for (const d of e.chars) chars.add(d);
      } else c = this.codePoint();
      if (c === undefined) continue;
      if (src[this.i] === '-' && src[this.i + 1] !== ']') {
        this.i++;
        if (src[this.i] === '\\') {
          this.escape();
          known = false;
          continue;
        }
        const to = this.codePoint();
        const from = c.codePointAt(0)!;
        const last = to.codePointAt(0)!;
        if (last - from >= MAX_CLASS) known = false;
        else for (let x = from; x <= last; x++) chars.add(String.fromCodePoint(x));
      } else chars.add(c);
    }
    if (!known || chars.size > MAX_CLASS || chars.size === 0 || chars.has(GAP)) return ANY;
    return { kind: 'chars', chars: [...chars] };
  }
}

// ---------------------------------------------------------------- what every match starts with

/**
 * A possible start of a match: `s` so far, `open` when what follows is not known. In `s`, GAP
 * stands for a run of white space (\s+ in the expression): at least one white-space character, and
 * the next character of `s` after the whole run.
 */
interface Lead {
  s: string;
  open: boolean;
}

/** Every lead followed by one of `next` (`repeat`: more of the same may follow). */
function concat(leads: readonly Lead[], next: readonly Lead[], max: number, repeat: boolean): Lead[] {
  const out: Lead[] = [];
  for (const l of leads) {
    if (l.open) {
      out.push(l);
      continue;
    }
    for (const a of next) {
      // after a run of white space, more white space cannot be read as the next character
      if (l.s.endsWith(GAP) && (a.s.startsWith(GAP) || /^\s/u.test(a.s))) {
        out.push({ s: l.s, open: true });
        continue;
      }
      const s = l.s + a.s;
      out.push({ s: s.slice(0, max), open: a.open || repeat || s.length >= max });
    }
  }
  return out;
}

/** Without duplicates and without leads that an open lead already covers (its `s` is a prefix). */
function prune(leads: readonly Lead[]): Lead[] {
  const open = new Set<string>();
  for (const l of leads) if (l.open) open.add(l.s);
  const seen = new Set<string>();
  const out: Lead[] = [];
  for (const l of leads) {
    const key = `${l.open ? 1 : 0}${l.s}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let covered = false;
    for (let k = l.open ? l.s.length - 1 : l.s.length; k >= 0 && !covered; k--)
      covered = open.has(l.s.slice(0, k));
    if (!covered) out.push(l);
  }
  if (out.length > MAX_LEADS) throw UNREADABLE;
  return out;
}

const OPEN: readonly Lead[] = [{ s: '', open: true }];

function alternativesLeads(alternatives: readonly Sequence[], max: number): Lead[] {
  let out: Lead[] = [];
  for (const seq of alternatives) {
    for (const l of sequenceLeads(seq, max)) out.push(l);
    if (out.length > MAX_LEADS) out = prune(out);
  }
  return out;
}

function sequenceLeads(seq: Sequence, max: number): Lead[] {
  let leads: Lead[] = [{ s: '', open: false }];
  for (const { node, min, max: count } of seq) {
    if (node.kind === 'zero-width') continue;
    if (leads.every((l) => l.open)) break;
    const next =
      node.kind === 'chars'
        ? node.chars.map((s) => ({ s, open: false }))
        : node.kind === 'group'
          ? alternativesLeads(node.alternatives, max)
          : node.kind === 'space'
            ? [{ s: GAP, open: false }]
            : OPEN;
    // (a GAP already stands for the whole run of white space)
    const once = concat(leads, next, max, count > 1 && node.kind !== 'space');
    // an optional atom: the leads without it go on as they are
    leads = min === 0 ? [...leads, ...once] : once;
    if (leads.length > MAX_LEADS) leads = prune(leads);
  }
  return leads;
}

/** The shortest of the strings that a set of leads requires at the start (null: none). */
function anchorsOfLeads(leads: readonly Lead[]): string[] | null {
  const set = new Set<string>();
  for (const l of leads) {
    if (l.s === '' || l.s.startsWith(GAP) || /^\s/u.test(l.s)) return null; // no key to look it up by
    set.add(l.s);
  }
  // "ab" already covers "abc"
  const covered = (a: string) => {
    for (let k = 1; k < a.length; k++) if (set.has(a.slice(0, k))) return true;
    return false;
  };
  return [...set].filter((a) => !covered(a));
}

// ---------------------------------------------------------------- what every match contains

/** Literal runs longer than this are cut (any part of a required string is required too). */
const MAX_RUN = 8;
const MAX_REQUIRED = 64;

/** Of two sets of strings one of which every match contains, the one a text rules out more often. */
function better(a: string[] | null, b: string[] | null): string[] | null {
  if (!a) return b;
  if (!b) return a;
  const shortest = (x: string[]) => Math.min(...x.map((s) => s.length));
  const la = shortest(a);
  const lb = shortest(b);
  return la !== lb ? (la > lb ? a : b) : a.length <= b.length ? a : b;
}

function alternativesRequire(alternatives: readonly Sequence[]): string[] | null {
  const out = new Set<string>();
  for (const seq of alternatives) {
    const r = sequenceRequires(seq);
    if (!r) return null;
    for (const s of r) out.add(s);
    if (out.size > MAX_REQUIRED) return null;
  }
  return [...out];
}

/**
 * Strings one of which every match of the sequence contains: a run of single characters (each one
 * of a few), or what a group that must occur requires. Null when nothing is known.
 */
function sequenceRequires(seq: Sequence): string[] | null {
  let best: string[] | null = null;
  let run: string[] = [''];
  const endRun = () => {
    if (run[0] !== '') best = better(best, run);
    run = [''];
  };
  for (const { node, min, max } of seq) {
    if (node.kind === 'zero-width') continue;
    if (node.kind === 'chars' && min >= 1) {
      const next = run.flatMap((r) => node.chars.map((c) => r + c));
      if (next.length > MAX_REQUIRED || next[0]!.length > MAX_RUN) {
        endRun();
        run = [...node.chars];
      } else run = next;
      if (max !== 1) endRun(); // "ab+c": "ab" is certain, what follows the b's is another run
      continue;
    }
    endRun();
    if (node.kind === 'group' && min >= 1) best = better(best, alternativesRequire(node.alternatives));
  }
  endRun();
  return best;
}

// ---------------------------------------------------------------- the pre-filter of a list

/**
 * What a term list's regular expression tells the pre-filter: `anchors`, strings of up to 8
 * characters one of which every match starts with; else `required`, strings one of which every
 * match contains. Null when neither is known (the expression is always run).
 */
export function literalsOf(source: string): { anchors: string[] } | { required: string[] } | null {
  let tree: Sequence[];
  try {
    tree = new Reader(source).read();
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
  for (const max of MAX_LENGTHS) {
    try {
      const anchors = anchorsOfLeads(alternativesLeads(tree, max));
      if (anchors) return { anchors };
      break;
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
    }
  }
  const required = alternativesRequire(tree);
  return required && required.every((s) => s.length >= 2) ? { required } : null;
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/** Letters, marks and digits; an ASCII fast path with the same answer as WORD_CHAR. */
function isWordUnit(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);
  return WORD_CHAR.test(text[i]!);
}

/**
 * Anchors are looked up by their first (up to) KEY characters, read with every run of white space
 * as one GAP, as they are written.
 */
const KEY = 4;

/** The word starts of a text by their first 1, 2, 3 and 4 characters (runs of white space as GAP). */
interface WordStarts {
  text: string;
  byKey: Map<string, number[]>;
}

let last: WordStarts | undefined;

/**
 * A byte per hash of the keys of the last text's word starts: most anchors are rejected by one
 * array read (a hash collision only costs a map lookup).
 */
const SEEN = new Uint8Array(1 << 18);
const SEEN_MASK = (1 << 18) - 1;
let seenSlots: number[] = [];
function keySlot(key: string): number {
  let h = key.length;
  for (let k = 0; k < key.length; k++) h = Math.imul(h, 0x01000193) ^ key.charCodeAt(k);
  return (h ^ (h >>> 15)) & SEEN_MASK;
}

const SPACE_RE = /\s/u;
/** \s of a regular expression with the `u` flag, for one UTF-16 unit. */
function isSpace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return SPACE_RE.test(String.fromCharCode(c));
}

/**
 * Every word start of the text: a position after a character that is not a letter, mark or digit
 * (as `startsWord` in matcher.ts). The last text's are kept: a text is read by hundreds of term
 * lists in a row.
 */
function wordStarts(text: string): WordStarts {
  if (last?.text === text) return last;
  for (const i of seenSlots) SEEN[i] = 0;
  seenSlots = [];
  const ws: WordStarts = { text, byKey: new Map() };
  let prevWord = false;
  for (let i = 0; i < text.length; i++) {
    if (!prevWord) {
      let key = '';
      for (let q = i; key.length < KEY && q < text.length;) {
        if (isSpace(text.charCodeAt(q))) {
          key += GAP;
          while (q < text.length && isSpace(text.charCodeAt(q))) q++;
        } else key += text[q++];
        const slot = keySlot(key);
        SEEN[slot] = 1;
        seenSlots.push(slot);
        const list = ws.byKey.get(key);
        if (list) list.push(i);
        else ws.byKey.set(key, [i]);
      }
    }
    prevWord = isWordUnit(text, i);
  }
  last = ws;
  return ws;
}

/**
 * Anchors, and for the word-start lookup their distinct keys (their first KEY characters, up to a
 * white-space character written as such) with the hash of each and the anchors that have it.
 */
export interface Anchors {
  anchors: readonly string[];
  /** Each anchor up to its first GAP (for a search anywhere in the text). */
  heads: readonly string[];
  keys: readonly string[];
  slots: Int32Array;
  byKey: readonly (readonly string[])[];
}

/** Null when an anchor starts with white space (then it has no key). */
export function anchorsOf(anchors: readonly string[]): Anchors | null {
  const heads = anchors.map((a) => (a.includes(GAP) ? a.slice(0, a.indexOf(GAP)) : a));
  const groups = new Map<string, string[]>();
  for (const a of anchors) {
    // the key ends before white space written as such (the text's keys read it as a GAP)
    let end = 0;
    while (end < KEY && end < a.length && (a[end] === GAP || !isSpace(a.charCodeAt(end)))) end++;
    const key = a.slice(0, end);
    if (key === '' || heads.includes('')) return null;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const keys = [...groups.keys()];
  return {
    anchors,
    heads,
    keys,
    slots: Int32Array.from(keys, keySlot),
    byKey: keys.map((k) => groups.get(k)!),
  };
}

/** Whether the text at `p` reads as the anchor (a GAP: a run of white space, at least one). */
function readsAt(anchor: string, text: string, p: number): boolean {
  let q = p;
  for (let k = 0; k < anchor.length; k++) {
    const c = anchor.charCodeAt(k);
    if (c === GAP_CODE) {
      if (q >= text.length || !isSpace(text.charCodeAt(q))) return false;
      while (q < text.length && isSpace(text.charCodeAt(q))) q++;
    } else if (q < text.length && text.charCodeAt(q) === c) q++;
    else return false;
  }
  return true;
}

/**
 * The word starts of the text where one of the anchors begins, in increasing order: the only
 * places where a match of the anchored term list can start.
 */
export function anchoredStarts(a: Anchors, text: string): readonly number[] {
  const ws = wordStarts(text);
  let out: number[] | undefined;
  let sorted = true;
  const { keys, slots, byKey } = a;
  for (let i = 0; i < keys.length; i++) {
    if (SEEN[slots[i]!] === 0) continue;
    const key = keys[i]!;
    const list = ws.byKey.get(key);
    if (!list) continue;
    const group = byKey[i]!;
    for (const p of list) {
      let reads = false;
      for (const anchor of group) if ((reads = anchor === key || readsAt(anchor, text, p))) break;
      if (!reads) continue;
      if (!out) out = [];
      else if (p <= out[out.length - 1]!) sorted = false;
      out.push(p);
    }
  }
  if (!out) return NONE;
  // (a place found twice is tried twice, to the same effect)
  if (!sorted) out.sort((x, y) => x - y);
  return out;
}
const NONE: readonly number[] = [];

/**
 * Many anchored term lists at once, by their anchors' keys: which of them can match a text, read
 * from the text's word starts once instead of list by list. A list that `anchoredStarts` would find
 * no place for is never marked; one it would is (its key is among the text's word starts).
 */
export class AnchorIndex {
  private readonly byKey = new Map<string, number[]>();

  add(list: number, a: Anchors): void {
    for (const key of a.keys) {
      const lists = this.byKey.get(key);
      if (lists) lists.push(list);
      else this.byKey.set(key, [list]);
    }
  }

  /** Sets `marks[list]` to 1 for every list with a key among the text's word starts. */
  mark(text: string, marks: Uint8Array): void {
    for (const key of wordStarts(text).byKey.keys()) {
      const lists = this.byKey.get(key);
      if (lists) for (const list of lists) marks[list] = 1;
    }
  }
}

/** Every place in the text where one of the anchors begins, in increasing order. */
export function occurrences(a: Anchors, text: string): readonly number[] {
  let out: number[] | undefined;
  let sorted = true;
  const { anchors, heads } = a;
  for (let i = 0; i < anchors.length; i++) {
    const anchor = anchors[i]!;
    const head = heads[i]!;
    for (let p = text.indexOf(head); p >= 0; p = text.indexOf(head, p + 1)) {
      if (anchor !== head && !readsAt(anchor, text, p)) continue;
      if (!out) out = [];
      else if (p <= out[out.length - 1]!) sorted = false;
      out.push(p);
    }
  }
  if (!out) return NONE;
  if (!sorted) out.sort((x, y) => x - y);
  return out;
}
