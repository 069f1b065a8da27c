import { feedbackBodySchema } from '@asa/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

/** POST /api/feedback {feedbackMessage}. */
export async function sendFeedback(feedbackMessage: string): Promise<void> {
  await apiFetch('/api/feedback', { method: 'POST', body: feedbackBodySchema.parse({ feedbackMessage }) });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
