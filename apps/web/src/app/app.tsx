import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { ToasterSlot } from '../components/ui/toaster-slot.tsx';
import { useUser } from '../features/auth/api/get-user.ts';
import { useSyncUserLanguage } from '../i18n/use-sync-user-language.ts';
import { router } from './router.tsx';

export function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <UserLanguageSync />
      <Suspense fallback={<LoadingScreen />}>
        <RouterProvider router={router} />
      </Suspense>
      <ToasterSlot />
    </QueryClientProvider>
  );
}

/** Restores a signed-in user's saved language on any device (spec §4). */
function UserLanguageSync() {
  useSyncUserLanguage(useUser().data);
  return null;
}
