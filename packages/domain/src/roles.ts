export const ROLES = ['user', 'nurse', 'doctor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['nurse', 'doctor', 'admin'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Spec §3: flags derived from the role. Admins (clinic directors) may use every doctor screen. */
export function roleFlags(role: Role): { isAdmin: boolean; isDoctor: boolean; isStaff: boolean } {
  return {
    isAdmin: role === 'admin',
    isDoctor: role === 'doctor' || role === 'admin',
    isStaff: STAFF_ROLES.includes(role),
  };
}

/** Spec §2.2: where each role lands from /, /landing and /home. */
export function homePathFor(role: Role): string {
  switch (role) {
    case 'user':
      return '/chat';
    case 'nurse':
      return '/view-urgent-chats';
    case 'doctor':
      return '/doctor-ui';
    case 'admin':
      return '/doctor-list';
  }
}
