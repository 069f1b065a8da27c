// The Italian cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

const LATIN_WINDOW = 110;

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:occhiali\\w*|protezion\\w*|visiera|casco|cintur\\w*|guanti|mascherina|maschera)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  // "né" (nor) folds to "ne", the everyday partitive ("ne mancano tre", "ne ho prese due"): a
  // negation only as "né … né …"
  pre: ['non', 'senza', 'nega', 'nessun\\w*', 'ne(?= (?:\\S+ ){1,4}ne )', '(?<=\\bne (?:\\S+ ){1,4})ne', 'mai', 'niente', 'nemmeno', 'neanche'],
  post: [],
  // "non so" (I don't know) as a word of its own: "non sono nere" (they are not black) denies
  pseudo: [
    // "can't stop vomiting" says the finding goes on; it denies nothing
    'non (?:smetto|smette|smettono|smettiamo|riesco a smettere|riesce a smettere|la smette|la smetto|ho smesso|ha smesso) di',
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `(?:senza|non (?:avev\\w*|indossav\\w*|portav\\w*|mettev\\w*|messo)) (?:\\S+ ){0,2}${PROTECTIVE_GEAR}`,
    'non (?:riesco|riesce|posso|puo|migliora|aiuta|passa|so(?![\\p{L}])|smette)',
    'non (?:parla|parlano|comunica|sa parlare|sa dire|si esprime|dice|verbale)',
  ],
  breakers: ['ma', 'pero', 'tranne', 'io', 'mio', 'mia', 'ora', 'adesso', 'perche'],
  // "passato" ends a finding ("il dolore è passato"), not when the pain went somewhere ("passato al
  // braccio") or time went by ("è passata un'ora", "passati 10 minuti")
  resolved: [
    'passat\\w*(?! (?:al|alla|allo|alle|ai|agli|a|nel|nella|verso|sul|sulla|dietro|dal|dalla|un|una|mezz|due|tre|\\d))',
    'scompars\\w*',
    'non piu',
  ],
  hypothetical: ['ho paura', 'preoccupat\\w*', 'nel caso'],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "(?:e morto|e morta|sono morti|morto|morta|deceduto|deceduta|e deceduto|e deceduta) (?:di|per|d|a causa|dopo)",
    "(?:storia|anamnesi|precedenti|familiarita) familiar\\w* (?:di|per|d)",
    "familiarita (?:per|di)",
    "(?:sognato|sognavo|sognata|sognando|sogno) (?:che|ke|k|di|d)",
    "(?:un |l'|il mio )?incubo (?:in cui|dove|che)",
    "(?:in|nel) (?:sogno|mio sogno|un sogno|un incubo|incubo|sogni)",
    "(?:in|nel|nella|in un|in una|in quel|in quella|nello) (?:film|serie|telefilm|episodio|puntata|libro|romanzo|videogioco|cartone|cartone animato|documentario|video|storia|fiction|telegiornale|tg|servizio)",
    "(?:visto|guardato|letto|guardando|vedendo|vedevo|guardavo) (?:un|una|il|la|quel|quella|lo) (?:film|serie|episodio|puntata|libro|romanzo|documentario|video|servizio|articolo|telegiornale) (?:in cui|dove|su|che|con)",
    "(?:visto|sentito|letto) (?:al|nel|in|su) (?:telegiornale|tg|notiziario|tv|televisione|giornale|internet)",
    "(?:cosa|che cosa|che) (?:fare|si fa|devo fare|bisogna fare|dovrei fare|faccio|si deve fare|fai) (?:se|quando) (?:qualcuno|una persona|uno|la gente|le persone|qualcun)",
    "come (?:capire|riconoscere|aiutare|si capisce|si riconosce|faccio a capire|si aiuta|accorgersi|sapere) (?:se |quando |che )?(?:qualcuno|una persona|uno|la gente|le persone|qualcun)",
    "(?<!come )se (?:qualcuno|una persona)(?=[^.!\\n]{0,100}(?:\\?|cosa fare|che fare|cosa si fa|cosa devo|come))",
    "per (?:il mio|la mia|un|una|il|la|lo|l|i miei) (?:\\w+ ){0,2}(?:corso|esame|compito|compiti|lezione|tesina|tesi|progetto|verifica|interrogazione|formazione)",
  ],
  otherAfter: [
    "(?:e |sono )?(?:di famiglia|(?:ereditari\\w*|comun\\w*|frequent\\w*|diffus\\w*) (?:in|nella) (?:mia |nostra )?famiglia)",
    "da parte di (?:mia madre|mio padre|mamma|papa)",
    "(?:in|nel) (?:sogno|mio sogno|un sogno|un incubo|incubo|sogni)",
    "(?:in|nel|nella|in un|in una|in quel|in quella|nello) (?:film|serie|telefilm|episodio|puntata|libro|romanzo|videogioco|cartone|cartone animato|documentario|video|storia|fiction)",
    "(?:al|nel) (?:telegiornale|tg|notiziario)",
    "(?:chiedo|domanda|e|lo chiedo) (?:\\w+ )?per (?:il mio|la mia|un|una|il|la) (?:\\w+ ){0,2}(?:corso|esame|compito|compiti|lezione|tesina|progetto|verifica|formazione)",
  ],
  otherEnd: [
    "ora",
    "adesso",
    "ma",
    "all'improvviso",
    "improvvisamente",
    "di colpo",
    "di botto",
    "pero",
    "però",
    "da (?:ieri|stamattina|stanotte)",
    "oggi",
    "stamattina",
    "stasera",
    "ancora",
    "mi sono svegliat\\w*",
    "svegliat\\w*",
    "risvegli\\w*",
    "in realta",
    "davvero",
    "e io",
    "e ho",
    "ho",
    "mio",
    "mia",
    "miei",
    "mie",
    "aiuto",
    "aiutatemi",
    "per favore",
    "attualmente",
    "in questo momento",
  ],
  answerers: [
    "(?:il |la |l'|mio |mia )?(?:medic[oa]|dottor\\w*|pediatra|ostetrica|infermier[ae]|ginecolog[oa]|guardia medica|ambulatorio|studio|ospedale|centralino|telefono|numero|cellulare|nessuno|118|112|116117|consultorio|farmacia|farmacista|pronto soccorso)",
  ],
  preWindow: LATIN_WINDOW,
  postWindow: 25,
};

