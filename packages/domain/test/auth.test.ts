import { describe, expect, it } from 'vitest';
import {
  companySlugSchema,
  emailSignInBodySchema,
  languageBodySchema,
  passwordSchema,
  registerBodySchema,
  sendCodeBodySchema,
  sessionUserSchema,
  verifyCodeBodySchema,
} from '../src/index.ts';

describe('phone and code payloads (spec §5)', () => {
  it('accepts +354 and 7 digits in any spacing and yields the E.164 form', () => {
    expect(sendCodeBodySchema.parse({ phoneNumber: '+354 555-1234' })).toEqual({ phoneNumber: '+3545551234' });
    expect(sendCodeBodySchema.parse({ phoneNumber: '+3545551234' })).toEqual({ phoneNumber: '+3545551234' });
  });

  it('refuses every other number with the spec message', () => {
    for (const phoneNumber of ['+354 555-123', '+354 555-12345', '+45 5551-2345', '3545551234', '+354 555.1234', '']) {
      const parsed = sendCodeBodySchema.safeParse({ phoneNumber });
      expect(parsed.success, phoneNumber).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Phone number must be +354 followed by 7 digits.');
    }
    expect(sendCodeBodySchema.safeParse({}).success).toBe(false);
  });

  it('takes a code of exactly 6 digits', () => {
    expect(verifyCodeBodySchema.safeParse({ phoneNumber: '+3545551234', code: '012345' }).success).toBe(true);
    for (const code of ['12345', '1234567', '12345a', ' 123456', '']) {
      expect(verifyCodeBodySchema.safeParse({ phoneNumber: '+3545551234', code }).success, code).toBe(false);
    }
  });

  it('strips unknown fields from the verify payload', () => {
    expect(verifyCodeBodySchema.parse({ phoneNumber: '+3545551234', code: '123456', role: 'admin' })).toEqual({
      phoneNumber: '+3545551234',
      code: '123456',
    });
  });
});

describe('e-mail sign-in and password policy', () => {
  it('needs an e-mail address and a password', () => {
    expect(emailSignInBodySchema.safeParse({ email: 'nurse@demo.clinic', password: 'x' }).success).toBe(true);
    expect(emailSignInBodySchema.safeParse({ email: 'nurse', password: 'x' }).success).toBe(false);
    expect(emailSignInBodySchema.safeParse({ email: 'nurse@demo.clinic', password: '' }).success).toBe(false);
  });

  it('has a default minimum length of 6 and honours a configured policy', () => {
    expect(passwordSchema().safeParse('12345').success).toBe(false);
    expect(passwordSchema().safeParse('123456').success).toBe(true);
    expect(passwordSchema(10).safeParse('123456789').success).toBe(false);
    expect(passwordSchema(6, 8).safeParse('123456789').success).toBe(false);
  });
});

describe('registration, slug and language', () => {
  it('accepts clinic slugs of lowercase letters, digits and inner hyphens', () => {
    for (const slug of ['demo', 'north-clinic', 'a1']) expect(companySlugSchema.safeParse(slug).success, slug).toBe(true);
    for (const slug of ['Demo', 'north clinic', '-x', 'x-', '', 'a/b', 'x'.repeat(65)]) {
      expect(companySlugSchema.safeParse(slug).success, slug).toBe(false);
    }
  });

  it('takes the registration payload of spec §3 with every field optional', () => {
    expect(registerBodySchema.parse({})).toEqual({});
    expect(registerBodySchema.parse({ uid: 'u1', email: '', fullname: ' Jón ', companySlug: 'north' })).toEqual({
      uid: 'u1',
      email: '',
      fullname: 'Jón',
      companySlug: 'north',
    });
    expect(registerBodySchema.safeParse({ companySlug: 'Not A Slug' }).success).toBe(false);
    expect(registerBodySchema.safeParse({ email: 'nope' }).success).toBe(false);
  });

  it('takes only the 15 interface languages', () => {
    expect(languageBodySchema.safeParse({ language: 'is' }).success).toBe(true);
    expect(languageBodySchema.safeParse({ language: 'tr' }).success).toBe(true);
    expect(languageBodySchema.safeParse({ language: 'sv' }).success).toBe(false);
    expect(languageBodySchema.safeParse({ language: 'EN' }).success).toBe(false);
  });

  it('describes the session user with a nullable e-mail (phone users)', () => {
    const user = {
      id: 'u1', fullname: '', email: null, phoneNumber: '+3545551234', photoURL: null, role: 'user',
      language: null, emailVerified: false, usesPassword: false, company: null,
    };
    expect(sessionUserSchema.parse(user)).toEqual(user);
    expect(sessionUserSchema.safeParse({ ...user, role: 'root' }).success).toBe(false);
  });
});
