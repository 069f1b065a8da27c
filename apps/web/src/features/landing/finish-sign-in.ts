import { PENDING_MESSAGE_STORAGE_KEY } from '@asa/domain/text';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api.ts';
import { getUser, userQueryKey } from '../auth/api/get-user.ts';
import { register } from '../auth/api/identity.ts';

/** Toasts of the login flow stay 5000 ms (spec §9). */
export const LOGIN_TOAST = { duration: 5000 } as const;

export function storePendingMessage(text: string): void {
  try {
    sessionStorage.setItem(PENDING_MESSAGE_STORAGE_KEY, text);
  } catch {
    // storage unavailable (private mode): the message is simply not carried over
  }
}

/** The question typed on the landing and not sent yet: it survives a cancelled sign-in and a reload. */
export function readPendingMessage(): string {
  try {
    return sessionStorage.getItem(PENDING_MESSAGE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function dropPendingMessage(): void {
  try {
    sessionStorage.removeItem(PENDING_MESSAGE_STORAGE_KEY);
  } catch {
    // nothing to drop
  }
}

function hasPendingMessage(): boolean {
  try {
    return Boolean(sessionStorage.getItem(PENDING_MESSAGE_STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * After a successful phone, Google or e-mail sign-in (spec §4 "first login"): register on the
 * backend (with the landing's clinic slug), then load the user — the user fetch waits for the
 * registration — and go on: to /chat when the landing input holds a question, else /home.
 */
export async function finishSignIn(options: {
  queryClient: QueryClient;
  t: TFunction<'auth'>;
  companySlug: string | undefined;
  newUser: boolean;
}): Promise<string> {
  const { queryClient, t, companySlug, newUser } = options;
  try {
    await register(companySlug ? { companySlug } : {});
    if (newUser) toast.success(t('toast.accountCreated'), LOGIN_TOAST);
  } catch (error) {
    // Signed in all the same (in the default clinic); say why the clinic was not joined.
    const message = error instanceof ApiError && error.status === 400 ? error.message : t('toast.registrationFailed');
    toast.error(message, { ...LOGIN_TOAST, position: 'top-center' });
  }
  await queryClient.fetchQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: 0 });
  return hasPendingMessage() ? '/chat' : '/home';
}
