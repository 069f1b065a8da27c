import { type ClinicDoctorsResponse, clinicDoctorsResponseSchema, patientNameResponseSchema } from '@asa/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { userQueryKey } from './get-user.ts';

export const clinicDoctorsQueryKey = ['patient', 'doctors'] as const;

/** GET /api/asa/my/doctors: the doctors of the patient's clinic (names and roles). */
export async function getClinicDoctors(): Promise<ClinicDoctorsResponse> {
  return clinicDoctorsResponseSchema.parse(await apiFetch('/api/asa/my/doctors'));
}

export function useClinicDoctors() {
  return useQuery({ queryKey: clinicDoctorsQueryKey, queryFn: getClinicDoctors });
}

/** PUT /api/asa/my/name: the name staff see on the patient's cases. */
export async function setMyName(fullname: string): Promise<string> {
  return patientNameResponseSchema.parse(await apiFetch('/api/asa/my/name', { method: 'PUT', body: { fullname } })).fullname;
}

export function useSetMyName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMyName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
