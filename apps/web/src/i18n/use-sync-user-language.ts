import { useEffect, useRef } from 'react';
import { syncUserLanguage } from './language-choice.ts';

/**
 * Applies the signed-in user's saved language once per sign-in (spec §4: restored at sign-in on
 * any device), unless this visit was opened with `?lang`. Mount it once where the user is known,
 * e.g. `useSyncUserLanguage(useUser().data)` in the app shell. The language lives outside React
 * (i18next, storage), so an effect is the right tool here.
 */
export function useSyncUserLanguage(user: { id: string; language?: string | null } | null | undefined): void {
  const syncedFor = useRef<string | null>(null);
  const userId = user?.id ?? null;
  const language = user?.language ?? null;
  useEffect(() => {
    if (!userId) {
      // Signed out: the next sign-in syncs again.
      syncedFor.current = null;
      return;
    }
    if (syncedFor.current === userId) return;
    syncedFor.current = userId;
    void syncUserLanguage({ language });
  }, [userId, language]);
}
