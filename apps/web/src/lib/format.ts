import { hubDateLabel, relativeTime } from '@asa/domain';
import i18next from 'i18next';

/**
 * Dates and numbers in the current interface language (issue 6), through Intl. The rules of
 * spec §9 (when "Just now" ends, what counts as yesterday) come from @asa/domain; only the
 * words and digits are decided here.
 */

function currentLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? 'is';
}

/**
 * The locale Intl formats with. Plain `en` would be US English (month first); the product serves
 * Icelandic clinics, so English dates read day/month/year as in spec §9.
 */
export function intlLocale(language: string = currentLanguage()): string {
  return language === 'en' ? 'en-GB' : language;
}

/**
 * Spec §9: "Just now" under a minute, then "5 minutes ago", "2 hours ago", "3 days ago".
 * Intl words it where the browser has the language's data; where it has not (Debian's Chromium has
 * no Icelandic, and Intl would silently answer in English) our catalogue's plural forms do.
 */
export function formatRelativeTime(then: Date | number, now: Date | number = Date.now(), language = currentLanguage()): string {
  const rel = relativeTime(+then, +now);
  if (rel.unit === 'now') return i18next.t('time.justNow', { ns: 'common', lng: language });
  const locale = intlLocale(language);
  if (Intl.RelativeTimeFormat.supportedLocalesOf(locale).length === 0) {
    return i18next.t(`time.ago.${rel.unit}`, { ns: 'common', lng: language, count: rel.value });
  }
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-rel.value, rel.unit);
}

/** HH:MM on a 24-hour clock, in the language's digits and separators. */
export function formatTime(date: Date | number, language = currentLanguage()): string {
  return new Intl.DateTimeFormat(intlLocale(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** A calendar date, day-month-year in the language's own order and separators. */
export function formatDate(date: Date | number, language = currentLanguage()): string {
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'numeric', year: 'numeric' }).format(date);
}

/** Date and time together (e.g. "created at" on a case). */
export function formatDateTime(date: Date | number, language = currentLanguage()): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** Spec §9 hub date label: "Today 14:05", "Yesterday 09:30", otherwise the date. */
export function formatHubDate(then: Date | number, now: Date | number = Date.now(), language = currentLanguage()): string {
  const label = hubDateLabel(+then, +now);
  switch (label.kind) {
    case 'today':
      return i18next.t('time.todayAt', { ns: 'common', lng: language, time: formatTime(then, language) });
    case 'yesterday':
      return i18next.t('time.yesterdayAt', { ns: 'common', lng: language, time: formatTime(then, language) });
    case 'date':
      return formatDate(then, language);
  }
}

/** Counts and other numbers (chips, stat tiles, percentages) with the language's digits and grouping. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions, language = currentLanguage()): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}

/** A 0–100 value as a percentage (confidence levels): 85 → "85%" / "85 %" / "%85". */
export function formatPercent(value: number, language = currentLanguage()): string {
  return formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 0 }, language);
}

/**
 * "English", "enska"… for a language code, in the language being shown: through Intl where the
 * browser has the language's data, otherwise from our catalogue (which holds the 15 languages' names
 * in each of them), so an Icelandic screen never names a language in English.
 */
export function formatLanguageName(code: string, language = currentLanguage()): string {
  const locale = intlLocale(language);
  if (Intl.DisplayNames.supportedLocalesOf(locale).length === 0) {
    const key = `languageNames.${code}`;
    return i18next.exists(key, { ns: 'common', lng: language }) ? i18next.t(key, { ns: 'common', lng: language }) : code;
  }
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
