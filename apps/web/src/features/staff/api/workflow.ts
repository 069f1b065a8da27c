import {
  type CaseNote,
  type StaffCase,
  type Urgency,
  caseNoteListSchema,
  caseNoteResultSchema,
  patientMessageResultSchema,
} from '@asa/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { caseKey, useApplyCase } from './cases.ts';

/** Issue 14: the staff workflow calls on one case (claim, urgency, notes, message the patient). */
const base = (id: string) => `/api/asa/chat/${encodeURIComponent(id)}`;

export const notesKey = (id: string) => ['staff', 'notes', id] as const;

/** GET /api/asa/chat/{id}: the case as it is now; the server audits it as a read of the patient's data. */
export function useCaseDetail(id: string) {
  return useQuery({
    queryKey: caseKey(id),
    queryFn: async ({ signal }) => (await apiFetch<{ chat: StaffCase }>(base(id), { signal })).chat,
  });
}

export function useCaseNotes(id: string) {
  return useQuery({
    queryKey: notesKey(id),
    queryFn: async ({ signal }) => caseNoteListSchema.parse(await apiFetch(`${base(id)}/notes`, { signal })).notes,
  });
}

/** After an action: the returned case goes into the loaded queues, the open modal and the counts at once. */
function useCaseUpdated() {
  const client = useQueryClient();
  const apply = useApplyCase();
  return (chat: StaffCase) => {
    apply(chat);
    client.setQueryData(caseKey(chat.id), chat);
  };
}

export function useClaim(id: string) {
  const updated = useCaseUpdated();
  return useMutation({
    mutationFn: async (claim: boolean) =>
      (await apiFetch<{ chat: StaffCase }>(`${base(id)}/claim`, { method: claim ? 'POST' : 'DELETE' })).chat,
    onSuccess: updated,
  });
}

export function useOverrideUrgency(id: string) {
  const updated = useCaseUpdated();
  return useMutation({
    mutationFn: async (body: { urgency: Urgency; reason: string }) =>
      (await apiFetch<{ chat: StaffCase }>(`${base(id)}/urgency`, { method: 'POST', body })).chat,
    onSuccess: updated,
  });
}

export function useAddNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string): Promise<CaseNote> =>
      caseNoteResultSchema.parse(await apiFetch(`${base(id)}/notes`, { method: 'POST', body: { text } })).note,
    onSuccess: (note) => client.setQueryData<CaseNote[]>(notesKey(id), (notes) => [...(notes ?? []), note]),
  });
}

export function useMessagePatient(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      patientMessageResultSchema.parse(await apiFetch(`${base(id)}/patient-message`, { method: 'POST', body: { text } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['staff', 'messages', id] }),
  });
}
