import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { isValidPhone, normalisePhone } from './phone.ts';
import { ROLES } from './roles.ts';

/**
 * Payloads and answers of identity and the product auth calls (spec §3, §5, §7), shared by the
 * server routes, the web forms and the tests.
 */

export const PHONE_ERROR_MESSAGE = 'Phone number must be +354 followed by 7 digits.';

/** A clinic's slug as it appears in /{slug}/landing: lowercase letters, digits and inner hyphens. */
export const companySlugSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'A company slug is lowercase letters, digits and hyphens.');

/** Spec §5: spaces and hyphens removed, exactly "+354" + 7 digits; parsed into the E.164 form. */
export const phoneNumberSchema = z
  .string()
  .max(32)
  .refine(isValidPhone, PHONE_ERROR_MESSAGE)
  .transform((value) => normalisePhone(value)!);

/** Spec §5: the code is 6 characters; the server only takes 6 digits. */
export const verificationCodeSchema = z.string().regex(/^\d{6}$/, 'The code is 6 digits.');

export const sendCodeBodySchema = z.object({ phoneNumber: phoneNumberSchema });
export const verifyCodeBodySchema = z.object({ phoneNumber: phoneNumberSchema, code: verificationCodeSchema });

export const emailSchema = z.email().max(254);

/** Staff (and e-mail) sign-in; the password policy is checked on sign-up only. */
export const emailSignInBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(256),
});

/** Spec §5: minimum length 6 unless the policy says otherwise (the server enforces its configured policy). */
export function passwordSchema(min = 6, max = 128) {
  return z.string().min(min, `The password needs at least ${min} characters.`).max(max);
}

/**
 * Bodies of the identity library's calls that the product exposes (DESIGN D11), checked before the
 * library sees them: only these fields, of these types and sizes, reach it.
 */
const returnPathSchema = z
  .string()
  .max(512)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Must be a path on this site.');
export const identitySignInEmailBodySchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1).max(256),
    rememberMe: z.boolean().optional(),
    callbackURL: returnPathSchema.optional(),
  })
  .strict();
export const identitySocialSignInBodySchema = z
  .object({
    provider: z.literal('google'),
    callbackURL: returnPathSchema.optional(),
    newUserCallbackURL: returnPathSchema.optional(),
    errorCallbackURL: returnPathSchema.optional(),
    disableRedirect: z.boolean().optional(),
  })
  .strict();
export const identitySendVerificationBodySchema = z
  .object({ email: emailSchema, callbackURL: returnPathSchema.optional() })
  .strict();
export const identityChangePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1).max(256),
    newPassword: z.string().min(1).max(256),
    revokeOtherSessions: z.boolean().optional(),
  })
  .strict();
export const identityEmptyBodySchema = z.object({}).strict();

/** Spec §3 Registration payload. Every field is optional: the session says who registers. */
export const registerBodySchema = z.object({
  uid: z.string().min(1).max(128).optional(),
  email: z.union([emailSchema, z.literal('')]).optional(),
  fullname: z.string().trim().max(120).optional(),
  companySlug: z.union([companySlugSchema, z.literal('')]).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const successResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const languageBodySchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguageBody = z.infer<typeof languageBodySchema>;

export const sessionCompanySchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/** GET /api/auth/user → data.user. Phone users have no e-mail (their placeholder is never shown). */
export const sessionUserSchema = z.object({
  id: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  photoURL: z.string().nullable(),
  role: z.enum(ROLES),
  language: z.enum(LANGUAGES).nullable(),
  emailVerified: z.boolean(),
  usesPassword: z.boolean(),
  company: sessionCompanySchema.nullable(),
});
export type SessionUserData = z.infer<typeof sessionUserSchema>;
export const userResponseSchema = z.object({ data: z.object({ user: sessionUserSchema }) });

/** GET /api/auth/providers: which sign-in buttons the SPA shows, and the password policy (spec §5). */
export const providersResponseSchema = z.object({
  google: z.boolean(),
  password: z.object({ minLength: z.number().int(), maxLength: z.number().int() }),
});
export type Providers = z.infer<typeof providersResponseSchema>;

