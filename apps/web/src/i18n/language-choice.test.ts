import type { Language } from '@asa/domain';
import { describe, expect, it, vi } from 'vitest';
import { type KeyValueStore, LANGUAGE_STORAGE_KEY, QUERY_LANGUAGE_FLAG, UNSAVED_CHOICE_FLAG } from './detect.ts';
import { chooseLanguage, type LanguageDeps, syncUserLanguage } from './language-choice.ts';

function store(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function deps({
  current = 'is',
  signedIn = true,
  local = {},
  session = {},
}: { current?: string; signedIn?: boolean; local?: Record<string, string>; session?: Record<string, string> } = {}) {
  let language = current;
  const saved: Language[] = [];
  const d = {
    local: store(local),
    session: store(session),
    changeLanguage: vi.fn(async (next: Language) => {
      language = next;
    }),
    currentLanguage: () => language,
    saveToAccount: vi.fn(async (next: Language) => {
      if (!signedIn) return 'signed-out' as const;
      saved.push(next);
      return 'saved' as const;
    }),
  } satisfies LanguageDeps;
  return { ...d, saved, language: () => language };
}

describe('chooseLanguage (a manual choice)', () => {
  it('shows it, keeps it on the device and saves it to the account', async () => {
    const d = deps({ session: { [QUERY_LANGUAGE_FLAG]: 'ar' } });
    expect(await chooseLanguage('pl', d)).toBe('saved');
    expect(d.language()).toBe('pl');
    expect(d.local.data.get(LANGUAGE_STORAGE_KEY)).toBe('pl');
    expect(d.saved).toEqual(['pl']);
    // It now beats the ?lang the visit was opened with.
    expect(d.session.data.has(QUERY_LANGUAGE_FLAG)).toBe(false);
  });

  it('signed out: kept on the device and marked for saving at sign-in', async () => {
    const d = deps({ signedIn: false });
    expect(await chooseLanguage('de', d)).toBe('saved-on-this-device');
    expect(d.local.data.get(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(d.session.data.get(UNSAVED_CHOICE_FLAG)).toBe('de');
  });

  it('a failing save still keeps the choice', async () => {
    const d = deps();
    d.saveToAccount.mockRejectedValueOnce(new Error('503'));
    expect(await chooseLanguage('fr', d)).toBe('saved-on-this-device');
    expect(d.language()).toBe('fr');
  });
});

describe('syncUserLanguage (at sign-in)', () => {
  it("applies the account's language on a new device and remembers it", async () => {
    const d = deps({ current: 'en' });
    expect(await syncUserLanguage({ language: 'pl' }, d)).toBe('applied-account-language');
    expect(d.language()).toBe('pl');
    expect(d.local.data.get(LANGUAGE_STORAGE_KEY)).toBe('pl');
    expect(d.saved).toEqual([]);
  });

  it('leaves a ?lang given this visit alone', async () => {
    const d = deps({ current: 'ar', session: { [QUERY_LANGUAGE_FLAG]: 'ar' } });
    expect(await syncUserLanguage({ language: 'pl' }, d)).toBe('kept-query-language');
    expect(d.language()).toBe('ar');
  });

  it('saves a choice made while signed out instead of overriding it', async () => {
    const d = deps({ current: 'de', local: { [LANGUAGE_STORAGE_KEY]: 'de' }, session: { [UNSAVED_CHOICE_FLAG]: 'de' } });
    expect(await syncUserLanguage({ language: 'pl' }, d)).toBe('saved-choice');
    expect(d.language()).toBe('de');
    expect(d.saved).toEqual(['de']);
    expect(d.session.data.has(UNSAVED_CHOICE_FLAG)).toBe(false);
  });

  it("gives an account without a language this device's manual choice", async () => {
    const d = deps({ current: 'tr', local: { [LANGUAGE_STORAGE_KEY]: 'tr' } });
    expect(await syncUserLanguage({ language: null }, d)).toBe('saved-choice');
    expect(d.saved).toEqual(['tr']);
  });

  it('does nothing when nothing was chosen anywhere', async () => {
    const d = deps({ current: 'is' });
    expect(await syncUserLanguage({ language: null }, d)).toBe('unchanged');
    expect(await syncUserLanguage({ language: 'is' }, d)).toBe('unchanged');
    expect(d.changeLanguage).not.toHaveBeenCalled();
  });
});
