import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isLanguage, type Language, languageForCountry } from '@asa/domain/languages';
import { countryOf } from '../modules/geo/service.ts';

/**
 * The landing pages the web build prerenders, one per language (`apps/web/vite.config.ts`, issue
 * 16: a landing that paints before any script runs). The server sends the one in the visitor's
 * language — `?lang=xx`, else the country of their address (spec §4) — with that country written
 * in, so the browser needs no /api/geo round trip either.
 */
export interface PrerenderedLanding {
  /** `'sha256-…'` sources of the pages' inline scripts, for the Content-Security-Policy. */
  scriptHashes: string[];
  /** The page for this request, or null when the build prerendered none. */
  pageFor(request: { ip: string; query: unknown }): string | null;
}

const PRERENDERED_DIR = 'prerendered';
const COUNTRY_META = '<meta name="asa-country" content="" />';

/** `/landing` and `/{companySlug}/landing` (spec §2.1); other paths get the plain shell. */
export function isLandingPath(pathname: string): boolean {
  return /^\/(?:[^/]+\/)?landing\/?$/.test(pathname);
}

export function loadPrerenderedLanding(webDist: string): PrerenderedLanding {
  const pages = new Map<Language, string>();
  const dir = path.join(webDist, PRERENDERED_DIR);
  if (fs.existsSync(dir)) {
    for (const file of fs.readdirSync(dir)) {
      const language = /^landing\.([a-z]{2})\.html$/.exec(file)?.[1];
      if (language && isLanguage(language)) pages.set(language, fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  const scriptHashes = new Set<string>();
  for (const html of pages.values()) {
    for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      scriptHashes.add(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    }
  }
  return {
    scriptHashes: [...scriptHashes],
    pageFor({ ip, query }) {
      if (pages.size === 0) return null;
      const asked = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).lang : undefined;
      const primary = typeof asked === 'string' ? asked.trim().toLowerCase().split(/[-_]/)[0] : undefined;
      const country = countryOf(ip);
      const language = isLanguage(primary) && pages.has(primary) ? primary : languageForCountry(country);
      const page = pages.get(language);
      if (!page) return null;
      return page.replace(COUNTRY_META, `<meta name="asa-country" content="${country ?? ''}" />`);
    },
  };
}
