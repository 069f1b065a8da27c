import fs from 'node:fs';
import { type Language } from '@asa/domain';
import type { TranscriptMessage } from '@asa/triage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTriageReader, inProcessTriageReader, type TriageReader, TriageBusyError } from '../src/adapters/triage/pool.ts';
import { chatRow, newChat, replyText, send } from './chat-support.ts';
import { buildTestApp, loginAs, type TestApp } from './helpers.ts';
import { REPO_ROOT } from './server-process.ts';

/** Issue 16: the triage engine's readings in a worker thread answer exactly as in-process. */

interface Vignette {
  id: string;
  language: Language;
  text: string;
}
const vignettes = (JSON.parse(fs.readFileSync(`${REPO_ROOT}/packages/triage/data/patient-voice.json`, 'utf8')) as { vignettes: Vignette[] }).vignettes;
const FAULTY_WORKER = new URL('./fixtures/faulty-triage-worker.mjs', import.meta.url);

/** Every reading the server makes of a transcript, through one reader. */
async function readAll(reader: TriageReader, messages: TranscriptMessage[], language: Language) {
  const offline = await reader.assess({ messages, assessment: null, patientLanguage: language, reportLanguage: 'en' });
  // The other readings are asked at once, as the server's turns do: they queue in the pool.
  const [redFlags, redFlagsOfText, reply, floored, demographics] = await Promise.all([
    reader.conversationRedFlags({ messages, language }),
    reader.redFlagsOfText({ text: messages.filter((m) => m.role === 'user').at(-1)!.content, language }),
    reader.offlineReply({ messages, language }),
    // A model's assessment (here the engine's own, in the clinic's language) under the floor.
    reader.assess({ messages, assessment: offline.assessment, patientLanguage: language, reportLanguage: 'de' }),
    reader.demographics({ messages, language }),
  ]);
  return { redFlags, redFlagsOfText, reply, offline, floored, demographics };
}

describe('the triage pool', () => {
  const local = inProcessTriageReader();
  let pool: TriageReader;
  beforeAll(async () => {
    pool = createTriageReader({ threads: 1, maxQueue: 1000 });
    await pool.warm();
  });
  afterAll(async () => pool.close());

  it('answers every reading of every transcript deep-equal to the in-process call', async () => {
    expect(pool.threads).toBe(1);
    let compared = 0;
    for (const [i, v] of vignettes.entries()) {
      const first: TranscriptMessage[] = [{ role: 'user', content: v.text }];
      const reply = await local.offlineReply({ messages: first, language: v.language });
      // A second turn: the engine's question, then another patient's words (a longer transcript).
      const second: TranscriptMessage[] = [...first, { role: 'assistant', content: reply }, { role: 'user', content: vignettes[(i + 7) % vignettes.length]!.text }];
      for (const messages of [first, second]) {
        // the worker's thread reads while this one does
        const [inWorker, inProcess] = await Promise.all([readAll(pool, messages, v.language), readAll(local, messages, v.language)]);
        expect(inWorker, v.id).toStrictEqual(inProcess);
        compared += 1;
      }
    }
    expect(compared).toBe(vignettes.length * 2);
    // 3,240 readings: half a minute on a quiet machine, minutes when the suites of both engines share its cores
  }, 360_000);

  it('reads a turn’s red flags with its reply, and an assessment with the stated age and sex, as the readings apart do', async () => {
    for (const v of vignettes.slice(0, 40)) {
      const messages: TranscriptMessage[] = [{ role: 'user', content: v.text }];
      const [together, redFlags, reply, assessed, assessedApart, demographics] = await Promise.all([
        pool.redFlagsAndReply({ messages, language: v.language }),
        local.conversationRedFlags({ messages, language: v.language }),
        local.offlineReply({ messages, language: v.language }),
        pool.assess({ messages, assessment: null, patientLanguage: v.language, reportLanguage: 'en', demographics: true }),
        local.assess({ messages, assessment: null, patientLanguage: v.language, reportLanguage: 'en' }),
        local.demographics({ messages, language: v.language }),
      ]);
      expect(together, v.id).toStrictEqual({ findings: redFlags, reply });
      expect(assessed, v.id).toStrictEqual({ ...assessedApart, demographics });
    }
  }, 120_000);

  it('sends the readings asked for in one turn of the event loop in one message (a few at most), not one each', async () => {
    const before = pool.sent();
    const texts = vignettes.slice(0, 20);
    const answers = await Promise.all(texts.map((v) => pool.conversationRedFlags({ messages: [{ role: 'user', content: v.text }], language: v.language })));
    const after = pool.sent();
    expect(after.readings - before.readings).toBe(20);
    // At most 8 readings a message: 3 messages, not 20.
    expect(after.messages - before.messages).toBe(3);
    for (const [i, v] of texts.entries()) {
      expect(answers[i], v.id).toStrictEqual(await local.conversationRedFlags({ messages: [{ role: 'user', content: v.text }], language: v.language }));
    }
  }, 60_000);

  it('throws the engine’s error as the in-process call does', async () => {
    const bad = { messages: null as unknown as TranscriptMessage[], language: 'en' as const };
    const fromWorker = await pool.offlineReply(bad).catch((error: unknown) => error);
    const fromHere = await local.offlineReply(bad).catch((error: unknown) => error);
    expect(fromWorker).toBeInstanceOf(Error);
    expect((fromWorker as Error).message).toBe((fromHere as Error).message);
  });
});

