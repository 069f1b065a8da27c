import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { onIdle } from '../../lib/idle.ts';
import { loadSonner, subscribeToasterWanted, toasterWanted } from '../../lib/toast.ts';

const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

/**
 * Where the global toaster mounts: once the page is idle after its first paint, or at the first
 * toast if that comes sooner (issue 16: sonner off the landing's first path).
 */
export function ToasterSlot() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  useEffect(() => (toasterWanted() ? undefined : onIdle(() => void loadSonner())), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
