import { type VoiceAvailability, voiceAvailabilitySchema } from '@asa/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api.ts';

export const voiceAvailabilityQueryKey = ['voice', 'availability'] as const;

/** GET /api/asa/chat/voice: whether the server has a realtime provider, and where offers go. */
export async function getVoiceAvailability(): Promise<VoiceAvailability> {
  return voiceAvailabilitySchema.parse(await apiFetch<unknown>('/api/asa/chat/voice'));
}

export function useVoiceAvailability(enabled = true) {
  return useQuery({
    queryKey: voiceAvailabilityQueryKey,
    queryFn: getVoiceAvailability,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
