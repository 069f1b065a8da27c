import { describe, expect, it, vi } from 'vitest';
import {
  DETECTED_LANGUAGE_KEY,
  detectInitialLanguage,
  fetchCountry,
  type KeyValueStore,
  knownLanguage,
  LANGUAGE_STORAGE_KEY,
  languageForCountry,
  languageFromQuery,
  QUERY_LANGUAGE_FLAG,
  searchWithoutLanguage,
} from './detect.ts';

function store(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function detect(search: string, local = store(), session = store(), country: string | null = null) {
  const lookupCountry = vi.fn(async () => country);
  return { lookupCountry, result: detectInitialLanguage({ search, local, session, lookupCountry }) };
}

describe('first language of a visit (spec §4)', () => {
  it('Iceland → Icelandic, another country → English, a failed lookup → Icelandic', async () => {
    expect(await detect('', store(), store(), 'IS').result).toEqual({ language: 'is', source: 'geo' });
    expect(await detect('', store(), store(), 'DE').result).toEqual({ language: 'en', source: 'geo' });
    expect(await detect('', store(), store(), null).result).toEqual({ language: 'is', source: 'geo' });
  });

  it('does not store the detected language as a choice, only caches it for the visit', async () => {
    const local = store();
    const session = store();
    await detect('', local, session, 'US').result;
    expect(local.data.has(LANGUAGE_STORAGE_KEY)).toBe(false);
    const again = detect('', local, session, 'IS');
    expect(await again.result).toEqual({ language: 'en', source: 'geo' });
    expect(again.lookupCountry).not.toHaveBeenCalled();
    expect(session.data.get(DETECTED_LANGUAGE_KEY)).toBe('en');
  });

  it('a lookup that throws counts as failed', async () => {
    const result = await detectInitialLanguage({
      search: '',
      local: store(),
      session: store(),
      lookupCountry: () => Promise.reject(new Error('offline')),
    });
    expect(result.language).toBe('is');
  });

  it('a stored manual choice wins over the country, without asking', async () => {
    const { result, lookupCountry } = detect('', store({ [LANGUAGE_STORAGE_KEY]: 'pl' }), store(), 'IS');
    expect(await result).toEqual({ language: 'pl', source: 'stored' });
    expect(lookupCountry).not.toHaveBeenCalled();
  });

  it('?lang wins over everything and is remembered', async () => {
    const local = store({ [LANGUAGE_STORAGE_KEY]: 'pl' });
    const session = store();
    const { result, lookupCountry } = detect('?x=1&lang=ar', local, session, 'IS');
    expect(await result).toEqual({ language: 'ar', source: 'query' });
    expect(lookupCountry).not.toHaveBeenCalled();
    expect(local.data.get(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(session.data.get(QUERY_LANGUAGE_FLAG)).toBe('ar');
  });

  it('ignores a stored value or ?lang that is not one of the 15 languages', async () => {
    expect(await detect('?lang=xx', store({ [LANGUAGE_STORAGE_KEY]: 'klingon' }), store(), 'GB').result).toEqual({
      language: 'en',
      source: 'geo',
    });
  });

  it('survives storage that throws (private mode)', async () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const result = await detectInitialLanguage({ search: '?lang=fr', local: broken, session: broken, lookupCountry: async () => null });
    expect(result.language).toBe('fr');
  });
});

describe('what is known before the first paint (issue 16: the geo lookup is not waited for)', () => {
  it('knows ?lang, a stored choice and this visit\'s cached lookup; nothing else', () => {
    expect(knownLanguage({ search: '?lang=ar', local: store(), session: store() })).toEqual({ language: 'ar', source: 'query' });
    expect(knownLanguage({ search: '', local: store({ [LANGUAGE_STORAGE_KEY]: 'de' }), session: store() })).toEqual({
      language: 'de',
      source: 'stored',
    });
    expect(knownLanguage({ search: '', local: store(), session: store({ [DETECTED_LANGUAGE_KEY]: 'en' }) })).toEqual({
      language: 'en',
      source: 'geo',
    });
    // A first visit: only the lookup can tell, so the caller paints in the default and asks it.
    expect(knownLanguage({ search: '?lang=tlh', local: store(), session: store() })).toBeNull();
  });
});

describe('query and country helpers', () => {
  it('reads ?lang case-insensitively and by primary subtag', () => {
    expect(languageFromQuery('?lang=PL')).toBe('pl');
    expect(languageFromQuery('?lang=pt-BR')).toBe('pt');
    expect(languageFromQuery('?lang=zh_Hans')).toBe('zh');
    expect(languageFromQuery('?lang=')).toBeNull();
    expect(languageFromQuery('?language=pl')).toBeNull();
  });

  it('drops only lang from the address', () => {
    expect(searchWithoutLanguage('?lang=ar')).toBe('');
    expect(searchWithoutLanguage('?a=1&lang=ar&b=2')).toBe('?a=1&b=2');
  });

  it('maps countries', () => {
    expect(languageForCountry('is')).toBe('is');
    expect(languageForCountry('PL')).toBe('en');
    expect(languageForCountry(null)).toBe('is');
  });
});

describe('fetchCountry', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('returns the code, or null for null, errors and nonsense', async () => {
    expect(await fetchCountry(1000, answer(200, { country_code: 'IS' }))).toBe('IS');
    expect(await fetchCountry(1000, answer(200, { country_code: null }))).toBeNull();
    expect(await fetchCountry(1000, answer(500, { error: {} }))).toBeNull();
    expect(await fetchCountry(1000, answer(200, { country_code: '<script>' }))).toBeNull();
    expect(await fetchCountry(1000, vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))))).toBeNull();
  });

  it('gives up after the time limit', async () => {
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    expect(await fetchCountry(20, hanging as unknown as typeof fetch)).toBeNull();
  });
});
