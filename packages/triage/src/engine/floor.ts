/**
 * Raising an assessment that another assessor wrote (the floor under every assessor, DESIGN D5):
 * the line that says why joins the present red flags, the diagnosis and the plan, so staff see what
 * raised it. Used by the statistical safety net and by the engine floor below.
 */
import type { Assessment, Language, Urgency } from '@asa/domain';

/** What a floor needs of the report writer, to say what it did in the clinic's language. */
export interface FloorWriter {
  readonly language: Language;
  phrase(key: 'safetyFloor', vars: { label: string; urgency: Urgency; disposition: string }): string;
  disposition(urgency: Urgency): string;
  sentence(text: string): string;
}

/** `assessment` at `urgency` (the caller checked that it is more urgent), `label` saying why. */
export function raiseAssessment(assessment: Assessment, urgency: Urgency, label: string, writer: FloorWriter): Assessment {
  const add = (list: string[]) => (list.includes(label) ? list : [...list, label]);
  const dd = assessment.diagnosisData;
  const rfa = { ...dd.redFlagsAssessment, presentRedFlags: add(dd.redFlagsAssessment.presentRedFlags) };
  const differentials = dd.differentialDiagnoses.map((d, i) =>
    i === 0
      ? { ...d, redFlagsAssessment: { ...(d.redFlagsAssessment ?? rfa), presentRedFlags: add(d.redFlagsAssessment?.presentRedFlags ?? rfa.presentRedFlags) } }
      : d,
  );
  const disposition = writer.disposition(urgency);
  return {
    ...assessment,
    urgency,
    diagnosis: [assessment.diagnosis, writer.phrase('safetyFloor', { label, urgency, disposition })].filter(Boolean).join(' '),
    diagnosisData: {
      ...dd,
      redFlagsAssessment: rfa,
      differentialDiagnoses: differentials,
      soap: { ...dd.soap, plan: `${writer.sentence(disposition)} ${dd.soap.plan}` },
    },
  };
}

/** The engine floor's line, per report language; `{{name}}` is the engine's working diagnosis. */
const ENGINE_LABELS: Record<Language, string> = {
  en: 'Offline triage engine: {{name}}',
  is: 'Innbyggð forgangsflokkun: {{name}}',
  pl: 'Wbudowany silnik triażu: {{name}}',
  es: 'Motor de triaje integrado: {{name}}',
  fr: 'Moteur de triage intégré : {{name}}',
  de: 'Eingebaute Triage-Engine: {{name}}',
  zh: '内置分诊引擎：{{name}}',
  ja: '内蔵トリアージエンジン：{{name}}',
  pt: 'Motor de triagem integrado: {{name}}',
  ru: 'Встроенный модуль сортировки: {{name}}',
  ar: 'محرك الفرز المدمج: {{name}}',
  hi: 'अंतर्निहित ट्राइएज इंजन: {{name}}',
  it: 'Motore di triage integrato: {{name}}',
  ko: '내장 분류 엔진: {{name}}',
  tr: 'Yerleşik triyaj motoru: {{name}}',
};

export function engineFloorLabel(language: Language, name: string): string {
  return (ENGINE_LABELS[language] ?? ENGINE_LABELS.en).replace('{{name}}', name);
}

/**
 * The engine floor: when another assessor (a language model) wrote `assessment`, the offline
 * engine's own reading of the same conversation is a floor at the emergency levels. Its urgency 1–2
 * — a condition its protocols send to the emergency department, not only an explicit red flag —
 * raises a less urgent assessment to it. It never lowers, and at 3 to 5 it asks for nothing: the
 * model may weigh a same-day or routine case differently. The 112 call stays with the red flags alone.
 */
export function applyEngineFloor(
  assessment: Assessment,
  engine: Assessment,
  writer: FloorWriter,
): { assessment: Assessment; raised: boolean } {
  if (engine.urgency > 2 || engine.urgency >= assessment.urgency) return { assessment, raised: false };
  const label = engineFloorLabel(writer.language, engine.diagnosisData.primaryDiagnosis);
  return { assessment: raiseAssessment(assessment, engine.urgency, label, writer), raised: true };
}