export const TEMPORAL = {
  remote: [
    // the state after an earlier event ("allettata dopo un ictus", "da quando ha avuto l'infarto")
    "(?:dopo|da quando ha avuto) (?:un|il|l'|il suo|la sua) ?(?:\\w+ )?(?:ictus|infarto|ischemia cerebrale)",
    "l'anno scorso",
    'anni fa',
    'tanti anni fa',
    'anno scorso',
    '(?:\\d+|alcuni|molti|due|tre) anni fa',
    'un anno fa',
    'da (?:bambino|bambina|piccolo|piccola)',
    'quando ero (?:bambin\\w*|piccol\\w*|giovane)',
    'nel (?:19|20)\\d\\d',
  ],
  ongoing: [
    'da ieri',
    'da stamattina',
    'da oggi',
    'ancora',
    'di nuovo',
    'tornat\\w*',
    'iniziat\\w*',
    'oggi',
    '(?:ora|adesso)',
  ],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    "dall.(?:anno|estate|inverno|autunno) (?:scorso|scorsa|passato|passata)",
    'dal (?:mese|natale|periodo) (?:scorso|passato)',
    'dalla (?:settimana|primavera|estate) (?:scorsa|passata)',
    "da quando(?! (?:ha|ho) avuto (?:un|il|l.|il suo|la sua) ?(?:\\w+ )?(?:ictus|infarto|ischemia))",
    'da allora',
    "dall.(?:intervento|operazione|incidente|infortunio|ultimo parto|ultima gravidanza)",
    'dal (?:parto|ricovero|(?:19|20)\\d\\d|giorno|momento|incidente|intervento)',
    'dalla (?:caduta|nascita|gravidanza|operazione)',
    'da (?:un|\\d+|alcuni|tanti|molti|diversi|parecchi) (?:anno|anni|mese|mesi)',
    'da (?:anni|mesi|piccol[oa]|bambin[oa])',
    "(?:durante|nel corso dell|per tutto) ?l.(?:ultimo|anno) (?:anno|scorso)",
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    'la settimana scorsa',
    'il mese scorso',
    '(?:\\w+ )?(?:settimana|settimane|mese|mesi) fa',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    'come (?:al solito|sempre|ogni sera)',
    'sempre',
    '(?:ogni|tutte le) ser[ae]',
    'la sera',
    'da (?:anni|mesi)',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    'peggio',
    'peggiorat\\w*',
    'più confus\\w*',
    'all.improvviso',
    'improvvisamente',
    'oggi',
    'da ieri',
    '(?<!niente di |nulla di )nuovo',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['di solito', 'normalmente(?!\\s*(?:$|[,.;:!?)]|(?:e|ed|di nuovo|ora|adesso|anche)(?![\\p{L}])))', 'solitamente', 'in genere', 'generalmente', 'di norma'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['ma', 'però', 'invece', 'ora', 'adesso', 'oggi', 'stavolta', 'questa volta'],
  settled: [
    'da allora (?:(?:sto|mi sento|va tutto|tutto|e tutto) )?(?:bene|meglio|a posto|niente|nessun)',
    '(?:bene|meglio|niente|nessun problema) da (?:allora|quando)',
'(?:ora|adesso) (?:(?:sto|mi sento|va tutto) )?(?:bene|meglio)'],
};

export const WORRY_CUES =
  '(?:preoccupat|paura|urgente|emergenza|aiuto|sempre peggio|molto male|terribile|orribile)';

export const ADMIN_CUES = '(?:iscri|registra|appuntamento|orari|certificato|fattura|grazie)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['polso', 'battito', 'frequenza cardiaca', 'battiti'],
  pulseUnits: ['battiti', 'pulsazioni', 'bpm'],
  breathing: ['frequenza respiratoria', 'atti respiratori'],
  breathingUnits: ['atti respiratori', 'respiri'],
  breathsInAMinute: ['respir\\w*[^\\d\\n.;!?]{0,25}?(\\d{1,2}) (?:volte |respiri |atti )?(?:al|per|ogni|in un) minuto'],
  saturation: ['saturazione', 'saturimetro', 'ossimetro', 'ossigeno nel sangue', 'satura', 'ossigeno', 'ossigenazione'],
  degrees: ['gradi'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:pannolin|poppat|latte|allatt)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:sveglio|sveglia)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?<![\\p{L}])(?:ostetrica|pancione|data presunta|calci|scalcia|movimenti fetali|il bambino (?:non )?si muove|contrazioni|ginecolog)';
