import type { CompanySummary, CreateStaffInput, CreateStaffResult, StaffMember } from '@asa/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api.ts';

export const companiesQueryKey = ['staff', 'companies'] as const;

/** GET /api/company → the director's own clinic (id, name, report language). */
export function useCompanies() {
  return useQuery({
    queryKey: companiesQueryKey,
    queryFn: ({ signal }) => apiFetch<{ companies: CompanySummary[] }>('/api/company', { signal }),
    retry: false,
  });
}

export function useStaffList(companyId: string | null | undefined) {
  return useQuery({
    queryKey: ['staff', 'list', companyId],
    enabled: Boolean(companyId),
    queryFn: ({ signal }) => apiFetch<{ doctors: StaffMember[] }>(`/api/doctor/list/${companyId}`, { signal }),
    retry: false,
  });
}

/** POST /api/doctor/create/{companyId} → {success, message}; a refusal carries the server's message. */
export async function createStaff(companyId: string, input: CreateStaffInput): Promise<CreateStaffResult> {
  const response = await fetch(`/api/doctor/create/${encodeURIComponent(companyId)}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await response.json().catch(() => null)) as Partial<CreateStaffResult> & { error?: { message?: string } } | null;
  if (body && typeof body.success === 'boolean' && typeof body.message === 'string') return { success: body.success, message: body.message };
  throw new ApiError(response.status, 'http_error', body?.error?.message ?? response.statusText);
}

export async function signOut(): Promise<void> {
  await apiFetch('/api/identity/sign-out', { method: 'POST', body: {} });
}
