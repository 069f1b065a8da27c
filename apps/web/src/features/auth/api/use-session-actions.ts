import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { deleteAccount, getProviders, signOut } from './identity.ts';
import { userQueryKey } from './get-user.ts';

/** Which sign-in buttons to show (Google only when the server has it configured). */
export function useProviders() {
  return useQuery({ queryKey: ['auth', 'providers'], queryFn: getProviders, staleTime: Infinity });
}

/**
 * Logout (spec §4): the session ends on the server, the client forgets the user and every cached
 * answer, toast "Logged out", back to landing. Used by the chat side menu and the profile screen.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: signOut,
    // Even if the server is unreachable the user asked to leave: clear this device.
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      queryClient.setQueryData(userQueryKey, null);
      toast.success(t('toast.loggedOut'));
      void navigate('/landing', { replace: true });
    },
  });
}

/** DELETE /api/auth/delete: really deletes the account (DESIGN D10); toasts per spec §8. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      queryClient.setQueryData(userQueryKey, null);
      toast.success(t('toast.userDeleted'));
      void navigate('/landing', { replace: true });
    },
    onError: () => {
      toast.error(t('toast.deleteFailed'));
    },
  });
}
