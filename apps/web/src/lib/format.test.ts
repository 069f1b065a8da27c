import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@asa/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatHubDate, formatLanguageName, formatNumber, formatPercent, formatRelativeTime, formatTime } from './format.ts';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../i18n/locales');

beforeAll(async () => {
  const resources = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { common: JSON.parse(fs.readFileSync(path.join(localesDir, language, 'common.json'), 'utf8')) as object },
    ]),
  );
  await i18next.init({ lng: 'en', fallbackLng: 'is', resources, interpolation: { escapeValue: false } });
});

/**
 * Runs `body` with Intl.RelativeTimeFormat and Intl.DisplayNames like a browser that lacks the data
 * of `missing`: they do not list them as supported and answer them in English, as Debian's Chromium does.
 */
function withBrowserIntl(missing: readonly string[], body: () => void) {
  const lacks = (locale: string) => missing.some((language) => locale === language || locale.startsWith(`${language}-`));
  const pick = (locales?: string | readonly string[]) => [locales ?? []].flat().filter((locale) => !lacks(locale));
  const RealRelativeTimeFormat = Intl.RelativeTimeFormat;
  const RealDisplayNames = Intl.DisplayNames;
  class BrowserRelativeTimeFormat extends RealRelativeTimeFormat {
    constructor(locales?: string | readonly string[], options?: Intl.RelativeTimeFormatOptions) {
      const available = pick(locales);
      super(available.length > 0 ? available : 'en', options);
    }
    static override supportedLocalesOf(locales: string | readonly string[]) {
      return RealRelativeTimeFormat.supportedLocalesOf(pick(locales));
    }
  }
  class BrowserDisplayNames extends RealDisplayNames {
    constructor(locales: string | readonly string[] | undefined, options: Intl.DisplayNamesOptions) {
      const available = pick(locales);
      super(available.length > 0 ? available : 'en', options);
    }
    static override supportedLocalesOf(locales: string | readonly string[]) {
      return RealDisplayNames.supportedLocalesOf(pick(locales));
    }
  }
  Object.assign(Intl, { RelativeTimeFormat: BrowserRelativeTimeFormat, DisplayNames: BrowserDisplayNames });
  try {
    body();
  } finally {
    Object.assign(Intl, { RelativeTimeFormat: RealRelativeTimeFormat, DisplayNames: RealDisplayNames });
  }
}

const now = new Date(2026, 10, 21, 14, 30, 0).getTime();
const minutes = (n: number) => now - n * 60_000;

