import { URGENCY_LEVELS, URGENCY_SCALE } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, CONVERSATION_POLICY, nextOfflineReply, type TranscriptMessage } from '../src/index.ts';
import { CATALOGUE_EN } from '../src/report/catalogue.ts';

/** Time frames that described levels before the urgency table (issue 18) and must not come back. */
const STALE = /see a doctor today|book an appointment with a doctor|same day|within days\b(?! to weeks)|managed at home|emergency room/i;

describe('the engine and the reply policy say what the urgency table says (issue 18)', () => {
  it('writes the table’s disposition for each level in the staff report', () => {
    for (const u of URGENCY_LEVELS) {
      expect(CATALOGUE_EN.report[`disposition${u}`]).toBe(URGENCY_SCALE[u].staffDisposition);
    }
  });

  it('ends the offline reply with the table’s disposition line for each level', () => {
    for (const u of URGENCY_LEVELS) {
      expect(CATALOGUE_EN.conversation.disposition[`${u}`].replace(/\*/g, '')).toBe(URGENCY_SCALE[u].patientLine);
    }
  });

  it('tells the patient the disposition of the level their assessment stores', () => {
    const m: TranscriptMessage[] = [{ role: 'user', content: 'I have a sore throat and a runny nose' }];
    let reply = '';
    for (let i = 0; i < 10; i++) {
      reply = nextOfflineReply(m, { language: 'en' });
      if (!reply.includes('?')) break;
      m.push({ role: 'assistant', content: reply }, { role: 'user', content: 'no' });
    }
    const { urgency } = applySafetyFloor(assessTranscript(m, { patientLanguage: 'en' }), m).assessment;
    expect(reply).toContain(URGENCY_SCALE[urgency].patientLine);
    for (const other of URGENCY_LEVELS.filter((u) => u !== urgency)) expect(reply).not.toContain(URGENCY_SCALE[other].patientLine);
  });

  it('names each level with its table disposition in the LLM reply policy, and no other time frame', () => {
    for (const u of URGENCY_LEVELS) {
      const m = URGENCY_SCALE[u];
      expect(CONVERSATION_POLICY).toContain(`urgency ${u} (${m.staffLabel}): ${m.disposition}`);
      expect(CONVERSATION_POLICY).toContain(m.patientLine);
    }
    expect(CONVERSATION_POLICY.match(/urgency [1-5] \(/g)).toHaveLength(5);
    expect(CONVERSATION_POLICY).not.toMatch(STALE);
  });

  it('replies in the patient’s language (DESIGN D13), not the interface’s', () => {
    expect(CONVERSATION_POLICY).not.toMatch(/language the person uses in the interface/);
    expect(CONVERSATION_POLICY).toMatch(/Reply in the patient's language: the language of their latest message when it is clearly one of the app's 15 languages/);
    expect(CONVERSATION_POLICY).toMatch(/otherwise the language they chose in the app/);
    for (const name of ['English', 'Íslenska', 'Türkçe', '한국어']) expect(CONVERSATION_POLICY).toContain(name);
  });
});
