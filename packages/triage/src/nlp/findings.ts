import type { Language } from '@asa/domain';
import type { Polarity } from './matcher.ts';

/**
 * What the parser read in a message: the types every protocol, rule and report shares. Types only,
 * apart from the parser, so that protocols can read findings without importing the parser (no
 * import cycle: the parser imports the protocols' terms).
 */
export interface Mention {
  concept: string;
  start: number;
  end: number;
  text: string;
  polarity: Polarity;
}

export interface Vitals {
  systolic?: number;
  diastolic?: number;
  temperatureC?: number;
  heartRate?: number;
  respiratoryRate?: number;
  spo2?: number;
}

export interface Findings {
  languages: Language[];
  text: string;
  /** Concept id → status: present wins over negated unless an explicit "absent" phrase was found. */
  present: Set<string>;
  negated: Set<string>;
  /** Findings placed in a resolved, remote past ("last year, now fine"): history, not the complaint. */
  past: Set<string>;
  mentions: Mention[];
  vitals: Vitals;
  ageYears?: number;
  sex?: 'female' | 'male';
  /** Longest symptom duration stated, in days. */
  durationDays?: number;
  /** Pain score 0–10 when stated. */
  painScore?: number;
  /** Weeks of pregnancy when stated ("32 weeks pregnant", "gengin 30 vikur", "w 34 tygodniu ciąży"). */
  gestationWeeks?: number;
  lowGradeFever: boolean;
  /** A child's age in months, stated with a child word or "old" ("my 8 month baby"), not a duration. */
  childAgeMonths?: number;
  /** Temperature in °C: the vital sign, or a decimal value in Arabic-Indic digits ("٣٨٫٥"). */
  statedTemperatureC?: number;
  /** A stated blood potassium in mmol/L, 6.0–9.9, when the message says it is present ("potassium 6.8"). */
  potassiumMmolL?: number;
  /** Weeks of pregnancy: `gestationWeeks`, or weeks / months of pregnancy in any wording of a message that says pregnant. */
  pregnancyWeeks?: number;
}
