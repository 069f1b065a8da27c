import { type CompanySettings, companyResultSchema, companySettingsSchema, type CompanySummary } from '@asa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { companiesQueryKey } from './staff.ts';

/** PATCH /api/company {reportLanguage} → the director's clinic as it is now stored (issue 6). */
export async function updateCompany(settings: CompanySettings): Promise<CompanySummary> {
  const answer = await apiFetch<unknown>('/api/company', { method: 'PATCH', body: companySettingsSchema.parse(settings) });
  return companyResultSchema.parse(answer).company;
}

/** Saves the settings and puts the stored clinic into the company list, so every view agrees. */
export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    // Fail at once when the browser is offline (the director sees the error and can retry) rather
    // than waiting, paused behind "Saving…", for the connection to come back.
    networkMode: 'always',
    onSuccess: (company) => {
      client.setQueryData<{ companies: CompanySummary[] }>(companiesQueryKey, (previous) => ({
        companies: previous ? previous.companies.map((c) => (c.id === company.id ? company : c)) : [company],
      }));
    },
  });
}
