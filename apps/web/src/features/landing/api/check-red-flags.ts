import { type RedFlagCheckResponse, redFlagCheckResponseSchema } from '@asa/domain';
import { apiFetch } from '../../../lib/api.ts';

/**
 * POST /api/asa/triage/red-flags: the red-flag floor on the landing's question, before sign-in, so
 * the 112 card never waits behind a phone number and an SMS code.
 */
export async function checkRedFlags(text: string, signal?: AbortSignal): Promise<RedFlagCheckResponse> {
  return redFlagCheckResponseSchema.parse(
    await apiFetch('/api/asa/triage/red-flags', { method: 'POST', body: { text }, ...(signal ? { signal } : {}) }),
  );
}
