import type { StaffCase, Urgency } from '@asa/domain';

/** A queue item as `GET /api/asa/doctor/chats` serves it, for the live-update tests. */
export function staffCase(id: string, urgency: Urgency, createdAt: number, status: StaffCase['status'] = 'pending'): StaffCase {
  return {
    id,
    user: { fullname: '' },
    diagnosis: '',
    urgency,
    createdAt,
    updatedAt: createdAt,
    dismissed: status === 'reviewed',
    forwardedToDoctor: status === 'forwarded',
    diagnosisData: null,
    medicalHistory: null,
    patientLanguage: 'is',
    emergency: false,
    status,
    patient: { name: null, phone: null, language: 'is', age: null, sex: null },
    aiUrgency: urgency,
    urgencyOverride: null,
    claimedBy: null,
    claimedAt: null,
    forwardedBy: null,
    forwardedAt: null,
    worsenedAt: null,
  };
}
