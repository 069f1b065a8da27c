import type { Language } from '@asa/domain';
import * as en from '../lexicon/en/cues.ts';
import * as is from '../lexicon/is/cues.ts';
import * as pl from '../lexicon/pl/cues.ts';
import * as es from '../lexicon/es/cues.ts';
import * as fr from '../lexicon/fr/cues.ts';
import * as de from '../lexicon/de/cues.ts';
import * as pt from '../lexicon/pt/cues.ts';
import * as it from '../lexicon/it/cues.ts';
import * as ru from '../lexicon/ru/cues.ts';
import * as tr from '../lexicon/tr/cues.ts';
import * as ar from '../lexicon/ar/cues.ts';
import * as hi from '../lexicon/hi/cues.ts';
import * as zh from '../lexicon/zh/cues.ts';
import * as ja from '../lexicon/ja/cues.ts';
import * as ko from '../lexicon/ko/cues.ts';

// The cues of the NLP, assembled from each language's data (lexicon/<language>/cues.ts): negation
// and ConText cues, time reference, worry and clinic-admin words, vital-sign words.

/**
 * NegEx-style cues (Chapman et al., 2001) for the 15 interface languages. Patterns are regular
 * expression sources written in plain spelling; they are normalised like the text (lower case,
 * Latin diacritics removed). `pre` cues negate what follows them, `post` cues what precedes them
 * (verb-final languages: Japanese, Korean, Turkish, Hindi). `pseudo` phrases contain a cue but do
 * not negate a finding ("no relief", "can't breathe"). `breakers` end a cue's scope. `resolved`
 * cues mark what came before them in the sentence as past ("the fever has gone"). `hypothetical`
 * cues mark worries that are not findings ("worried about dehydration").
 */
export interface NegationRules {
  /**
   * The words for protective equipment (safety glasses, a helmet, a seat belt, gloves, a mask). Not
   * wearing it tells how an injury happened and denies no finding: the language's `pseudo` phrases
   * hold it, and so may the gap of a term ("grinding without goggles, a bit flew into my eye").
   */
  protectiveGear: string;
  pre: string[];
  post: string[];
  pseudo: string[];
  breakers: string[];
  resolved: string[];
  hypothetical: string[];
  /**
   * ConText experiencer and hypothetical cues (Harkema et al. 2009; medspaCy): a finding in their clause
   * is not the patient's now — a relative's past event ("died of", "passed away from", "family history
   * of"), a dream ("I dreamt", "a nightmare that", "in my dream"), fiction or the news ("in the film",
   * "watched a film where"), a question about a generic person or for a course ("what should I do if
   * someone", "how do you know if a person", "asking for my first aid course"). `otherBefore` cues reach
   * forward to the end of their clause, `otherAfter` cues back to its start ("… runs in the family",
   * "… in my dream"); `otherEnd` words end their reach ("now", "but", "woke up", "and I"). Never a
   * relative in the present ("my dad is having chest pain"), nor "asking for a friend".
   */
  otherBefore: string[];
  otherAfter: string[];
  otherEnd: string[];
  /**
   * Who answers a call — clinicians, the practice, a helpline, the phone, nobody: right before a finding
   * of not answering or not responding ("la sage-femme ne répond pas", "el médico no contesta") it is the
   * phone sense of the verb, not an unresponsive patient (the finding is `other`).
   */
  answerers: string[];
  /** Max characters between a cue and the finding it negates. */
  preWindow: number;
  postWindow: number;
  /**
   * Where a post-posed negation ends the clause's predicate (Japanese, Korean: "勢いよくはない",
   * "그런 생각은 없어요"), it may reach further back than `postWindow`, up to this many characters,
   * to the one finding right before it — never past another finding.
   */
  postWindowLone?: number;
}

