/** Spec §2.2/§2.3: mobile means a viewport under 768 px (the landing's dark variant). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function isMobileViewport(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches;
}
