import type { Providers, SuccessResponse } from '@asa/domain';
import { apiFetch } from '../../../lib/api.ts';

/**
 * Calls to the identity service (better-auth under /api/identity, DESIGN D2) and the product's
 * registration call. Errors arrive as ApiError with the server's code (e.g. too_many_requests,
 * invalid_otp, otp_not_found, invalid_email_or_password).
 */

export interface VerifiedUser {
  id: string;
  createdAt: string;
}

export async function sendCode(phoneNumber: string): Promise<unknown> {
  // The schemas (and zod) load with the first sign-in, not with the landing's first paint.
  const { sendCodeBodySchema } = await import('@asa/domain');
  return apiFetch('/api/identity/phone-number/send-otp', { method: 'POST', body: sendCodeBodySchema.parse({ phoneNumber }) });
}

export async function verifyCode(phoneNumber: string, code: string): Promise<VerifiedUser> {
  const { user } = await apiFetch<{ user: VerifiedUser }>('/api/identity/phone-number/verify', {
    method: 'POST',
    // The code goes as typed (spec §5: no check before sending); the server answers 400 if malformed.
    body: { phoneNumber, code },
  });
  return user;
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  await apiFetch('/api/identity/sign-in/email', { method: 'POST', body: { email, password } });
}

export async function resendVerificationEmail(email: string): Promise<void> {
  await apiFetch('/api/identity/send-verification-email', { method: 'POST', body: { email, callbackURL: '/home' } });
}

/** Where the browser comes back to after Google; the landing finishes the sign-in there. */
export function googleReturnPath(companySlug: string | undefined, query: string): string {
  return `${companySlug ? `/${companySlug}` : ''}/landing?${query}`;
}

/** Starts Google sign-in (OIDC authorization code): the server answers the provider's URL. */
export async function startGoogleSignIn(companySlug: string | undefined): Promise<void> {
  const { url } = await apiFetch<{ url: string }>('/api/identity/sign-in/social', {
    method: 'POST',
    body: {
      provider: 'google',
      callbackURL: googleReturnPath(companySlug, 'signedIn=google'),
      newUserCallbackURL: googleReturnPath(companySlug, 'signedIn=google&newUser=1'),
      errorCallbackURL: googleReturnPath(companySlug, 'loginError=google'),
      disableRedirect: true,
    },
  });
  window.location.assign(url);
}

export async function signOut(): Promise<void> {
  await apiFetch('/api/identity/sign-out', { method: 'POST', body: {} });
}

/** Spec §4 first-login registration: attaches the clinic of the landing's slug, if any. */
export function register(input: { companySlug?: string; fullname?: string }): Promise<SuccessResponse> {
  return apiFetch<SuccessResponse>('/api/auth/register', { method: 'POST', body: input });
}

export function deleteAccount(): Promise<SuccessResponse> {
  return apiFetch<SuccessResponse>('/api/auth/delete', { method: 'DELETE' });
}

export function getProviders(): Promise<Providers> {
  return apiFetch<Providers>('/api/auth/providers');
}
