import { formatPhoneInput, isValidPhone, normalisePhone } from '@asa/domain/phone';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api.ts';
import { sendCode, startGoogleSignIn, verifyCode } from '../auth/api/identity.ts';
import { finishSignIn, LOGIN_TOAST } from './finish-sign-in.ts';

export type Variant = 'light' | 'dark';

export interface SheetState {
  signIn: boolean;
  code: boolean;
  terms: boolean;
  staff: boolean;
}

const CLOSED: SheetState = { signIn: false, code: false, terms: false, staff: false };

const isTooMany = (error: unknown) => error instanceof ApiError && error.status === 429;

/** The phone/Google sign-in of spec §2.3–§4 with the messages of spec §8, for one landing variant. */
export function useSignInFlow(variant: Variant, companySlug: string | undefined) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sheets, setSheets] = useState<SheetState>(CLOSED);
  const [phone, setPhone] = useState(formatPhoneInput(''));
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | 'google' | null>(null);
  /** True from a successful sign-in until navigation: the landing must not redirect meanwhile. */
  const [finishing, setFinishing] = useState(false);

  const open = useCallback((sheet: keyof SheetState) => setSheets((s) => ({ ...s, [sheet]: true })), []);
  const close = useCallback((sheet: keyof SheetState) => setSheets((s) => ({ ...s, [sheet]: false })), []);
  /**
   * Backdrop and cancel: every sheet closes. The question typed on the landing stays (in the input
   * and in sessionStorage) and is sent after a later sign-in (issue 15).
   */
  const closeAll = useCallback(() => setSheets(CLOSED), []);

  const changePhone = (raw: string) => {
    setPhone(formatPhoneInput(raw));
    setPhoneError(null);
  };

  const submitPhone = async () => {
    if (!isValidPhone(phone)) {
      setPhoneError(t('errors.phoneFormat'));
      toast.error(t('toast.invalidPhone'), LOGIN_TOAST);
      return;
    }
    const e164 = normalisePhone(phone)!;
    setBusy('send');
    try {
      await sendCode(e164);
      setSentTo(e164);
      setCode('');
      toast.success(t(variant === 'light' ? 'toast.codeSent' : 'toast.smsSent'), LOGIN_TOAST);
      open('code');
    } catch (error) {
      if (isTooMany(error)) toast.error(t('toast.tooManyRequests'), LOGIN_TOAST);
      else if (error instanceof ApiError && error.status === 400) {
        setPhoneError(t('errors.phoneFormat'));
        toast.error(t('toast.invalidPhone'), LOGIN_TOAST);
      } else if (variant === 'light') toast.error(t('toast.sendFailed'), LOGIN_TOAST);
      // The dark variant stays silent on a failed send (spec §8).
    } finally {
      setBusy(null);
    }
  };

  const submitCode = async () => {
    if (!sentTo) {
      toast.error(t('toast.noAttempt'), LOGIN_TOAST);
      return;
    }
    setBusy('verify');
    try {
      const user = await verifyCode(sentTo, code);
      setFinishing(true);
      setSheets(CLOSED);
      toast.success(t('toast.phoneSuccess'), LOGIN_TOAST);
      const newUser = Date.now() - Date.parse(user.createdAt) < 120_000;
      const next = await finishSignIn({ queryClient, t, companySlug, newUser });
      void navigate(next, { replace: true });
    } catch (error) {
      setFinishing(false);
      const code = error instanceof ApiError ? error.code : '';
      if (isTooMany(error)) toast.error(t('toast.tooManyRequests'), LOGIN_TOAST);
      else if (code === 'invalid_otp' || code === 'bad_request') toast.error(t('toast.invalidCode'), LOGIN_TOAST);
      else if (code === 'otp_expired') toast.error(t('toast.codeExpired'), LOGIN_TOAST);
      else if (code === 'otp_not_found') toast.error(t('toast.noAttempt'), LOGIN_TOAST);
      else toast.error(t(variant === 'light' ? 'toast.verificationFailed' : 'toast.phoneVerificationError'), LOGIN_TOAST);
    } finally {
      setBusy(null);
    }
  };

  const google = async () => {
    setBusy('google');
    try {
      await startGoogleSignIn(companySlug);
    } catch (error) {
      setBusy(null);
      toast.error(t(isTooMany(error) ? 'toast.tooManyRequests' : 'toast.googleFailed'), LOGIN_TOAST);
    }
  };

  return {
    variant,
    companySlug,
    sheets,
    open,
    close,
    closeAll,
    phone,
    changePhone,
    phoneError,
    code,
    // Spec §5: capped at 6 characters, no other check before sending (the server checks).
    setCode: (value: string) => setCode(value.slice(0, 6)),
    sentTo,
    busy,
    finishing,
    setFinishing,
    submitPhone,
    submitCode,
    google,
  };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;
