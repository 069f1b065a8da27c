// The German cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

const LATIN_WINDOW = 110;

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:schutzbrille|brille|augenschutz|schutz|visier|helm|fahrradhelm|gurt|sicherheitsgurt|handschuhe|maske|angeschnallt|angegurtet)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  // Swiss and Austrian everyday forms too: "kei Fieber", "keini Schmerze", "nöd / nid / ned pulsierend"
  // "nichts taub, nix geschwollen": nothing numb, nothing swollen
  pre: ['kein\\w*', 'nicht', 'nichts', 'nix', 'ohne', 'nie', 'weder', 'noch', 'verneint', 'kei', 'keis', 'keini', 'nod', 'nid', 'ned', 'net', 'koa', 'koan', 'koane', 'ka', 'kan', 'kane'],
  // "Brustschmerzen habe ich nicht", "Fieber hat er keins": the finding put first, the verb and its subject
  // between it and the negation
  post: [
    'nicht',
    '(?:habe|hab|hat|hatte|haben|hatten|spure|spuere|merke|bemerke|sehe) (?:ich|er|sie|wir|es) (?:(?:auch|gar|noch|uberhaupt|ueberhaupt|eigentlich|sonst) )?(?:nicht|keine?[nsr]?)(?![\\p{L}\\p{M}])',
  ],
  pseudo: [
    // "can't stop vomiting" says the finding goes on; it denies nothing
    '(?:höre|hört|hören|hörst|kann|können) (?:\\S+ )?(?:gar )?nicht (?:mehr )?(?:auf|aufhören) (?:zu|mit)',
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `(?:ohne|keine?n?|nicht) (?:\\S+ ){0,2}${PROTECTIVE_GEAR}`,
    '(?:kann|konnte|konnen) (?:\\S+ )?(?:nicht|kaum)',
    'hilft (?:\\S+ )?nicht',
    'nicht (?:besser|mehr|sicher|helfen|weg)',
    'geht nicht weg',
    'hort nicht auf',
    'weiss nicht',
    '(?:spricht|redet|sprechen|reden) (?:\\S+ ){0,2}nicht',
    'nicht (?:\\S+ )?(?:sprechen|reden|sagen|mitteilen|äußern|ausdrücken)',
    // "mit Durchfall darf ich nicht hin / nicht arbeiten", "mit Fieber darf er nicht in die Kita": a rule of
    // the workplace or school that forbids going, not a denial of the symptom named before it
    '(?:darf|darfst|durfen|durft|durfte|durften|dürfen|dürft|dürfte|dürften) (?:\\S+ ){0,5}(?:nicht|net|ned|nid) (?:\\S+ )?(?:hin|hingehen|hinfahren|arbeiten|zur arbeit|in die arbeit|in die schule|zur schule|in die kita|in den kindergarten|in die krippe|in den kiga|kommen|gehen)(?![\\p{L}\\p{M}])',
    // Swiss and Austrian "cha nöd schnuufe", "kau net gehn": an inability, not a denial
    '(?:cha|chan|chasch|kau|ka) (?:\\S+ )?(?:nod|nid|ned|net|kaum)',
  ],
  breakers: [
    'aber',
    'jedoch',
    'sondern',
    'ausser',
    'ich',
    'mein\\w*',
    'er',
    'sie',
    'jetzt',
    'weil',
    'und ich',
  ],
  // a hand pushed away ("schiebt meine Hand weg") is a sign of pain, not one that has gone
  resolved: ['(?<!(?:hand|hande|haende) )weg$', 'verschwunden', 'abgeklungen', 'vorbei'],
  hypothetical: ['angst (?:vor|dass)', 'sorge', 'falls', 'konnte es'],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "(?:starb|starben|verstarb|verstorben|gestorben|ist gestorben) (?:an|am|nach|durch|infolge)",
    "(?:familiare?|familiaere?) (?:vorbelastung|vorgeschichte|belastung|anamnese|haufung|haeufung) (?:mit|fur|fuer|von|an)",
    "familienanamnese\\w*",
    "in der familie (?:liegt|liegen|gibt es|gab es|haufig|haeufig|hatten|hat)",
    "(?:getraumt|traumte|traume|traeumte|getraeumt|traeume|geträumt|träumte),? (?:dass|das|von|ich|er|sie|mein\\w*|jemand|eine?n?)",
    "(?:traum|albtraum|alptraum),? (?:dass|in dem|wo|von)",
    "(?:im|in meinem|in einem|in dem) (?:traum|albtraum|alptraum)",
    "(?:im|in einem|in dem|in der|in einer|in diesem|in dieser) (?:film|serie|folge|buch|roman|video|computerspiel|videospiel|doku|dokumentation|krimi|tatort|fernsehen|zeichentrick|geschichte)(?! ?(?:kino|set|dreh|studio))",
    "(?:in den|aus den) nachrichten",
    "(?:gesehen|geschaut|geguckt|gelesen|sah|las|schaute) (?:einen|eine|ein|den|die|das) (?:film|serie|folge|doku|video|bericht|artikel|reportage|sendung|buch),? (?:wo|in dem|in der|uber|ueber|in welchem)",
    "was (?:tun|tut man|macht man|soll ich tun|sollte man tun|muss man tun|kann man tun|mache ich|soll man tun|macht ihr),? (?:wenn|falls) (?:jemand|jemandem|jemanden|eine person|einer person|man|leute|ein mensch|einem menschen)",
    "wie (?:erkennt man|erkenne ich|merkt man|weiss man|weiß man|hilft man|helfe ich|sieht man),? (?:ob |wenn |dass )?(?:jemand|jemandem|jemanden|eine person|einer person|man|leute|ein mensch|einem menschen)",
    "(?<!als )(?:wenn|falls) (?:jemand|eine person|ein mensch)(?=[^.!\\n]{0,100}(?:\\?|was tun|was macht man|was soll|was muss|wie))",
    "(?:fur|fuer) (?:meinen|meine|mein|einen|eine|den|die|das|unseren|unsere) (?:\\w+ ){0,2}(?:kurs|erste-hilfe-kurs|prufung|pruefung|klausur|hausaufgabe\\w*|referat|hausarbeit|projekt|ausbildung|unterricht|schule|studium|test)",
  ],
  otherAfter: [
    "(?:liegt|liegen|lag|gibt es|gab es) (?:bei uns )?in der familie",
    "(?:ist |sind )?(?:erblich|vererbt|familiar|familiaer) (?:bedingt|vorbelastet|gehauft|gehaeuft)",
    "(?<!(?:fast|beinahe|fasst) )(?:gestorben|verstorben)",
    "(?:im|in meinem|in einem|in dem) (?:traum|albtraum|alptraum)",
    "(?:im|in einem|in dem|in der|in einer|in diesem|in dieser) (?:film|serie|folge|buch|roman|video|computerspiel|videospiel|doku|dokumentation|krimi|tatort|fernsehen|zeichentrick|geschichte)(?! ?(?:kino|set|dreh|studio))",
    "(?:in den|aus den) nachrichten",
    "(?:im|aus dem) fernsehen",
    "(?:frage|fragen|ist|frag) (?:\\w+ )?(?:fur|fuer) (?:meinen|meine|mein|einen|eine|den|die|das) (?:\\w+ ){0,2}(?:kurs|erste-hilfe-kurs|prufung|pruefung|klausur|hausaufgabe\\w*|referat|ausbildung|unterricht|test)",
  ],
  otherEnd: [
    "jetzt",
    "aber",
    "plotzlich",
    "ploetzlich",
    "auf einmal",
    "doch",
    "seit",
    "heute",
    "gerade",
    "momentan",
    "zur zeit",
    "zurzeit",
    "immer noch",
    "noch",
    "aufgewacht\\w*",
    "wach(?:te)? auf",
    "aufwachen",
    "in wirklichkeit",
    "wirklich",
    "tatsachlich",
    "tatsaechlich",
    "und ich",
    "ich habe",
    "ich hab",
    "ich bin",
    "mein\\w*",
    "mir",
    "hilfe",
    "bitte",
  ],
  answerers: [
    "(?:der |die |das |mein |meine )?(?:arzt|arztin|aerztin|doktor|doc|hausarzt|hausarztin|hebamme|praxis|klinik|krankenhaus|kinderarzt|kinderarztin|frauenarzt|frauenarztin|gynakologe|gynakologin|notdienst|bereitschaftsdienst|hotline|telefon|handy|niemand|keiner|apotheke|sprechstunde|116117|112|pflegedienst|schwester|ambulanz|notaufnahme)",
  ],
  preWindow: LATIN_WINDOW,
  postWindow: 20,
};

