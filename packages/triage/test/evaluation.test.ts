import { URGENCY_LEVELS, URGENCY_SCALE } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import {
  applySafetyFloor,
  assessTranscript,
  byLanguage,
  formatLanguageTable,
  formatSummary,
  goldOf,
  nextOfflineReply,
  runInterview,
  scoreVignette,
  summarise,
  type TranscriptMessage,
} from '../src/index.ts';

const v = (extra: object) => ({ id: 'x', text: '', ...extra });

describe('scoring against the urgency table (issues 13, 18)', () => {
  it('derives both gold classes from a 1–5 gold, and the three-level one from `gold` alone', () => {
    for (const u of URGENCY_LEVELS) {
      expect(goldOf({ urgency: u })).toMatchObject({ gold3: URGENCY_SCALE[u].triageLevel, gold4: URGENCY_SCALE[u].dispositionClass });
    }
    expect(goldOf({ gold: 'non-emergency' })).toEqual({ gold3: 'non-emergency', accepted3: ['non-emergency'], accepted4: [], acceptable: [] });
    // acceptableUrgency without urgency: the most urgent acceptable level is the gold
    expect(goldOf({ acceptableUrgency: [4, 3] })).toMatchObject({ gold3: 'non-emergency', gold4: 'within-24h', accepted4: ['within-24h', 'days-to-weeks'] });
  });

  it('counts exact four-level dispositions, with under- and over-triage', () => {
    const same = scoreVignette(v({ urgency: 3 }), 3, 0);
    expect(same).toMatchObject({ correct: true, correct4: true, under4: false, over4: false, class4: 'within-24h' });
    const later = scoreVignette(v({ urgency: 3 }), 4, 0);
    expect(later).toMatchObject({ correct: true, correct4: false, under4: true, over4: false, under3: false });
    const sooner = scoreVignette(v({ urgency: 5 }), 3, 0);
    expect(sooner).toMatchObject({ correct: false, correct4: false, over3: true, over4: true });
    // 1 and 2 are one disposition class (emergency now)
    expect(scoreVignette(v({ urgency: 2 }), 1, 0)).toMatchObject({ correct4: true, missedEmergency: false });
  });

  it('honours acceptableUrgency: an assessed urgency in it is correct and never a miss', () => {
    const e = v({ urgency: 2, acceptableUrgency: [2, 3] });
    expect(scoreVignette(e, 3, 0)).toMatchObject({ correct: true, correct4: true, missedEmergency: false, under4: false });
    // 4 is outside the list: a missed emergency and four-level under-triage (three levels accept non-emergency, as 3 is)
    expect(scoreVignette(e, 4, 0)).toMatchObject({ correct: true, correct4: false, missedEmergency: true, under4: true });
    expect(scoreVignette(e, 5, 0)).toMatchObject({ correct: false, under3: true, missedEmergency: true });
    const routine = v({ gold: 'non-emergency', urgency: 4, acceptableUrgency: [4, 5] });
    expect(scoreVignette(routine, 5, 0)).toMatchObject({ correct: true, correct4: true, over3: false, under3: false });
  });

  it('counts emergencies missed as gold 1–2 assessed 3–5', () => {
    const rs = [
      scoreVignette(v({ id: 'a', urgency: 1 }), 3, 0),
      scoreVignette(v({ id: 'b', gold: 'emergency' }), 5, 0),
      scoreVignette(v({ id: 'c', urgency: 2 }), 2, 0),
      scoreVignette(v({ id: 'd', urgency: 3 }), 5, 0),
    ];
    const s = summarise(rs);
    expect(s.emergencies).toBe(3);
    expect(s.emergenciesUnderTriaged).toBe(2);
    // four-level figures only where the gold is 1–5 (a, c, d)
    expect(s.four.n).toBe(3);
    expect(s.four.accuracy).toBeCloseTo(1 / 3);
    expect(s.four.underTriage).toBeCloseTo(2 / 3);
    expect(s.four.perClass['emergency-now']).toEqual({ n: 2, correct: 1, accuracy: 0.5 });
    expect(s.four.confusion['within-24h']['self-care']).toBe(1);
    expect(s.assessed4ByGold.emergency).toEqual({ 'emergency-now': 1, 'within-24h': 1, 'days-to-weeks': 0, 'self-care': 1 });
    expect(formatSummary('t', s)).toMatch(/emergencies missed \(gold 1–2 assessed 3–5\): 2 of 3/);
  });

  it('reports per language', () => {
    const rs = [
      scoreVignette(v({ id: 'a', urgency: 1, language: 'en' }), 1, 0),
      scoreVignette(v({ id: 'b', urgency: 1, language: 'is' }), 4, 0),
    ];
    const table = formatLanguageTable(byLanguage(rs));
    expect(table).toMatch(/en\s+1\s+100\.0%/);
    expect(table).toMatch(/is\s+1\s+0\.0%.*1\/1$/m);
  });
});

describe('multi-turn cases (issue 13, Deliver 4)', () => {
  it('answers each question in turn and stops when the assistant stops asking', async () => {
    const asked: number[] = [];
    const turns = await runInterview({ text: 'sore throat', answers: ['no', 'no', 'no'] }, async (m) => {
      asked.push(m.length);
      return m.length < 3 ? 'Do you have a fever?' : 'Self-care.';
    });
    expect(asked).toEqual([1, 3]);
    expect(turns.map((t) => t.length)).toEqual([1, 3]);
    expect(turns[1]).toEqual([
      { role: 'user', content: 'sore throat' },
      { role: 'assistant', content: 'Do you have a fever?' },
      { role: 'user', content: 'no' },
    ]);
  });

  it('hears an answer the offline conversation asked for: the assessment after the interview changes', async () => {
    // A red-flag answer to the assistant's question moves the case to an emergency.
    const text = 'I have a headache since yesterday';
    const assess = (m: TranscriptMessage[]) =>
      applySafetyFloor(assessTranscript(m, { patientLanguage: 'en' }), m).assessment.urgency;
    const turns = await runInterview({ text, answers: ['it came on suddenly like a thunderclap, the worst headache of my life'] }, async (m) =>
      nextOfflineReply(m, { language: 'en' }),
    );
    expect(turns.length).toBe(2);
    expect(assess(turns[0]!)).toBeGreaterThanOrEqual(3);
    expect(assess(turns[1]!)).toBeLessThanOrEqual(2);
  });
});
