import type { Language, Urgency } from '@asa/domain';
import { CATALOGUE_EN, catalogueFor } from './catalogue.ts';
import { fill, type Message, type MessageVars } from './message.ts';
import type { ReportPhrase } from './phrases.ts';

const UNITS = [
  { unit: 'minute', days: 1 / 1440 },
  { unit: 'hour', days: 1 / 24 },
  { unit: 'day', days: 1 },
  { unit: 'week', days: 7 },
  { unit: 'month', days: 30 },
  { unit: 'year', days: 365 },
] as const;

/** The unit a duration is best said in: minutes under an hour, hours under a day, days under two weeks … */
function durationUnit(days: number): (typeof UNITS)[number] {
  if (days < 1 / 24) return UNITS[0];
  if (days < 1) return UNITS[1];
  if (days < 14) return UNITS[2];
  if (days < 60) return UNITS[3];
  if (days < 730) return UNITS[4];
  return UNITS[5];
}

/**
 * Writes the clinical texts of one language. A text a translation lacks falls back to English, so
 * a forgotten key shows readable English rather than a key (test/catalogue.test.ts keeps them complete).
 */
export class ClinicalWriter {
  readonly language: Language;
  private readonly catalogue;
  private readonly units = new Map<string, Intl.NumberFormat>();
  private numberFormat: Intl.NumberFormat | undefined;

  constructor(language: Language) {
    this.language = language;
    this.catalogue = catalogueFor(language);
  }

  phrase(key: ReportPhrase, vars?: MessageVars): string {
    return fill(this.catalogue.report[key] || CATALOGUE_EN.report[key], vars);
  }

  conditionName(id: string): string {
    return this.catalogue.conditions[id]?.name || CATALOGUE_EN.conditions[id]?.name || id;
  }

  /** The condition's "see a doctor if…" thresholds. */
  watch(id: string): string[] {
    const english = CATALOGUE_EN.conditions[id]?.watch ?? [];
    const own = this.catalogue.conditions[id]?.watch;
    return own && own.length === english.length && own.every(Boolean) ? own : english;
  }

  redFlag(id: string): string {
    return this.catalogue.redFlags[id] || CATALOGUE_EN.redFlags[id] || id;
  }

  concept(id: string): string {
    return this.catalogue.concepts[id] || CATALOGUE_EN.concepts[id] || id.replace(/_/g, ' ');
  }

  rule(message: Message): string {
    return fill(
      this.catalogue.rules[message.key] || CATALOGUE_EN.rules[message.key] || message.key,
      message.vars,
    );
  }

  get comma(): string {
    return this.phrase('comma');
  }

  get semicolon(): string {
    return this.phrase('semicolon');
  }

  sentence(text: string): string {
    return this.phrase('sentence', { text });
  }

  /** A number as the report language writes it (decimal comma in German, Arabic digits kept Western). */
  number(n: number): string {
    this.numberFormat ??= new Intl.NumberFormat(this.language, {
      maximumFractionDigits: 1,
      numberingSystem: 'latn',
    });
    return this.numberFormat.format(n);
  }

  /** "34 years", "8 months": the patient's age through Intl (plural forms of the report language). */
  age(years: number): string {
    return years >= 2
      ? this.amount(Math.round(years), 'year')
      : this.amount(Math.max(1, Math.round(years * 12)), 'month');
  }

  /** A number with its unit written out; the formatters are slow to build, so one per unit and writer. */
  private amount(n: number, unit: string): string {
    let f = this.units.get(unit);
    if (!f) {
      f = new Intl.NumberFormat(this.language, {
        style: 'unit',
        unit,
        unitDisplay: 'long',
        numberingSystem: 'latn',
      });
      this.units.set(unit, f);
    }
    return f.format(n);
  }

  disposition(urgency: Urgency): string {
    return this.phrase(`disposition${urgency}`);
  }

  /** "about 3 days", "about 2 weeks" — the number and unit through Intl in the report language. */
  duration(days: number): string {
    const { unit, days: size } = durationUnit(days);
    const n = Math.max(1, Math.round(days / size));
    return this.phrase('about', { duration: this.amount(n, unit) });
  }
}

const WRITERS = new Map<Language, ClinicalWriter>();

export function writerFor(language: Language): ClinicalWriter {
  let w = WRITERS.get(language);
  if (!w) {
    w = new ClinicalWriter(language);
    WRITERS.set(language, w);
  }
  return w;
}
