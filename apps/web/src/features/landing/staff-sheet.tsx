import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BottomSheet } from '../../components/ui/bottom-sheet.tsx';
import { ApiError } from '../../lib/api.ts';
import { getUser, userQueryKey } from '../auth/api/get-user.ts';
import { signInWithEmail } from '../auth/api/identity.ts';
import { LOGIN_TOAST } from './finish-sign-in.ts';
import { field, primary, textButton } from './styles.ts';
import type { SignInFlow } from './use-sign-in-flow.ts';

/**
 * "Staff sign-in" (DESIGN D8): e-mail and password. There is no sign-up here (DESIGN D11): staff
 * accounts are created by their clinic director. After sign-in /home sends each role to its
 * screen; unverified → /verify-email.
 */
export function StaffSheet({ flow, backdropTestId }: { flow: SignInFlow; backdropTestId: string | undefined }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dark = flow.variant === 'dark';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const ids = { email: useId(), password: useId(), error: useId() };

  const messageFor = (err: unknown): string | null => {
    if (!(err instanceof ApiError)) return t('toast.loginFailed');
    if (err.status === 429) {
      toast.error(t('toast.tooManyRequests'), LOGIN_TOAST);
      return null;
    }
    if (err.code === 'invalid_email_or_password' || err.status === 401) return t('errors.invalidCredentials');
    if (err.code === 'banned_user') return t('errors.accountDisabled');
    return t('toast.loginFailed');
  };

  const submit = async () => {
    setError(null);
    if (!email.trim() || !password) {
      setError(t('errors.required'));
      return;
    }
    // The schemas (and zod) load with the first sign-in, not with the landing's first paint.
    const { emailSchema } = await import('@asa/domain');
    if (!emailSchema.safeParse(email.trim()).success) {
      setError(t('errors.invalidCredentials'));
      return;
    }
    setBusy(true);
    try {
      flow.setFinishing(true);
      await signInWithEmail(email.trim(), password);
      await queryClient.fetchQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: 0 });
      flow.closeAll();
      void navigate('/home', { replace: true });
    } catch (err) {
      flow.setFinishing(false);
      setError(messageFor(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <BottomSheet
      open={flow.sheets.staff}
      onClose={flow.closeAll}
      title={t('staff.title')}
      description={t('staff.description')}
      titleClassName="text-center text-xl font-semibold"
      descriptionClassName="mt-1 mb-5 text-center text-sm opacity-75"
      dark={dark}
      initialFocus={emailRef}
      testId="staff-sheet"
      backdropTestId={backdropTestId}
    >
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="space-y-1">
          <label htmlFor={ids.email} className="block text-sm font-medium">
            {t('staff.email')}
          </label>
          <input
            id={ids.email}
            ref={emailRef}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            className={field(dark)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.password} className="block text-sm font-medium">
            {t('staff.password')}
          </label>
          <input
            id={ids.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            className={field(dark)}
          />
        </div>
        {error && (
          <p id={ids.error} role="alert" className={`text-sm ${dark ? 'text-red-400' : 'text-red-700'}`}>
            {error}
          </p>
        )}
        <button type="submit" className={primary(dark)} disabled={busy}>
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {busy ? t('staff.submitting') : t('staff.submit')}
        </button>
      </form>
      <button type="button" className={`${textButton} mt-2`} onClick={flow.closeAll}>
        {t('staff.cancel')}
      </button>
    </BottomSheet>
  );
}
