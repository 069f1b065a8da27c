import { useSyncExternalStore } from 'react';
import { isMobileViewport, MOBILE_QUERY } from './viewport.ts';

export { isMobileViewport };

function subscribe(onChange: () => void) {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
