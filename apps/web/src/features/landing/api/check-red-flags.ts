import type { RedFlagCheckResponse } from '@asa/domain';
import { isLanguage } from '@asa/domain/languages';
import { apiFetch } from '../../../lib/api.ts';

/**
 * POST /api/asa/triage/red-flags: the red-flag floor on the landing's question, before sign-in, so
 * the 112 card never waits behind a phone number and an SMS code. The page's language reads a short
 * message whose own language is unclear.
 */
export async function checkRedFlags(text: string, pageLanguage: string, signal?: AbortSignal): Promise<RedFlagCheckResponse> {
  // The schemas (and zod) load with the first question, not with the landing's first paint.
  const [{ redFlagCheckResponseSchema }, answer] = await Promise.all([
    import('@asa/domain'),
    apiFetch('/api/asa/triage/red-flags', { method: 'POST', body: { text, ...(isLanguage(pageLanguage) ? { language: pageLanguage } : {}) }, ...(signal ? { signal } : {}) }),
  ]);
  return redFlagCheckResponseSchema.parse(answer);
}
