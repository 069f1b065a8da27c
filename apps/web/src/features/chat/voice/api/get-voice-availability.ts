import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api.ts';

/** GET /api/asa/chat/voice: whether the server has a realtime provider, and where offers go. */
export interface VoiceAvailability {
  available: boolean;
  provider: 'openai' | 'none';
  callsUrl: string | null;
}

export const voiceAvailabilityQueryKey = ['voice', 'availability'] as const;

export function getVoiceAvailability(): Promise<VoiceAvailability> {
  return apiFetch<VoiceAvailability>('/api/asa/chat/voice');
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
