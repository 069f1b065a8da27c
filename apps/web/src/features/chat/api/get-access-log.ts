import { accessLogSchema } from '@asa/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

/** GET /api/asa/chat/{id}/access-log: staff reads and actions on the patient's own chat (GDPR Art. 15). */
export function useAccessLog(chatId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['chat', 'access-log', chatId],
    enabled: enabled && chatId !== null,
    queryFn: async ({ signal }) =>
      accessLogSchema.parse(await apiFetch(`/api/asa/chat/${encodeURIComponent(chatId!)}/access-log`, { signal })).entries,
  });
}
