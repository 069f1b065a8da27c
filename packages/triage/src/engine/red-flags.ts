import { LANGUAGES, type Language, type Urgency } from '@asa/domain';
import { RED_FLAGS } from '../protocols/index.ts';
import { explainedAway, explanationsOf } from '../protocols/types.ts';
import { looksArabizi } from '../nlp/arabizi.ts';
import { looksRussianLatin } from '../nlp/russian-latin.ts';
import { CONTEXT_CONCEPTS, parseText, type Findings } from '../nlp/parser.ts';

export interface RedFlagFinding {
  id: string;
  /** English, staff-facing. */
  label: string;
  urgency: Urgency;
  /** The words of the patient that triggered it. */
  matched: string;
}

function matchedText(f: Findings, concepts: string[]): string {
  const parts: string[] = [];
  for (const c of concepts) {
    const m = f.mentions.find((x) => x.concept === c && x.polarity === 'present');
    if (m && !parts.includes(m.text)) parts.push(m.text);
  }
  return parts.join(' + ');
}

const RED_FLAG_CONCEPT_IDS: ReadonlySet<string> = new Set([
  ...RED_FLAGS.flatMap((r) => [
    ...r.all.flat(),
    ...explanationsOf(r.unless).flatMap((u) => [...u.explained, ...u.butNot]),
  ]),
  ...CONTEXT_CONCEPTS,
]);

/** Red flags present in already-parsed findings. */
export function redFlagsIn(f: Findings): RedFlagFinding[] {
  const out: RedFlagFinding[] = [];
  for (const rule of RED_FLAGS) {
    const hits: string[] = [];
    let ok = true;
    for (const group of rule.all) {
      const hit = group.find((c) => f.present.has(c));
      if (!hit) {
        ok = false;
        break;
      }
      hits.push(hit);
    }
    if (ok && explainedAway(rule.unless, f.present, f.negated)) ok = false;
    if (ok)
      out.push({ id: rule.id, label: rule.label, urgency: rule.urgency, matched: matchedText(f, hits) });
  }
  return out;
}

/**
 * The safety floor's detector: red flags in any of the 15 languages, negation-aware. It reads the
 * text with every language's lexicon, so a patient writing in a language other than the interface
 * language is still covered.
 */
export function detectRedFlagsAll(
  text: string,
  languages: readonly Language[] = LANGUAGES,
  patientLanguage?: Language,
): RedFlagFinding[] {
  if (!text.trim()) return [];
  const f = parseText(
    text,
    patientLanguage ?? 'en',
    // the patient's own language always, as the assessment reads it: Arabic and Hindi typed in Latin
    // letters without a digit ("nefsi amoot", "ebni bytnafas b ktafo") look written in no language of theirs
    languages.filter((l) => l === patientLanguage || writtenIn(text, l)),
    RED_FLAG_CONCEPT_IDS,
    patientLanguage,
  );
  return redFlagsIn(f);
}

/**
 * Languages whose lexicon is written only in their own script (every term contains one of its
 * letters; a unit test checks this) cannot match a text without that script, so the floor skips
 * them: a Latin-script message is not read with the Russian, Arabic, Hindi, Chinese, Japanese and
 * Korean lexicons, and a message in those scripts only is not read with the Latin-script ones —
 * except Arabic, Hindi and Russian typed in Latin letters (`writtenIn`).
 */
export const SCRIPT_OF: Partial<Record<Language, RegExp>> = {
  ru: /[\u0400-\u04ff]/u,
  // Arabic is often typed in Latin letters with digits for the letters Latin lacks (Arabizi: "3andi
  // nazif", "7amil", "mish 2adra atnaffas"), so its lexicon has Latin terms too
  ar: /[\u0600-\u06ffa-z]/iu,
  // Hindi is often typed in Latin script ("seene mein dard"), so its lexicon has Latin terms too
  hi: /[\u0900-\u097fa-z]/iu,
  zh: /[\u3400-\u9fff]/u,
  ja: /[\u3040-\u30ff\u3400-\u9fff]/u,
  ko: /[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/u,
  ...Object.fromEntries(
    (['en', 'is', 'pl', 'es', 'fr', 'de', 'pt', 'it', 'tr'] as const).map((l) => [l, /[a-z\u00c0-\u024f]/iu]),
  ),
};
/**
 * Romanised Hindi: a Latin-script message is read with the Hindi lexicon when it is short (a few
 * words carry no function words: "saanp ne kaat liya") or has a Hinglish function word; long
 * messages in other Latin-script languages skip it (speed).
 */
const HINGLISH =
  /\b(?:hai|hain|mein|mera|meri|mere|nahi|nahin|aur|raha|rahi|rahe|ko|ka|ki|ke|ne|se|bahut|gaya|gayi|liya|li|ho|pa)\b/iu;
/**
 * Chinese and Japanese share their characters but not their words: Japanese 熱 is a fever where
 * Chinese 热 is hot ("红肿热痛", "热水澡"), Japanese 汗 is sweat where Chinese "汗毛" is body hair. Every
 * Japanese sentence carries kana and no Chinese one does, so a text with kana is not read with the
 * Chinese lexicon, and one of more than a few characters without kana not with the Japanese lexicon
 * (a short Japanese message in kanji only, "胸痛", "吸気性喘鳴、安静時", still is).
 */
const KANA = /[\u3040-\u30ff]/u;
const SHORT_HAN_ONLY = 12;
function writtenIn(text: string, lang: Language): boolean {
  if (lang === 'zh' && KANA.test(text)) return false;
  if (lang === 'ja' && !KANA.test(text) && text.trim().length > SHORT_HAN_ONLY) return false;
  if (lang === 'hi' && !/[\u0900-\u097f]/u.test(text)) return text.length < 80 || HINGLISH.test(text);
  if (lang === 'ar' && !/[\u0600-\u06ff]/u.test(text)) return looksArabizi(text);
  if (lang === 'ru' && !/[\u0400-\u04ff]/u.test(text)) return looksRussianLatin(text);
  const script = SCRIPT_OF[lang];
  return !script || script.test(text);
}
