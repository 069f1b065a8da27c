import { emailSchema } from '@asa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api.ts';
import { getUser, userQueryKey } from '../auth/api/get-user.ts';
import { signInWithEmail, signUpWithEmail } from '../auth/api/identity.ts';
import { useProviders } from '../auth/api/use-session-actions.ts';
import { finishSignIn, LOGIN_TOAST } from './finish-sign-in.ts';
import { Sheet } from './sheet.tsx';
import { field, primary, textButton } from './styles.ts';
import type { SignInFlow } from './use-sign-in-flow.ts';

/**
 * "Staff sign-in" (DESIGN D8): e-mail and password, and e-mail registration (spec §4) for those
 * without an account. After sign-in /home sends each role to its screen; unverified → /verify-email.
 */
export function StaffSheet({ flow }: { flow: SignInFlow }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dark = flow.variant === 'dark';
  const [mode, setMode] = useState<'signIn' | 'create'>('signIn');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  // Spec §5: the identity service's policy (default minimum 6), refreshed when a password fails it.
  const { data: providers, refetch: refreshPolicy } = useProviders();
  const minLength = providers?.password.minLength ?? 6;
  const ids = { title: useId(), desc: useId(), name: useId(), email: useId(), password: useId(), hint: useId(), error: useId() };

  const messageFor = (err: unknown): string | null => {
    if (!(err instanceof ApiError)) return t('toast.loginFailed');
    if (err.status === 429) {
      toast.error(t('toast.tooManyRequests'), LOGIN_TOAST);
      return null;
    }
    if (err.code === 'invalid_email_or_password' || err.status === 401) return t('errors.invalidCredentials');
    if (err.code === 'banned_user') return t('errors.accountDisabled');
    if (err.code.startsWith('user_already_exists')) return t('errors.emailTaken');
    if (err.code === 'password_too_short') {
      void refreshPolicy();
      return t('errors.passwordTooShort', { min: minLength });
    }
    return mode === 'create' ? t('toast.registrationFailed') : t('toast.loginFailed');
  };

  const submit = async () => {
    setError(null);
    if ((mode === 'create' && !name.trim()) || !email.trim() || !password) {
      setError(t('errors.required'));
      return;
    }
    if (!emailSchema.safeParse(email.trim()).success) {
      setError(t('errors.invalidCredentials'));
      return;
    }
    if (mode === 'create' && password.length < minLength) {
      setError(t('errors.passwordTooShort', { min: minLength }));
      return;
    }
    setBusy(true);
    try {
      flow.setFinishing(true);
      if (mode === 'signIn') {
        await signInWithEmail(email.trim(), password);
        await queryClient.fetchQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: 0 });
        flow.closeAll();
        void navigate('/home', { replace: true });
      } else {
        await signUpWithEmail({ name: name.trim(), email: email.trim(), password });
        toast.success(t('toast.verificationEmailSent'), LOGIN_TOAST);
        await finishSignIn({ queryClient, t, companySlug: flow.companySlug, newUser: true });
        flow.closeAll();
        void navigate('/home', { replace: true });
      }
    } catch (err) {
      flow.setFinishing(false);
      setError(messageFor(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet
      open={flow.sheets.staff}
      onClose={flow.closeAll}
      layer={1}
      labelledBy={ids.title}
      describedBy={ids.desc}
      dark={dark}
      initialFocus={emailRef}
      testId="staff-sheet"
    >
      <h2 id={ids.title} className="text-center text-xl font-semibold">
        {mode === 'signIn' ? t('staff.title') : t('staff.createTitle')}
      </h2>
      <p id={ids.desc} className="mt-1 mb-5 text-center text-sm opacity-70">
        {mode === 'signIn' ? t('staff.description') : t('staff.createDescription')}
      </p>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {mode === 'create' && (
          <div className="space-y-1">
            <label htmlFor={ids.name} className="block text-sm font-medium">
              {t('staff.name')}
            </label>
            <input id={ids.name} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} className={field(dark)} />
          </div>
        )}
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
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={[mode === 'create' ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined}
            className={field(dark)}
          />
          {mode === 'create' && (
            <p id={ids.hint} className="text-xs opacity-70">
              {t('staff.passwordHint', { min: minLength })}
            </p>
          )}
        </div>
        {error && (
          <p id={ids.error} role="alert" className="text-sm text-red-500">
            {error}
          </p>
        )}
        <button type="submit" className={primary(dark)} disabled={busy}>
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {mode === 'signIn' ? (busy ? t('staff.submitting') : t('staff.submit')) : busy ? t('staff.creating') : t('staff.create')}
        </button>
      </form>
      <button
        type="button"
        className={`${textButton} mt-2`}
        onClick={() => {
          setMode(mode === 'signIn' ? 'create' : 'signIn');
          setError(null);
        }}
      >
        {mode === 'signIn' ? t('staff.toCreate') : t('staff.toSignIn')}
      </button>
      <button type="button" className={textButton} onClick={flow.closeAll}>
        {t('staff.cancel')}
      </button>
    </Sheet>
  );
}
