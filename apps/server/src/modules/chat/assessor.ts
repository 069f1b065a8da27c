import {
  type Assessment,
  assessmentSchema,
  diagnosisDataSchema,
  differentialSchema,
  type Language,
  LANGUAGE_NAMES,
  medicalHistorySchema,
  URGENCY_LEVELS,
  URGENCY_SCALE,
} from '@asa/domain';
import { generateText, type LanguageModel, Output, zodSchema } from 'ai';
import { z } from 'zod';
import { createLanguageModel } from '../../adapters/ai/model.ts';
import { withTimeout } from '../../adapters/ai/timeout.ts';
import { inProcessTriageReader, type TriageReader } from '../../adapters/triage/pool.ts';
import type { Demographics } from '../../adapters/triage/readings.ts';
import type { AiConfig, ConversationTurn } from '../../adapters/ai/types.ts';

export interface AssessOptions {
  /** The patient's interface language (what the transcript is mostly written in). */
  patientLanguage: Language;
  /** The clinic's language: staff read the assessment in it (companies.reportLanguage). */
  reportLanguage: Language;
  signal?: AbortSignal;
  /** Also read the stated age and sex (in the patient's language), in the same reading as the floor. */
  demographics?: boolean;
}

export type AssessmentSource = 'offline' | 'llm' | 'llm-fallback';

export interface DetailedAssessment {
  /** After the red-flag floor: urgency never lower than the floor. */
  assessment: Assessment;
  /** The floor found an emergency red flag: the patient is told to call 112. */
  emergency: boolean;
  /** What the red-flag floor found (from @asa/triage). */
  findings: unknown;
  /** Where the assessment came from; llm-fallback = the model failed twice, the offline engine stood in. */
  source: AssessmentSource;
  /** The stated age and sex, when asked for (`demographics: true`). */
  demographics?: Demographics;
}

export interface Assessor {
  assess(messages: ConversationTurn[], options: AssessOptions): Promise<Assessment>;
  assessDetailed(messages: ConversationTurn[], options: AssessOptions): Promise<DetailedAssessment>;
}

/**
 * What we ask the model for: spec §3 exactly, in a shape strict structured output accepts (every
 * property required). Its answer is then checked against `assessmentSchema` itself.
 */
const llmAssessmentSchema = z.object({
  urgency: z.number().int().min(1).max(5),
  diagnosis: z.string(),
  diagnosisData: diagnosisDataSchema.extend({ differentialDiagnoses: z.array(differentialSchema) }),
  medicalHistory: medicalHistorySchema,
});
/**
 * The schema as the AI SDK takes it, made once: given the zod schema itself, the SDK converted it to
 * JSON Schema on every call (about 1 ms of CPU per assessment, issue 16); this wrapper converts it on
 * first use and keeps the result.
 */
const llmAssessmentOutputSchema = zodSchema(llmAssessmentSchema);

/** The prompt's scale, one line per level of the urgency table (@asa/domain, issue 18). */
export const ASSESSMENT_SCALE_LINES = URGENCY_LEVELS.map((u) => `  ${u} ${URGENCY_SCALE[u].staffLabel}: ${URGENCY_SCALE[u].disposition}`);

export function assessmentSystemPrompt(options: Pick<AssessOptions, 'patientLanguage' | 'reportLanguage'>): string {
  return `You are a triage clinician writing the handover for clinic staff after a patient's chat with a digital health assistant.

Assess the whole conversation and fill every field of the schema:
- urgency on the staff scale, the level whose disposition the patient needs:
${ASSESSMENT_SCALE_LINES.join('\n')}
- diagnosis: one or two sentences for the staff list, starting with the most likely working diagnosis.
- diagnosisData: patientSummary, primaryDiagnosis, SOAP notes (objective = only what the patient reported that is measurable, or "Not examined"), differentialDiagnoses ranked most likely first with valid ICD-10 codes (e.g. R07.4) and confidenceLevel 0–100 with clinicalReasoning, and redFlagsAssessment (present, absent = explicitly denied, unknown = not asked, warningSignsToMonitor).
- medicalHistory: fill only from what the patient said; use "" for anything not said. Never invent facts.
When in doubt between two urgency levels, choose the more urgent one.

Write all free text in ${LANGUAGE_NAMES[options.reportLanguage]} (language code "${options.reportLanguage}"), the clinic's language, whatever language the patient used (the patient wrote in ${LANGUAGE_NAMES[options.patientLanguage]}).`;
}

function transcriptText(messages: ConversationTurn[]): string {
  return messages.map((m) => `${m.role === 'user' ? 'Patient' : 'Assistant'}: ${m.content}`).join('\n\n');
}

/**
 * Assessment after every assistant turn (DESIGN D5): structured output validated by the spec §3
 * schema; invalid output is retried once, then the offline engine's assessment stands in; the
 * floor is applied last, always, and can only raise urgency: red flags, the offline engine's own
 * urgency 1–2 under a model's assessment, the statistical safety net. Used by the chat service and
 * by the evaluation harness, so both measure the same code path.
 */
export function createAssessor(config: AiConfig, options: { model?: LanguageModel | null; triage?: TriageReader } = {}): Assessor {
  const model = options.model === undefined ? createLanguageModel(config) : options.model;
  const triage = options.triage ?? inProcessTriageReader();

  async function fromModel(llm: LanguageModel, messages: ConversationTurn[], opts: AssessOptions): Promise<Assessment> {
    const guard = withTimeout(opts.signal, config.AI_TIMEOUT_MS);
    try {
      const result = await generateText({
        model: llm,
        system: assessmentSystemPrompt(opts),
        prompt: `Conversation:\n\n${transcriptText(messages)}`,
        output: Output.object({ schema: llmAssessmentOutputSchema, name: 'assessment' }),
        abortSignal: guard.signal,
        maxRetries: 0,
        temperature: 0,
      });
      return assessmentSchema.parse(result.output);
    } catch (error) {
      throw guard.toError(error);
    } finally {
      guard.dispose();
    }
  }

  async function assessDetailed(messages: ConversationTurn[], opts: AssessOptions): Promise<DetailedAssessment> {
    let assessment: Assessment | null = null;
    let source: AssessmentSource = 'offline';
    if (model) {
      for (let attempt = 0; attempt < 2 && !assessment; attempt += 1) {
        try {
          assessment = await fromModel(model, messages, opts);
          source = 'llm';
        } catch {
          if (opts.signal?.aborted) break;
          source = 'llm-fallback';
        }
      }
    }
    // The offline engine's assessment when there is no model's, and the floor under either (DESIGN
    // D5: a model's assessment has the engine's emergency levels beneath it too), in one reading.
    const floored = await triage.assess({
      messages,
      assessment,
      patientLanguage: opts.patientLanguage,
      reportLanguage: opts.reportLanguage,
      ...(opts.demographics ? { demographics: true } : {}),
    });
    return {
      assessment: assessmentSchema.parse(floored.assessment),
      emergency: floored.emergency,
      findings: floored.findings,
      source,
      ...(floored.demographics ? { demographics: floored.demographics } : {}),
    };
  }

  return {
    assessDetailed,
    async assess(messages, opts) {
      return (await assessDetailed(messages, opts)).assessment;
    },
  };
}
