/**
 * Spec §2.2/§2.3: mobile means a viewport under 768 px (the landing's dark variant). Written as the
 * stylesheet's own `max-md:`/`md:` query (Tailwind: 48rem, 768 px at the default font size), so
 * that scripts and CSS agree on which variant shows at any font size the browser is set to.
 */
export const MOBILE_QUERY = '(width < 48rem)';

export function isMobileViewport(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches;
}