/**
 * Time reference of a finding. A finding in a clause that places it in a clearly
 * resolved, remote past ("last year", "5 years ago", "as a child", "used to", "fully recovered
 * since") is history (medicalHistory.pastIllnesses / pastEpisodes), not the present complaint —
 * unless the same sentence says it is going on now ("since yesterday", "still", "again", "it is
 * back", "today", "now" other than "now fine"). Recent episodes ("this morning", "2 days ago") are
 * never history: NICE CG95 (chest pain in the last 72 h) and CG109 (recent blackout) still need
 * assessment. Patterns are whole words (see termSource), normalised like the text.
 */
export interface TemporalRules {
  /** Remote past: puts a finding in the same clause into the history. */
  remote: string[];
  /** Going on now: anywhere in the sentence, keeps every finding of the sentence current. */
  ongoing: string[];
  /**
   * The start of something still going on (ConText temporality, Harkema et al. 2009): "since / from /
   * over the last / during the past <time point, period or event>" — "a cough since last year", "over
   * the past year", "since my operation", "depuis l'année dernière", "с прошлого года", "去年から". A
   * finding in the same clause is present, with a duration, though a remote-past marker is in it
   * ("last year", "in 2019"); unlike `ongoing`, it does not reach into other clauses ("I had a stroke
   * last year, since then I take statins": the stroke stays history). A stroke or heart attack as the
   * anchor is left to `remote` (the deficits after an old stroke are not a new one). Not inside a
   * `settled` phrase ("fine ever since", "no problems since my operation").
   */
  since: string[];
  /**
   * An earlier, shorter past ("last month", "3 weeks ago", "上个月", "지난주"): puts a short-lived
   * episodic finding in the same sentence (an allergic swelling, hives) into the history when nothing
   * in the sentence says it goes on now; other findings are not moved by it (a risk factor such as an
   * operation last month, or a symptom that may have lasted since, stays current).
   */
  episode: string[];
  /**
   * The person's usual, unchanged state ("as usual", "every evening", "for years"): with a known
   * dementia, confusion said so is the long-standing confusion, not a new delirium (NICE CG103),
   * unless a `change` word says it is new or worse.
   */
  usual: string[];
  /** A change from the usual state ("worse", "suddenly", "today", "more confused"). */
  change: string[];
  /**
   * What usually happens, said to compare with now ("usually she kicks all the time, but today …",
   * "normalerweise geht der Schmerz nach ein paar Minuten weg, aber …", "平时…但是今天…"): a clause
   * opened by one of these, up to a clause mark or a `contrast` word, is the usual state — its words of
   * resolution ("goes away") do not resolve the finding now, and its "walks / drinks / plays normally"
   * is not today's state.
   */
  baseline: string[];
  /** Words that end a `baseline` clause ("but", "now", "today", "のに", "는데"). */
  contrast: string[];
  /** "Fine now" / "now fine": an ongoing cue inside one of these does not count. */
  settled: string[];
}

export const NEGATION: Record<Language, NegationRules> = {
  en: en.NEGATION,
  is: is.NEGATION,
  pl: pl.NEGATION,
  es: es.NEGATION,
  fr: fr.NEGATION,
  de: de.NEGATION,
  pt: pt.NEGATION,
  it: it.NEGATION,
  ru: ru.NEGATION,
  tr: tr.NEGATION,
  ar: ar.NEGATION,
  hi: hi.NEGATION,
  zh: zh.NEGATION,
  ja: ja.NEGATION,
  ko: ko.NEGATION,
};

/** Concepts of not answering or responding, whose subject may be a clinician or phone (NegationRules.answerers). */
export const ANSWERING_CONCEPTS: ReadonlySet<string> = new Set(['unconscious']);

/**
 * Concepts of who a message is about: a negation after their words belongs to how they are ("my child
 * isn't well", "meinem Kind geht es nicht gut"), not to whether they are there (see AnalysedText.polarity).
 */
export const PERSON_CONCEPTS: ReadonlySet<string> = new Set(['child', 'infant', 'older_person']);

