import type { Language } from '@asa/domain';

/**
 * The net's line in the assessment, per report language. Kept beside the net rather than in the
 * report catalogue (src/locales) while that catalogue is being restructured; it moves there as
 * `report.safetyNetLabel` once the restructure lands.
 */
const EMERGENCY_LABELS: Record<Language, string> = {
  en: 'Safety net: the wording resembles emergencies (p={{p}})',
  is: 'Öryggisnet: orðalagið líkist bráðatilvikum (p={{p}})',
  pl: 'Siatka bezpieczeństwa: sformułowanie przypomina stany nagłe (p={{p}})',
  es: 'Red de seguridad: la redacción se parece a la de las urgencias (p={{p}})',
  fr: 'Filet de sécurité : la formulation ressemble à celle des urgences (p={{p}})',
  de: 'Sicherheitsnetz: die Formulierung ähnelt Notfällen (p={{p}})',
  zh: '安全网：措辞与急症相似（p={{p}}）',
  ja: 'セーフティネット：表現が緊急事態に類似（p={{p}}）',
  pt: 'Rede de segurança: a redação assemelha-se à de emergências (p={{p}})',
  ru: 'Страховочная модель: формулировка похожа на неотложные случаи (p={{p}})',
  ar: 'شبكة الأمان: الصياغة تشبه حالات الطوارئ (p={{p}})',
  hi: 'सुरक्षा जाल: शब्द आपात स्थितियों जैसे हैं (p={{p}})',
  it: 'Rete di sicurezza: la formulazione somiglia a quella delle emergenze (p={{p}})',
  ko: '안전망: 표현이 응급 상황과 비슷함 (p={{p}})',
  tr: 'Güvenlik ağı: ifadeler acil durumlara benziyor (p={{p}})',
};

/** The second head's line: the wording reads like a case for a doctor rather than self-care. */
const CARE_LABELS: Record<Language, string> = {
  en: 'Safety net: the wording resembles cases that need a doctor (p={{p}})',
  is: 'Öryggisnet: orðalagið líkist tilvikum sem þarfnast læknis (p={{p}})',
  pl: 'Siatka bezpieczeństwa: sformułowanie przypomina przypadki wymagające lekarza (p={{p}})',
  es: 'Red de seguridad: la redacción se parece a la de casos que necesitan un médico (p={{p}})',
  fr: 'Filet de sécurité : la formulation ressemble à celle des cas qui demandent un médecin (p={{p}})',
  de: 'Sicherheitsnetz: die Formulierung ähnelt Fällen, die einen Arzt brauchen (p={{p}})',
  zh: '安全网：措辞与需要就医的情况相似（p={{p}}）',
  ja: 'セーフティネット：表現が受診を要する例に類似（p={{p}}）',
  pt: 'Rede de segurança: a redação assemelha-se à de casos que precisam de médico (p={{p}})',
  ru: 'Страховочная модель: формулировка похожа на случаи, требующие врача (p={{p}})',
  ar: 'شبكة الأمان: الصياغة تشبه حالات تحتاج إلى طبيب (p={{p}})',
  hi: 'सुरक्षा जाल: शब्द डॉक्टर की ज़रूरत वाले मामलों जैसे हैं (p={{p}})',
  it: 'Rete di sicurezza: la formulazione somiglia a quella dei casi che richiedono un medico (p={{p}})',
  ko: '안전망: 표현이 진료가 필요한 경우와 비슷함 (p={{p}})',
  tr: 'Güvenlik ağı: ifadeler doktor gerektiren durumlara benziyor (p={{p}})',
};

/** The net's line; `head` says which of its two questions it answered. */
export function safetyNetLabel(language: Language, probability: number, head: 'emergency' | 'care' = 'emergency'): string {
  // Two decimals, floored so that a probability just under 1 never reads as certainty.
  const p = (Math.floor(probability * 100) / 100).toFixed(2);
  const labels = head === 'care' ? CARE_LABELS : EMERGENCY_LABELS;
  return (labels[language] ?? labels.en).replace('{{p}}', p);
}