export const TEMPORAL = {
  remote: [
    'letztes jahr',
    'letzten jahr',
    'vor (?:\\d+|einigen|mehreren|vielen|ein paar|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|fünfzehn|zwanzig|dreißig) jahren',
    // the state after an earlier event ("nach einem Schlaganfall bettlägerig", "seit ihrem Herzinfarkt")
    '(?:nach|seit) (?:einem|seinem|ihrem|dem) (?:\\w+ )?(?:schlaganfall|herzinfarkt|infarkt|hirninfarkt)',
    'vor einem jahr',
    'als kind',
    'als ich (?:klein|jung|ein kind)',
    'in meiner kindheit',
    '(?:19|20)\\d\\d',
  ],
  ongoing: [
    'seit (?:gestern|heute|\\d|einigen|ein paar)',
    'immer noch',
    'noch immer',
    'wieder',
    'angefangen',
    'heute',
    'jetzt',
  ],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    'seit(?= \\S)(?! (?:einem|seinem|ihrem|dem|meinem) (?:\\w+ )?(?:schlaganfall|herzinfarkt|infarkt|hirninfarkt))',
    'seit(?:dem|her)',
    '(?:über|im laufe) (?:das|des) (?:letzten?|vergangenen?) jahr(?:es)?',
    'das (?:ganze |letzte |vergangene )+jahr (?:über|lang|hindurch)',
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    '(?<!seit )letzte(?:n|r|m)? (?:woche|monat)',
    'vor (?:\\w+ )?(?:woche|wochen|monat|monaten)',
    'vergangene(?:n)? (?:woche|monat)',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    'wie (?:immer|gewohnt|üblich|jeden abend)',
    'immer',
    'jeden abend',
    'abends',
    'seit (?:jahren|monaten)',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    'schlimmer',
    'schlechter',
    'verwirrter',
    'plötzlich',
    'auf einmal',
    'heute',
    'seit gestern',
    '(?<!nichts )neu',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['normalerweise', 'gewöhnlich', 'üblicherweise', 'meistens', 'in der regel', 'sonst immer'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['aber', 'doch', 'jedoch', 'jetzt', 'heute', 'diesmal', 'dieses mal'],
  settled: [
    'seit(?:dem|her) (?:(?:geht es mir|geht.s mir|ist alles|bin ich|alles|habe ich|hatte ich) )?(?:gut|besser|in ordnung|ok|gesund|nichts|keine\\w*|beschwerdefrei|wieder gut)',
    '(?:gut|besser|nichts|beschwerdefrei|keine beschwerden|keine probleme) (?:mehr )?seit',

    'jetzt (?:(?:geht es mir|ist (?:alles )?|bin ich) )?(?:gut|besser|in ordnung|ok|wieder gut|gesund)',
    '(?:gut|besser) jetzt',
  ],
};

export const WORRY_CUES =
  '(?:sorge|angst|dringend|notfall|hilfe|immer schlimmer|sehr schlecht|schrecklich|furchtbar)';

export const ADMIN_CUES =
  '(?:anmeld|registrier|termin|offnungszeit|bescheinigung|krankschreibung|rechnung|danke)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['puls', 'herzfrequenz', 'herzschlag'],
  pulseUnits: ['schlage', 'schlaege'],
  breathing: ['atemfrequenz', 'atemzuge pro minute', 'atemzuege pro minute'],
  breathingUnits: ['atemzuge', 'atemzuege'],
  breathsInAMinute: ['atm\\w*[^\\d\\n.;!?]{0,25}?(\\d{1,2}) ?(?:mal |atemzug\\w* )?(?:pro|in der|die|je|in einer) minute'],
  saturation: ['sattigung', 'saettigung', 'sauerstoffsattigung', 'sauerstoffsaettigung', 'sauerstoffwert\\w*', 'sauerstoff im blut', 'pulsoximeter', 'sauerstoffgehalt', 'sauerstoff'],
  degrees: ['grad'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:windel|flasche|stillen|gestillt|brust|milch)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:wach|nicht schlaf)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?<![\\p{L}])(?:hebamme|babybauch|bauch wird hart|entbindungstermin|geburtstermin|errechneter termin|tritte|kindsbewegungen|baby bewegt sich|wehen|frauenärzt|frauenarzt)';
