import { apiFetch } from '../../../lib/api.ts';

/** POST /api/identity/sign-out: ends the session (the cookie is cleared by the server). */
export async function signOut(): Promise<void> {
  await apiFetch('/api/identity/sign-out', { method: 'POST', body: {} });
}

/** DELETE /api/auth/delete: deletes the account with its chats and messages (DESIGN D10). */
export async function deleteAccount(): Promise<void> {
  await apiFetch('/api/auth/delete', { method: 'DELETE' });
}