describe('relative times (spec §9)', () => {
  it('says "Just now" under a minute, in the current language', async () => {
    expect(formatRelativeTime(now - 59_000, now)).toBe('Just now');
    await i18next.changeLanguage('is');
    expect(formatRelativeTime(now - 5_000, now)).toBe('Rétt í þessu');
    await i18next.changeLanguage('en');
  });

  it('counts minutes, hours and days ago through Intl', () => {
    expect(formatRelativeTime(minutes(1), now, 'en')).toBe('1 minute ago');
    expect(formatRelativeTime(minutes(5), now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(minutes(125), now, 'en')).toBe('2 hours ago');
    expect(formatRelativeTime(minutes(3 * 24 * 60), now, 'en')).toBe('3 days ago');
    expect(formatRelativeTime(minutes(5), now, 'pl')).toBe('5 minut temu');
    expect(formatRelativeTime(minutes(2), now, 'pl')).toBe('2 minuty temu');
    expect(formatRelativeTime(minutes(5), now, 'is')).toBe('fyrir 5 mínútum');
  });

  it('reads Icelandic in Icelandic where the browser has no Icelandic relative-time data', () => {
    withBrowserIntl(['is'], () => {
      // What Intl alone says on such a browser (Debian's Chromium): English.
      expect(new Intl.RelativeTimeFormat('is').format(-5, 'minute')).toBe('5 minutes ago');
      expect(formatRelativeTime(minutes(1), now, 'is')).toBe('fyrir 1 mínútu');
      expect(formatRelativeTime(minutes(5), now, 'is')).toBe('fyrir 5 mínútum');
      expect(formatRelativeTime(minutes(21), now, 'is')).toBe('fyrir 21 mínútu');
      expect(formatRelativeTime(minutes(60), now, 'is')).toBe('fyrir 1 klukkustund');
      expect(formatRelativeTime(minutes(3 * 60), now, 'is')).toBe('fyrir 3 klukkustundum');
      expect(formatRelativeTime(minutes(24 * 60), now, 'is')).toBe('fyrir 1 degi');
      expect(formatRelativeTime(minutes(4 * 24 * 60), now, 'is')).toBe('fyrir 4 dögum');
      // Languages the browser does have still go through Intl.
      expect(formatRelativeTime(minutes(5), now, 'pl')).toBe('5 minut temu');
    });
  });

  it('words the catalogue fallback as Intl does, every plural form of every language', () => {
    // Node carries full ICU data: its Intl is the reference the catalogue must match.
    const reference = Object.fromEntries(
      LANGUAGES.map((language) => [language, new Intl.RelativeTimeFormat(language === 'en' ? 'en-GB' : language, { numeric: 'always' })]),
    );
    const counts = [1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 102, 111];
    const units = [
      ['minute', 1, 60],
      ['hour', 60, 24],
      ['day', 24 * 60, Infinity],
    ] as const;
    withBrowserIntl([...LANGUAGES], () => {
      for (const language of LANGUAGES) {
        for (const [unit, size, limit] of units) {
          for (const count of counts.filter((n) => n < limit)) {
            const expected = reference[language]!.format(-count, unit).replace(/\d[\d.,\s\u00a0\u202f]*\d|\d/u, String(count));
            expect(formatRelativeTime(minutes(count * size), now, language), `${language} ${count} ${unit}`).toBe(expected);
          }
        }
      }
    });
  });

  it('has a "Just now" in every language', () => {
    for (const language of LANGUAGES) {
      const text = formatRelativeTime(now, now, language);
      expect(text, language).not.toBe('time.justNow');
      if (language !== 'en') expect(text, language).not.toBe('Just now');
    }
  });
});

describe('hub date labels (spec §9)', () => {
  it('today / yesterday with HH:MM, otherwise day-month-year', () => {
    expect(formatHubDate(new Date(2026, 10, 21, 9, 5), now, 'en')).toBe('Today 09:05');
    expect(formatHubDate(new Date(2026, 10, 20, 23, 59), now, 'en')).toBe('Yesterday 23:59');
    expect(formatHubDate(new Date(2026, 10, 3, 8, 0), now, 'en')).toBe('03/11/2026');
    expect(formatHubDate(new Date(2026, 10, 21, 9, 5), now, 'is')).toBe('Í dag 09:05');
    expect(formatHubDate(new Date(2026, 10, 3, 8, 0), now, 'is')).toBe('3.11.2026');
    expect(formatHubDate(new Date(2026, 10, 20, 7, 0), now, 'de')).toBe('Gestern, 07:00');
  });

  it('uses a 24-hour clock in every language', () => {
    for (const language of LANGUAGES) expect(formatTime(new Date(2026, 0, 1, 15, 7), language), language).toMatch(/15.07/);
  });

  it('formats dates day-first where the language does', () => {
    expect(formatDate(new Date(2026, 10, 3), 'en')).toBe('03/11/2026');
    expect(formatDate(new Date(2026, 10, 3), 'ja')).toBe('2026/11/3');
  });
});

describe('numbers', () => {
  it('groups and separates by language', () => {
    expect(formatNumber(1234.5, undefined, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, undefined, 'de')).toBe('1.234,5');
    expect(formatPercent(85, 'en')).toBe('85%');
    expect(formatPercent(85, 'tr')).toBe('%85');
  });
});

describe('language names', () => {
  it('names a language in the language shown, through Intl', () => {
    expect(formatLanguageName('ar', 'en')).toBe('Arabic');
    expect(formatLanguageName('ar', 'is')).toBe('arabíska');
    expect(formatLanguageName('is', 'pl')).toBe('islandzki');
  });

  it('names languages in Icelandic where the browser has no Icelandic language names', () => {
    withBrowserIntl(['is'], () => {
      // What Intl alone says on such a browser (Debian's Chromium): English.
      expect(new Intl.DisplayNames(['is'], { type: 'language' }).of('en')).toBe('English');
      expect(formatLanguageName('en', 'is')).toBe('enska');
      expect(formatLanguageName('ar', 'is')).toBe('arabíska');
      expect(formatLanguageName('is', 'is')).toBe('íslenska');
      // Languages the browser does have still go through Intl.
      expect(formatLanguageName('is', 'pl')).toBe('islandzki');
    });
  });

  it('holds, in every language, the name Intl gives for each of the 15', () => {
    for (const shown of LANGUAGES) {
      const names = new Intl.DisplayNames([shown === 'en' ? 'en-GB' : shown], { type: 'language' });
      for (const code of LANGUAGES) {
        expect(i18next.t(`languageNames.${code}`, { ns: 'common', lng: shown }), `${code} in ${shown}`).toBe(names.of(code));
      }
    }
  });
});