export const TEMPORAL: Record<Language, TemporalRules> = {
  en: en.TEMPORAL,
  is: is.TEMPORAL,
  pl: pl.TEMPORAL,
  es: es.TEMPORAL,
  fr: fr.TEMPORAL,
  de: de.TEMPORAL,
  pt: pt.TEMPORAL,
  it: it.TEMPORAL,
  ru: ru.TEMPORAL,
  tr: tr.TEMPORAL,
  ar: ar.TEMPORAL,
  hi: hi.TEMPORAL,
  zh: zh.TEMPORAL,
  ja: ja.TEMPORAL,
  ko: ko.TEMPORAL,
};

/**
 * Words of worry, urgency or worsening in the 15 languages (normalised spelling). They do not name a
 * complaint; they only decide how soon a message the engine cannot read is seen: NHS 111 sends a
 * caller whose symptoms it cannot place to a clinician, sooner when the caller is frightened or says
 * it is getting worse (NHS Pathways "speak to a clinician"; ESI v4 level 3 by default).
 */
export const WORRY_CUES: Record<Language, string> = {
  en: en.WORRY_CUES,
  is: is.WORRY_CUES,
  pl: pl.WORRY_CUES,
  es: es.WORRY_CUES,
  fr: fr.WORRY_CUES,
  de: de.WORRY_CUES,
  pt: pt.WORRY_CUES,
  it: it.WORRY_CUES,
  ru: ru.WORRY_CUES,
  tr: tr.WORRY_CUES,
  ar: ar.WORRY_CUES,
  hi: hi.WORRY_CUES,
  zh: zh.WORRY_CUES,
  ja: ja.WORRY_CUES,
  ko: ko.WORRY_CUES,
};

/** Messages about the clinic itself (registering, appointments, opening hours, documents): no complaint to read. */
export const ADMIN_CUES: Record<Language, string> = {
  en: en.ADMIN_CUES,
  is: is.ADMIN_CUES,
  pl: pl.ADMIN_CUES,
  es: es.ADMIN_CUES,
  fr: fr.ADMIN_CUES,
  de: de.ADMIN_CUES,
  pt: pt.ADMIN_CUES,
  it: it.ADMIN_CUES,
  ru: ru.ADMIN_CUES,
  tr: tr.ADMIN_CUES,
  ar: ar.ADMIN_CUES,
  hi: hi.ADMIN_CUES,
  zh: zh.ADMIN_CUES,
  ja: ja.ADMIN_CUES,
  ko: ko.ADMIN_CUES,
};

/**
 * Words of a baby's feeding or nappies (feeds, bottles, breast, milk, formula, nappies). Feeding and
 * wet nappies are a baby's or young child's findings (NICE NG143, NG9): in a message about no child,
 * a feeding or nappy finding keeps its reading only when it names one of these.
 */
export const INFANT_FEEDING_WORDS: Record<Language, string> = {
  en: en.INFANT_FEEDING_WORDS,
  is: is.INFANT_FEEDING_WORDS,
  pl: pl.INFANT_FEEDING_WORDS,
  es: es.INFANT_FEEDING_WORDS,
  fr: fr.INFANT_FEEDING_WORDS,
  de: de.INFANT_FEEDING_WORDS,
  pt: pt.INFANT_FEEDING_WORDS,
  it: it.INFANT_FEEDING_WORDS,
  ru: ru.INFANT_FEEDING_WORDS,
  tr: tr.INFANT_FEEDING_WORDS,
  ar: ar.INFANT_FEEDING_WORDS,
  hi: hi.INFANT_FEEDING_WORDS,
  zh: zh.INFANT_FEEDING_WORDS,
  ja: ja.INFANT_FEEDING_WORDS,
  ko: ko.INFANT_FEEDING_WORDS,
};

/**
 * Words saying someone is awake ("while awake", "during the day"). Breathing that stops while awake
 * is no sleep apnoea (NICE CKS obstructive sleep apnoea): the emergency reading stands.
 */
