import { useSyncExternalStore } from 'react';

/** Spec §2.2/§2.3: mobile means a viewport under 768 px. */
const QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function isMobileViewport(): boolean {
  return window.matchMedia(QUERY).matches;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
