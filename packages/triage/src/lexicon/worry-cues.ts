import type { Language } from '@asa/domain';

/**
 * Words of worry, urgency or worsening in the 15 languages (normalised spelling). They do not name a
 * complaint; they only decide how soon a message the engine cannot read is seen: NHS 111 sends a
 * caller whose symptoms it cannot place to a clinician, sooner when the caller is frightened or says
 * it is getting worse (NHS Pathways "speak to a clinician"; ESI v4 level 3 by default).
 */
export const WORRY_CUES: Record<Language, string> = {
  en: "\\b(?:worried|worrying|scared|frightened|terrified|panick\\w*|emergency|urgent\\w*|help me|please help|getting worse|worse and worse|really bad|very bad|awful|terrible|horrible|can't cope|unbearable|something(?:'s| is) (?:really )?wrong)",
  is: '(?:hraedd|ahyggj|neyd|bradliggur|versnar|versnad|mjog slaem|hjalp|hraedilegt|skelfileg)',
  pl: '(?:boje sie|martwie|przerazon|pilne|nagl\\w*|na pomoc|pomocy|coraz gorzej|bardzo zle|okropn|straszn)',
  es: '(?:preocupad|miedo|asustad|urgente|emergencia|ayuda|cada vez peor|muy mal|horrible|terrible)',
  fr: '(?:inquiet|peur|urgent|urgence|au secours|aidez|de pire en pire|tres mal|horrible|terrible)',
  de: '(?:sorge|angst|dringend|notfall|hilfe|immer schlimmer|sehr schlecht|schrecklich|furchtbar)',
  it: '(?:preoccupat|paura|urgente|emergenza|aiuto|sempre peggio|molto male|terribile|orribile)',
  pt: '(?:preocupad|medo|assustad|urgente|emergencia|socorro|ajuda|cada vez pior|muito mal|horrivel|terrivel)',
  ru: '(?:боюсь|беспоко|страшно|срочно|экстренн|помогите|все хуже|всё хуже|очень плохо|ужасно)',
  tr: '(?:korkuyorum|endise|acil|yardim|gittikce kotu|giderek kotu|cok kotu|berbat)',
  ar: '(?:خائف|خايف|قلق|طارئ|عاجل|ساعدوني|النجدة|يزداد سوءا|سيء جدا|تعبان جدا)',
  hi: '(?:डर|चिंता|इमरजेंसी|मदद|बहुत बुरा|बिगड़|dar lag|chinta|emergency|madad|bahut bura)',
  zh: '(?:担心|害怕|紧急|救命|越来越|很严重|非常严重|急)',
  ja: '(?:心配|怖い|緊急|助けて|悪化|ひどい|ひどく)',
  ko: '(?:걱정|무서|응급|급해|도와|심해|악화)',
};

/** Messages about the clinic itself (registering, appointments, opening hours, documents): no complaint to read. */
export const ADMIN_CUES: Record<Language, string> = {
  en: '\\b(?:register|registration|appointment|opening hours|open on|address|certificate|sick note|fit note|records|invoice|bill|insurance|moving house|cancel|reschedule|thank(?:s| you))',
  is: '(?:skra mig|skraning|timapant|opnunart|vottord|reikning|takk)',
  pl: '(?:zarejestr|rejestrac|wizyt[aey]|godziny otwarcia|zaswiadczeni|zwolnieni|faktur|dziekuj)',
  es: '(?:registr|inscrib|cita|horario|certificado|baja medica|factura|gracias)',
  fr: '(?:inscri|rendez-vous|horaires|certificat|arret de travail|facture|merci)',
  de: '(?:anmeld|registrier|termin|offnungszeit|bescheinigung|krankschreibung|rechnung|danke)',
  it: '(?:iscri|registra|appuntamento|orari|certificato|fattura|grazie)',
  pt: '(?:inscrev|regist|marcar consulta|consulta marcada|horario|atestado|fatura|obrigad)',
  ru: '(?:записат|запись|прикреп|часы работы|справк|больничн|счет|спасибо)',
  tr: '(?:kayit|randevu|calisma saat|rapor|fatura|tesekkur)',
  ar: '(?:تسجيل|موعد|مواعيد|ساعات العمل|شهادة|فاتورة|شكرا)',
  hi: '(?:रजिस्टर|अपॉइंटमेंट|समय|प्रमाण|धन्यवाद|register|appointment|dhanyavad|shukriya)',
  zh: '(?:挂号|预约|登记|营业时间|证明|发票|谢谢)',
  ja: '(?:予約|登録|診療時間|診断書|ありがとう)',
  ko: '(?:예약|등록|진료 시간|진단서|감사)',
};