export const AWAKE_CUES: Record<Language, string> = {
  en: en.AWAKE_CUES,
  is: is.AWAKE_CUES,
  pl: pl.AWAKE_CUES,
  es: es.AWAKE_CUES,
  fr: fr.AWAKE_CUES,
  de: de.AWAKE_CUES,
  pt: pt.AWAKE_CUES,
  it: it.AWAKE_CUES,
  ru: ru.AWAKE_CUES,
  tr: tr.AWAKE_CUES,
  ar: ar.AWAKE_CUES,
  hi: hi.AWAKE_CUES,
  zh: zh.AWAKE_CUES,
  ja: ja.AWAKE_CUES,
  ko: ko.AWAKE_CUES,
};

/**
 * Words that name a vital sign a patient states with its value (read by parseVitals in
 * nlp/quantities.ts): the sign before the value ("pulse 130", "saturação 88", "血氧88") and a unit
 * after it ("130 beats a minute", "40 respirações"); `degrees` follow a temperature ("39 grados").
 * Home pulse oximeters and smart watches make saturation and pulse something patients now quote.
 */
export interface VitalSignWords {
  pulse: string[];
  pulseUnits: string[];
  breathing: string[];
  breathingUnits: string[];
  /**
   * A breathing rate said as a count in a minute, in the patient's own words ("breathing 30 times a
   * minute", "一分钟30次", "1分間に30回"): each pattern holds one `(\d{1,2})`, the breaths in a minute.
   */
  breathsInAMinute: string[];
  saturation: string[];
  degrees: string[];
}

export const VITAL_SIGNS: Record<Language, VitalSignWords> = {
  en: en.VITAL_SIGNS,
  is: is.VITAL_SIGNS,
  pl: pl.VITAL_SIGNS,
  es: es.VITAL_SIGNS,
  fr: fr.VITAL_SIGNS,
  de: de.VITAL_SIGNS,
  pt: pt.VITAL_SIGNS,
  it: it.VITAL_SIGNS,
  ru: ru.VITAL_SIGNS,
  tr: tr.VITAL_SIGNS,
  ar: ar.VITAL_SIGNS,
  hi: hi.VITAL_SIGNS,
  zh: zh.VITAL_SIGNS,
  ja: ja.VITAL_SIGNS,
  ko: ko.VITAL_SIGNS,
};

/**
 * Words of a pregnancy's context (midwife, bump, due date, the baby kicking or moving, contractions): a
 * number of weeks said with one of these ("at 34 weeks, the midwife isn't answering", "34 SSW, Hebamme
 * nicht erreichbar", "34주인데 태동이") is weeks of pregnancy, and the woman is pregnant (NICE CG62).
 */
export const PREGNANCY_CONTEXT_WORDS: Record<Language, string> = {
  en: en.PREGNANCY_CONTEXT_WORDS,
  is: is.PREGNANCY_CONTEXT_WORDS,
  pl: pl.PREGNANCY_CONTEXT_WORDS,
  es: es.PREGNANCY_CONTEXT_WORDS,
  fr: fr.PREGNANCY_CONTEXT_WORDS,
  de: de.PREGNANCY_CONTEXT_WORDS,
  pt: pt.PREGNANCY_CONTEXT_WORDS,
  it: it.PREGNANCY_CONTEXT_WORDS,
  ru: ru.PREGNANCY_CONTEXT_WORDS,
  tr: tr.PREGNANCY_CONTEXT_WORDS,
  ar: ar.PREGNANCY_CONTEXT_WORDS,
  hi: hi.PREGNANCY_CONTEXT_WORDS,
  zh: zh.PREGNANCY_CONTEXT_WORDS,
  ja: ja.PREGNANCY_CONTEXT_WORDS,
  ko: ko.PREGNANCY_CONTEXT_WORDS,
};
