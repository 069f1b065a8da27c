import { isLanguage, type Language, languageForCountry } from '@asa/domain/languages';

/**
 * Spec §4 language detection, as plain functions of their inputs (URL, storage, a geo lookup) so
 * the order of precedence is tested without a browser:
 *   1. `?lang=xx` on any page (a clinic links patients straight into their language) — remembered;
 *   2. a stored manual choice (`asa.language`);
 *   3. the visitor's country from our own `GET /api/geo`: Iceland → is, elsewhere → en, failed → is.
 */

/** The manual choice, kept across reloads (the chat side menu's language sheet writes it too). */
export const LANGUAGE_STORAGE_KEY = 'asa.language';
/** Session flag: this visit was opened with `?lang`, so it beats the account's saved language. */
export const QUERY_LANGUAGE_FLAG = 'asa.language.fromQuery';
/** Session flag: chosen while signed out; saved to the account at the next sign-in. */
export const UNSAVED_CHOICE_FLAG = 'asa.language.unsaved';
/** Session cache of the geo answer, so reloads during a visit do not ask again. */
export const DETECTED_LANGUAGE_KEY = 'asa.language.detected';

export const LANGUAGE_QUERY_PARAMETER = 'lang';

/** Storage as the browser has it; tests pass a Map-backed one. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `pl`, `PL`, `pt-BR`, `zh_Hans` → a supported language, anything else → null. */
export function parseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** The language a `?lang=` query parameter asks for, if it names one of ours. */
export function languageFromQuery(search: string): Language | null {
  return parseLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAMETER));
}

/** The search string without `lang`, so a later manual choice is not overridden on reload. */
export function searchWithoutLanguage(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_QUERY_PARAMETER);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Spec §4: Iceland → Icelandic, any other country → English, a failed lookup → Icelandic. */
export { languageForCountry };

export type DetectionSource = 'query' | 'stored' | 'geo';

export interface DetectionInput {
  /** `location.search` */
  search: string;
  /** localStorage: the manual choice. */
  local: KeyValueStore;
  /** sessionStorage: flags of this visit. */
  session: KeyValueStore;
  /** Our own `GET /api/geo`; resolves to null when the lookup fails. */
  lookupCountry: () => Promise<string | null>;
}

export interface Detection {
  language: Language;
  source: DetectionSource;
}

/**
 * The steps of spec §4 that need no network: `?lang`, a stored choice, or this visit's cached
 * geo answer. Null means only the country lookup can tell. Records what must be remembered.
 */
export function knownLanguage({ search, local, session }: Omit<DetectionInput, 'lookupCountry'>): Detection | null {
  const fromQuery = languageFromQuery(search);
  if (fromQuery) {
    safeSet(local, LANGUAGE_STORAGE_KEY, fromQuery);
    safeSet(session, QUERY_LANGUAGE_FLAG, fromQuery);
    return { language: fromQuery, source: 'query' };
  }
  const stored = parseLanguage(safeGet(local, LANGUAGE_STORAGE_KEY));
  if (stored) return { language: stored, source: 'stored' };

  // Detection is not a choice: it is not stored as one, only cached for this visit.
  const cached = parseLanguage(safeGet(session, DETECTED_LANGUAGE_KEY));
  if (cached) return { language: cached, source: 'geo' };
  return null;
}

/** Picks the first language of a visit (spec §4) and records what must be remembered. */
export async function detectInitialLanguage({ search, local, session, lookupCountry }: DetectionInput): Promise<Detection> {
  const known = knownLanguage({ search, local, session });
  if (known) return known;
  let country: string | null = null;
  try {
    country = await lookupCountry();
  } catch {
    country = null;
  }
  const language = languageForCountry(country);
  safeSet(session, DETECTED_LANGUAGE_KEY, language);
  return { language, source: 'geo' };
}

/** GET /api/geo with a time limit: a slow or failed lookup is a failed lookup (→ Icelandic). */
export async function fetchCountry(timeoutMs = 2500, fetcher: typeof fetch = fetch): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher('/api/geo', { credentials: 'same-origin', signal: controller.signal });
    if (!response.ok) return null;
    const body = (await response.json()) as { country_code?: unknown };
    return typeof body.country_code === 'string' && /^[A-Za-z]{2}$/.test(body.country_code) ? body.country_code : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

// Storage can throw (private mode, disabled cookies): language then simply is not remembered.
export function safeGet(store: KeyValueStore, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

export function safeSet(store: KeyValueStore, key: string, value: string): void {
  try {
    store.setItem(key, value);
  } catch {
    // not remembered
  }
}

export function safeRemove(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // nothing to forget
  }
}