describe('a faulty worker', () => {
  const local = inProcessTriageReader();
  const messages = (content: string): TranscriptMessage[] => [{ role: 'user', content }];

  it('crashes: the reading is made in-process, the worker is replaced, nothing is lost', async () => {
    const warnings: string[] = [];
    const pool = createTriageReader({ threads: 1, maxQueue: 10, workerUrl: FAULTY_WORKER, log: { warn: (_o, m) => warnings.push(m) } });
    try {
      await pool.warm();
      const [crashed, meanwhile] = await Promise.all([
        pool.offlineReply({ messages: messages('CRASH'), language: 'en' }),
        pool.conversationRedFlags({ messages: messages('crushing chest pain, I cannot breathe'), language: 'en' }),
      ]);
      expect(crashed).toBe(await local.offlineReply({ messages: messages('CRASH'), language: 'en' }));
      expect(meanwhile.map((f) => f.id)).toContain('severe_breathing');
      expect(warnings).toContain('a triage worker failed; the reading is made in-process');
      // The pool has a worker again and reads as before.
      const after = await pool.offlineReply({ messages: messages('I have had a headache for two days'), language: 'en' });
      expect(after).toBe(await local.offlineReply({ messages: messages('I have had a headache for two days'), language: 'en' }));
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('is busy: a new turn’s reading is refused beyond the queue, a turn already taken on waits its turn', async () => {
    const pool = createTriageReader({ threads: 1, maxQueue: 2, workerUrl: FAULTY_WORKER });
    try {
      await pool.warm();
      const slow = pool.offlineReply({ messages: messages('SLOW'), language: 'en' });
      const queued = pool.offlineReply({ messages: messages('my knee hurts'), language: 'en' });
      await expect(pool.conversationRedFlags({ messages: messages('chest pain'), language: 'en' }, { refusable: true })).rejects.toBeInstanceOf(TriageBusyError);
      // Not refusable (the reply of a stored turn, an assessment): queued, answered.
      const notRefused = pool.demographics({ messages: messages('I am a 40 year old man'), language: 'en' });
      expect(await slow).toBe(await local.offlineReply({ messages: messages('SLOW'), language: 'en' }));
      expect(await queued).toBe(await local.offlineReply({ messages: messages('my knee hurts'), language: 'en' }));
      expect(await notRefused).toStrictEqual({ ageYears: 40, sex: 'male' });
      // Once the queue has room again, new turns are read.
      expect(await pool.conversationRedFlags({ messages: messages('chest pain'), language: 'en' }, { refusable: true })).toStrictEqual(
        await local.conversationRedFlags({ messages: messages('chest pain'), language: 'en' }),
      );
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('hands a worker the readings a reply waits for before those made after [DONE]', async () => {
    const pool = createTriageReader({ threads: 1, maxQueue: 10, workerUrl: FAULTY_WORKER });
    try {
      await pool.warm();
      const order: string[] = [];
      const done = (name: string) => () => void order.push(name);
      const slow = pool.offlineReply({ messages: messages('SLOW'), language: 'en' });
      // Asked for in this order while the worker is busy…
      const queued = [
        pool.assess({ messages: messages('my knee hurts'), assessment: null, patientLanguage: 'en', reportLanguage: 'en' }).then(done('assess')),
        pool.demographics({ messages: messages('I am 40'), language: 'en' }).then(done('demographics')),
        pool.conversationRedFlags({ messages: messages('chest pain'), language: 'en' }).then(done('red flags')),
        pool.offlineReply({ messages: messages('my knee hurts'), language: 'en' }).then(done('reply')),
      ];
      await Promise.all([slow, ...queued]);
      // …answered with the next patients' red flags and reply first.
      expect(order).toEqual(['red flags', 'reply', 'assess', 'demographics']);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('closes with readings in hand: they are made in-process, none is left unanswered', async () => {
    const pool = createTriageReader({ threads: 1, maxQueue: 10, workerUrl: FAULTY_WORKER });
    await pool.warm();
    const slow = pool.offlineReply({ messages: messages('SLOW'), language: 'en' });
    const queued = pool.demographics({ messages: messages('I am a 40 year old man'), language: 'en' });
    // Both are in the worker's hands once the pool has sent them (the next turn of the event loop).
    await new Promise((resolve) => setImmediate(resolve));
    await pool.close();
    expect(await slow).toBe(await local.offlineReply({ messages: messages('SLOW'), language: 'en' }));
    expect(await queued).toStrictEqual({ ageYears: 40, sex: 'male' });
  }, 60_000);

  it('cannot start: the readings are made in-process', async () => {
    const warnings: string[] = [];
    const pool = createTriageReader({ threads: 1, maxQueue: 10, workerUrl: new URL('./fixtures/no-such-worker.mjs', import.meta.url), log: { warn: (_o, m) => warnings.push(m) } });
    expect(pool.threads).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(await pool.offlineReply({ messages: messages('my knee hurts'), language: 'en' })).toBe(
      await local.offlineReply({ messages: messages('my knee hurts'), language: 'en' }),
    );
  });
});

describe('a chat read in worker threads', () => {
  let inWorkers: TestApp;
  let inProcess: TestApp;
  beforeAll(async () => {
    [inWorkers, inProcess] = await Promise.all([
      buildTestApp({ TRIAGE_WORKERS: '1', OFFLINE_CHUNK_DELAY_MS: '0' }),
      buildTestApp({ TRIAGE_WORKERS: '0', OFFLINE_CHUNK_DELAY_MS: '0' }),
    ]);
  });
  afterAll(async () => Promise.all([inWorkers?.close(), inProcess?.close()]));

  /** One patient's chat: what they are shown, and what staff get stored. */
  async function chat(t: TestApp, turns: string[]) {
    const patient = await loginAs(t, 'user');
    const chatId = await newChat(patient, { language: 'en' });
    const shown = [];
    for (const text of turns) {
      const { response, events } = await send(patient, chatId, text);
      expect(response.statusCode).toBe(200);
      shown.push({ emergency: events.some((e) => e.type === 'emergency'), reply: replyText(events) });
      await t.app.chat.idle();
    }
    const row = await chatRow(t, chatId);
    return {
      shown,
      stored: {
        urgency: row.urgency,
        emergency: row.emergency,
        diagnosis: row.diagnosis,
        diagnosisData: row.diagnosisData,
        medicalHistory: row.medicalHistory,
        patientAge: row.patientAge,
        patientSex: row.patientSex,
        patientLanguage: row.patientLanguage,
      },
    };
  }

  it.each([
    ['an emergency at the first words', ['I am 58, crushing chest pain going into my left arm and I am sweating']],
    ['an interview', ['I have had a sore throat for three days', 'no', 'no fever, I am a 30 year old woman']],
    ['another language', ['Ég er með höfuðverk síðan í gær', 'nei']],
  ])('answers and assesses %s as the in-process engine does', async (_name, turns) => {
    expect(inWorkers.app.triage.threads).toBe(1);
    const [a, b] = await Promise.all([chat(inWorkers, turns), chat(inProcess, turns)]);
    expect(a.shown.every((s) => s.reply.length > 0)).toBe(true);
    expect(a.shown[0]!.emergency).toBe(_name === 'an emergency at the first words');
    expect(a).toStrictEqual(b);
  }, 60_000);
});
