import { isLanguage, type Language } from '@asa/domain/languages';
import i18next from 'i18next';
import { ApiError, apiFetch } from '../lib/api.ts';
import {
  type KeyValueStore,
  LANGUAGE_STORAGE_KEY,
  parseLanguage,
  QUERY_LANGUAGE_FLAG,
  safeGet,
  safeRemove,
  safeSet,
  UNSAVED_CHOICE_FLAG,
} from './detect.ts';

/** What choosing and syncing a language touches; the defaults are the browser's and our API. */
export interface LanguageDeps {
  local: KeyValueStore;
  session: KeyValueStore;
  changeLanguage: (language: Language) => Promise<unknown>;
  currentLanguage: () => string | undefined;
  /** POST /api/auth/language; 'signed-out' when there is no session to save it to. */
  saveToAccount: (language: Language) => Promise<'saved' | 'signed-out'>;
}

async function postLanguage(language: Language): Promise<'saved' | 'signed-out'> {
  try {
    await apiFetch('/api/auth/language', { method: 'POST', body: { language } });
    return 'saved';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'signed-out';
    throw error;
  }
}

function browserDeps(): LanguageDeps {
  return {
    local: window.localStorage,
    session: window.sessionStorage,
    changeLanguage: (language) => i18next.changeLanguage(language),
    currentLanguage: () => i18next.resolvedLanguage ?? i18next.language,
    saveToAccount: postLanguage,
  };
}

export type ChoiceResult = 'saved' | 'saved-on-this-device';

/**
 * A manual choice (the language sheets call this): shown at once, kept on this device across
 * reloads, and saved to the account when signed in — or at the next sign-in when signed out.
 * It wins from now on, also over a `?lang` this visit was opened with. Rejects only if the
 * language could not be shown; a failed save keeps the choice on this device and retries at sign-in.
 */
export async function chooseLanguage(language: Language, deps: LanguageDeps = browserDeps()): Promise<ChoiceResult> {
  safeSet(deps.local, LANGUAGE_STORAGE_KEY, language);
  safeRemove(deps.session, QUERY_LANGUAGE_FLAG);
  await deps.changeLanguage(language);
  try {
    if ((await deps.saveToAccount(language)) === 'saved') {
      safeRemove(deps.session, UNSAVED_CHOICE_FLAG);
      return 'saved';
    }
  } catch {
    // network or server trouble: treated like signed out, saved at the next sign-in
  }
  safeSet(deps.session, UNSAVED_CHOICE_FLAG, language);
  return 'saved-on-this-device';
}

export type SyncOutcome = 'kept-query-language' | 'saved-choice' | 'applied-account-language' | 'unchanged';

/**
 * Runs once when a user signs in (or a signed-in visit starts), spec §4 "restored at sign-in on
 * any device":
 * - a `?lang` given this visit wins and is not overridden;
 * - a choice made while signed out this visit is saved to the account;
 * - otherwise the account's language is applied (and remembered on this device);
 * - an account without a language gets this device's manual choice, if there is one.
 */
export async function syncUserLanguage(
  user: { language?: string | null },
  deps: LanguageDeps = browserDeps(),
): Promise<SyncOutcome> {
  if (parseLanguage(safeGet(deps.session, QUERY_LANGUAGE_FLAG))) return 'kept-query-language';

  const unsaved = parseLanguage(safeGet(deps.session, UNSAVED_CHOICE_FLAG));
  if (unsaved) {
    try {
      if ((await deps.saveToAccount(unsaved)) === 'saved') safeRemove(deps.session, UNSAVED_CHOICE_FLAG);
    } catch {
      // try again at the next sign-in
    }
    return 'saved-choice';
  }

  if (isLanguage(user.language)) {
    safeSet(deps.local, LANGUAGE_STORAGE_KEY, user.language);
    if (deps.currentLanguage() === user.language) return 'unchanged';
    await deps.changeLanguage(user.language);
    return 'applied-account-language';
  }

  const stored = parseLanguage(safeGet(deps.local, LANGUAGE_STORAGE_KEY));
  if (stored) {
    try {
      await deps.saveToAccount(stored);
    } catch {
      // the account simply keeps no language yet
    }
    return 'saved-choice';
  }
  return 'unchanged';
}
