import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { ToasterSlot } from '../components/ui/toaster-slot.tsx';
import { useUser } from '../features/auth/api/get-user.ts';
import { useSyncUserLanguage } from '../i18n/use-sync-user-language.ts';

/**
 * Everything around the router: the browser renders it around `RouterProvider`, the build's
 * prerender of the landing around a static router, so the two trees match when the page hydrates.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <UserLanguageSync />
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      <ToasterSlot />
    </QueryClientProvider>
  );
}

/** Restores a signed-in user's saved language on any device (spec §4). */
function UserLanguageSync() {
  useSyncUserLanguage(useUser().data);
  return null;
}
