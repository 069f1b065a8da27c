import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { ApiError } from '../../lib/api.ts';
import { getUser, userQueryKey, useUser } from './api/get-user.ts';
import { resendVerificationEmail } from './api/identity.ts';
import { useLogout } from './api/use-session-actions.ts';

/** /verify-email (spec §2.2): for a signed-in e-mail/password user whose address is not verified yet. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { data: user, isPending } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);

  if (isPending) return <LoadingScreen />;
  if (!user) return <Navigate to="/landing" replace />;
  if (!user.usesPassword || user.emailVerified) return <Navigate to="/home" replace />;

  const resend = async () => {
    setBusy(true);
    try {
      await resendVerificationEmail(user.email ?? '');
      toast.success(t('verifyEmail.resent'));
    } catch (error) {
      toast.error(t(error instanceof ApiError && error.status === 429 ? 'toast.tooManyRequests' : 'toast.sendFailed'));
    } finally {
      setBusy(false);
    }
  };

  const check = async () => {
    const fresh = await queryClient.fetchQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: 0 });
    if (fresh?.emailVerified) void navigate('/home', { replace: true });
    else toast(t('verifyEmail.notYet'));
  };

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-5 px-6 text-center">
      <MailCheck className="size-12 text-pink-600" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{t('verifyEmail.title')}</h1>
      <p className="text-neutral-600">{t('verifyEmail.body', { email: user.email })}</p>
      <div className="flex w-full flex-col gap-3">
        <button
          type="button"
          onClick={() => void check()}
          className="rounded-xl bg-neutral-900 px-4 py-3 font-medium text-white focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {t('verifyEmail.check')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void resend()}
          className="rounded-xl border border-neutral-300 px-4 py-3 font-medium disabled:opacity-60 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none"
        >
          {t('verifyEmail.resend')}
        </button>
        <button
          type="button"
          onClick={() => logout.mutate()}
          className="rounded-xl px-4 py-2 text-sm text-neutral-600 underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none"
        >
          {t('verifyEmail.logout')}
        </button>
      </div>
    </main>
  );
}
