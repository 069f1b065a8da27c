import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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

/** The page as sent: Brotli or gzip when the client takes it (`accept-encoding`), else as it is. */
export interface EncodedPage {
  body: Buffer | string;
  encoding: 'br' | 'gzip' | null;
}

const ENCODED_KEPT = 64;
const encodedPages = new Map<string, Buffer>();

/**
 * The landing's HTML (about 56 kB, the stylesheet inlined) compressed for this client: 12 kB with
 * Brotli, a few hundred milliseconds less before a mobile browser's first paint (issue 16). The
 * page differs per language and country only, so the last few compressed pages are kept and most
 * visits cost no compression. (The static files are compressed at build; the compress plugin's
 * hooks are per route and do not reach the not-found handler that sends this page.)
 */
export function encodePage(page: string, acceptEncoding: string | string[] | undefined): EncodedPage {
  const accepted = String(acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param)))
    .map(([name]) => name?.trim().toLowerCase());
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
  if (!encoding) return { body: page, encoding: null };
  const key = `${encoding}:${page}`;
  let body = encodedPages.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.gzipSync(page, { level: 6 });
    if (encodedPages.size >= ENCODED_KEPT) encodedPages.delete(encodedPages.keys().next().value!);
    encodedPages.set(key, body);
  }
  return { body, encoding };
}
