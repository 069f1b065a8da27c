import { type StaffCase, type Urgency, URGENCY_LEVELS, URGENCY_SCALE, urgencyLabels } from '@asa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replySystemPrompt } from '../src/adapters/ai/prompts.ts';
import { ASSESSMENT_SCALE_LINES, assessmentSystemPrompt } from '../src/modules/chat/assessor.ts';
import { chatRow, type FakeOpenAi, newChat, type RecordedRequest, replyText, send, startFakeOpenAi, validAssessment } from './chat-support.ts';
import { buildTestApp, loginAs, type TestApp } from './helpers.ts';

/** Descriptions of levels from before the urgency table (issue 18) that must not come back. */
const STALE = /see a doctor today|book an appointment with a doctor|same day|within days\b(?! to weeks)|managed at home|emergency room/i;

const systemOf = (body: RecordedRequest['body']) => body.messages.find((m) => m.role === 'system')?.content ?? '';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A model that, like a clinician, decides the disposition in words (the table's, for this case)
 * and finds in our prompts which level and which patient sentence that is. If a prompt described
 * the disposition differently, it would not find it and answer nothing usable.
 */
const clinician = { disposition: '', misses: 0 };
function levelFromAssessmentPrompt(body: RecordedRequest['body']): number | null {
  for (const line of systemOf(body).split('\n')) {
    const m = /^\s*([1-5]) [A-Za-z ]+: (.+)$/.exec(line);
    if (m && m[2] === clinician.disposition) return Number(m[1]);
  }
  return null;
}
function patientLineFromReplyPolicy(body: RecordedRequest['body']): string | null {
  const m = new RegExp(`urgency [1-5] \\([^)]*\\): ${escape(clinician.disposition)} — tell the patient, in their language: "([^"]+)"`).exec(
    systemOf(body),
  );
  return m ? m[1]! : null;
}

let ai: FakeOpenAi;
let offline: TestApp;
let llm: TestApp;

beforeAll(async () => {
  ai = await startFakeOpenAi({
    assess: (body) => {
      const urgency = levelFromAssessmentPrompt(body);
      if (urgency === null) {
        clinician.misses += 1;
        return 'no level in the prompt says so';
      }
      return validAssessment({ urgency: urgency as Urgency, diagnosis: `Working diagnosis; ${clinician.disposition}.` });
    },
    reply: (body) => {
      const line = patientLineFromReplyPolicy(body);
      if (line === null) clinician.misses += 1;
      return { chunks: [line ? `**${line}**` : 'I am not sure.'] };
    },
  });
  offline = await buildTestApp();
  llm = await buildTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: ai.baseUrl, AI_MODEL: 'local-test-model', AI_TIMEOUT_MS: '5000' });
});
afterAll(async () => {
  await offline?.close();
  await llm?.close();
  await ai?.close();
});

async function staffView(t: TestApp, chatId: string): Promise<StaffCase> {
  const nurse = await loginAs(t, 'nurse');
  const response = await nurse.inject({ method: 'GET', url: '/api/asa/doctor/chats?sortBy=newest&limit=100' });
  expect(response.statusCode).toBe(200);
  const found = (response.json() as { chats: StaffCase[] }).chats.find((c) => c.id === chatId);
  expect(found).toBeDefined();
  return found!;
}

describe('one meaning for each urgency level (issue 18)', () => {
  it('describes each level in the assessment prompt as the table does, and in no other words', () => {
    const prompt = assessmentSystemPrompt({ patientLanguage: 'en', reportLanguage: 'en' });
    for (const u of URGENCY_LEVELS) expect(prompt).toContain(`  ${u} ${URGENCY_SCALE[u].staffLabel}: ${URGENCY_SCALE[u].disposition}\n`);
    expect(ASSESSMENT_SCALE_LINES).toHaveLength(5);
    expect(prompt.match(/^\s*[1-5] [A-Z][a-z]+: /gm)).toHaveLength(5);
    expect(prompt).not.toMatch(STALE);
  });

  it('asks LLM replies for the patient’s language (DESIGN D13: detected by the server from their message, else the interface language)', () => {
    const prompt = replySystemPrompt('is');
    expect(prompt).not.toMatch(/the language the person uses in (the interface|this app)/);
    expect(prompt).toMatch(/write your reply in Íslenska \(language code "is"\), the patient's language/);
    expect(prompt).not.toMatch(STALE);
  });

  // The done-when of issue 18: the same case through the offline engine and through an
  // OpenAI-compatible provider that answers the table's disposition.
  it.each([
    'Burning when I pee for two days, now a fever of 39 and pain in my right side of my back',
    'I found a lump in my breast',
    'I have a sore throat and a runny nose',
  ])('stores the same urgency and shows the same words to staff and patient: %s', async (opening) => {
    // Offline: the engine interviews until it gives its disposition.
    const patientA = await loginAs(offline, 'user');
    const chatA = await newChat(patientA, { language: 'en' });
    const said = [opening];
    let replyA = replyText((await send(patientA, chatA, opening)).events);
    for (let i = 0; i < 10 && replyA.includes('?'); i++) {
      said.push('no');
      replyA = replyText((await send(patientA, chatA, 'no')).events);
    }
    await offline.app.chat.idle();
    const urgency = Number((await chatRow(offline, chatA)).urgency) as Urgency;
    expect(urgency).toBeGreaterThanOrEqual(3);
    const meaning = URGENCY_SCALE[urgency];

    // LLM: the same patient turns; the model answers the table's disposition for this case.
    clinician.disposition = meaning.disposition;
    clinician.misses = 0;
    const before = ai.assessmentRequests().length;
    const patientB = await loginAs(llm, 'user');
    const chatB = await newChat(patientB, { language: 'en' });
    let replyB = '';
    // Each turn's assessment finishes before the next send: a send during a queued assessment
    // coalesces them (one request for two turns), which would make the count below a race.
    for (const text of said) {
      replyB = replyText((await send(patientB, chatB, text)).events);
      await llm.app.chat.idle();
    }
    expect(clinician.misses, 'the model found the disposition in every prompt').toBe(0);
    expect(ai.assessmentRequests().length - before, 'one valid assessment per turn, no retry or fallback').toBe(said.length);

    // The same stored urgency…
    expect(Number((await chatRow(llm, chatB)).urgency)).toBe(urgency);
    // …the same words for the patient: the table's disposition line ends both replies…
    expect(replyA).toContain(`**${meaning.patientLine}**`);
    expect(replyB).toBe(`**${meaning.patientLine}**`);
    // …and for staff: both queues show the level, whose label and disposition come from the table.
    const [caseA, caseB] = [await staffView(offline, chatA), await staffView(llm, chatB)];
    expect(caseA.urgency).toBe(urgency);
    expect(caseB.urgency).toBe(urgency);
    expect(urgencyLabels(caseB.urgency)).toEqual(urgencyLabels(caseA.urgency));
    expect(urgencyLabels(caseA.urgency).staffKey).toBe(meaning.staffKey);
    expect(caseA.diagnosis).toContain(meaning.staffDisposition);
  });
});
