/**
 * A tiny OpenAI-compatible chat-completions server on 127.0.0.1 that calls everything self-care:
 * every assessment (structured output) is urgency 5, every streamed reply the table's self-care line.
 * With it as the LLM provider, whatever still reaches urgency 1–2 was raised by the red-flag floor
 * alone (`npm run eval:triage -- --floor-only`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Assessment, emptyMedicalHistory, URGENCY_SCALE } from '@asa/domain';

export function selfCareAssessment(): Assessment {
  return {
    urgency: 5,
    diagnosis: 'Self-limiting complaint; self-care.',
    diagnosisData: {
      patientSummary: 'Patient describing a minor complaint.',
      primaryDiagnosis: 'Minor self-limiting illness',
      soap: {
        subjective: 'As described by the patient.',
        objective: 'Not examined.',
        assessment: 'Self-limiting.',
        plan: URGENCY_SCALE[5].staffDisposition,
      },
      differentialDiagnoses: [
        { diagnosisName: 'Minor self-limiting illness', icd10Code: 'R69', confidenceLevel: 60, clinicalReasoning: 'No concern raised.' },
      ],
      redFlagsAssessment: { presentRedFlags: [], absentRedFlags: [], unknownRedFlags: [], warningSignsToMonitor: [] },
    },
    medicalHistory: emptyMedicalHistory(),
  };
}

export async function startSelfCareLlm(): Promise<{ baseUrl: string; requests: () => number; close(): Promise<void> }> {
  let count = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => (raw += part));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      count += 1;
      const body = JSON.parse(raw) as { model: string; stream?: boolean };
      const base = { id: `chatcmpl-${count}`, created: Math.floor(Date.now() / 1000), model: body.model };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            ...base,
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(selfCareAssessment()) }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      const frame = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(frame({ role: 'assistant', content: '' }));
      res.write(frame({ content: `**${URGENCY_SCALE[5].patientLine}**` }));
      res.write(frame({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
