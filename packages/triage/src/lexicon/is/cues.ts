// The Icelandic cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

const LATIN_WINDOW = 110;

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:hlifdargleraugu\\w*|gleraugu\\w*|hjalm\\w*|belti\\w*|bilbelti\\w*|hansk\\w*|grimu|grima)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  pre: [
    'ekki',
    'engi(?:nn|n|d|ð|r)',
    'ekkert',
    'enga',
    'engan',
    'engar',
    'engum',
    'engin',
    'neita(?:r|ði|ar)?',
    'hvorki',
    'ne',
    'laus vi[dð]',
    'aldrei',
  ],
  // "svimi enginn", "hiti: enginn", "uppköst engin": "none" after the finding, closing its clause.
  // Icelandic is verb-second: a symptom said by its verb is denied by the "ekki" right after it ("ég
  // slefa ekki", "hann hóstar ekki", "hún ælir ekki", "mér blæðir ekki"). Only after those verbs: an
  // auxiliary's "ekki" negates what follows it ("er ekki með hósta"), and some are the finding itself
  // ("andar ekki", "hverfa ekki"). Not shivering, not sweating are left out: ice cold without shivering,
  // hot without sweating are signs of their own (severe hypothermia; heatstroke)
  post: [
    '(?:engi(?:nn|n|d|ð)|ekkert)(?=\\s*[,.;:!?)]|\\s*$| og | en )',
    '(?<=(?:slef|hóst|host|æl|ael|kúga|kuga|hnerr|blæð|blaed|verkj|klæj|klaej|svíð|svid)\\w* )ekki',
  ],
  pseudo: [
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `(?:an|ekki med|ekki i) (?:\\S+ ){0,1}${PROTECTIVE_GEAR}`,
    '(?:get|getur|geta|gat|gátu|gatu) ekki',
    '(?:hjalpa\\w*|virka\\w*|lagast|batna\\w*|haett\\w*|minnka\\w*) ekk\\w*',
    'ekki (?:hjalpa\\w*|lagast|batna\\w*|haett\\w*|viss|skana\\w*)',
    'veit ekki',
    'veist ekki',
    'ekki lengur',
    '(?:talar|tala|talaði|tjáir|tjáði) (?:sig )?ekki',
  ],
  breakers: [
    'en',
    'nema',
    'samt',
    'sem',
    'eg',
    'mer',
    'mig',
    'min',
    'minn',
    'mitt',
    'hann',
    'hun',
    'thad',
    'það',
    'thvi',
    'nuna',
    'af thvi',
    'vegna',
  ],
  resolved: [
    'farinn',
    'farin',
    'farið',
    'horfinn',
    'horfin',
    'horfið',
    // "hætt að drekka / borða / pissa" (stopped drinking, eating, passing urine) is a symptom, not a resolution
    'hætt(?:ur|ir|i)?(?! að (?:drekka|borða|pissa|tala|svara))',
    'lagaðist',
    'batnaði',
    'liðinn',
    'liðin',
  ],
  hypothetical: [
    'hraedd(?:ur)? um',
    'ahyggjur af',
    'ef ske kynni',
    'gæti þetta verið',
    'gaeti thetta verid',
    'til að koma í veg fyrir',
  ],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "(?:lest|letust|fell fra|dainn|dáinn) (?:ur|af|vegna|eftir)",
    "(?:pabbi|mamma|afi|amma|fadir|modir|brodir|systir|frændi|frænka)(?: minn| min| mín)? (?:do|dó) (?:ur|úr|af)",
    "(?:aettarsaga|fjolskyldusaga|ættarsaga) (?:um|af)?",
    "(?:i|í) (?:aettinni|ættinni|fjolskyldunni|fjölskyldunni) (?:er|eru|var|voru|hafa)",
    "(?:dreymdi|dreymir|dreymt)(?: (?:ad|að|um))?",
    "(?:martrod|martröð|draum\\w*) (?:um|thar sem|þar sem|ad|að)",
    "(?:i|í) (?:draumi|draumnum|martrod|martröð|martrodinni)",
    "(?:i|í) (?:mynd|myndinni|biomynd\\w*|bíómynd\\w*|thaett\\w*|þætt\\w*|bok\\w*|bók\\w*|tölvuleik\\w*|tolvuleik\\w*|frettum|fréttum|sjonvarp\\w*|sjónvarp\\w*|skaldsog\\w*|myndbandi\\w*)",
    "hvad (?:a|á) (?:eg|madur|maður|ad|að) (?:ad |að )?gera ef (?:einhver|manneskja)",
    "hvernig (?:veit|thekkir|þekkir|ser|sér|hjalpar|hjálpar) (?:madur|maður|eg|ég) (?:ef |hvort )?(?:einhver|manneskja|einhverjum)",
    "ef einhver(?=[^.!\\n]{0,100}(?:\\?|hvad|hvað|hvernig))",
    "(?:fyrir|vegna) (?:skyndihjalp\\w*|skyndihjálp\\w*|namskeid\\w*|námskeið\\w*|prof\\w*|próf\\w*|verkefni\\w*|heimavinn\\w*)",
  ],
  otherAfter: [
    "(?:liggur|liggja|algeng\\w*) (?:i|í) (?:aettinni|ættinni|fjolskyldunni|fjölskyldunni)",
    "(?:i|í) (?:draumi|draumnum|martrod|martröð|martrodinni)",
    "(?:i|í) (?:mynd|myndinni|biomynd\\w*|bíómynd\\w*|thaett\\w*|þætt\\w*|bok\\w*|bók\\w*|tölvuleik\\w*|tolvuleik\\w*|frettum|fréttum|sjonvarp\\w*|sjónvarp\\w*|skaldsog\\w*)",
    "(?:spyr|spurning) (?:\\w+ )?(?:fyrir|vegna) (?:skyndihjalp\\w*|skyndihjálp\\w*|namskeid\\w*|námskeið\\w*|prof\\w*|próf\\w*|verkefni\\w*)",
  ],
  otherEnd: [
    "skyndilega",
    "allt i einu",
    "allt í einu",
    "nuna",
    "núna",
    "en",
    "samt",
    "i dag",
    "í dag",
    "vaknadi",
    "vaknaði",
    "vakna\\w*",
    "i alvoru",
    "í alvöru",
    "eg er",
    "ég er",
    "eg hef",
    "ég hef",
    "minn",
    "min",
    "mín",
    "mitt",
    "mer",
    "mér",
    "hjalp",
    "hjálp",
    "vinsamlegast",
  ],
  answerers: [
    "(?:laeknir\\w*|læknir\\w*|laekni\\w*|lækni\\w*|ljosmod\\w*|ljósmóð\\w*|hjukrunar\\w*|hjúkrunar\\w*|heilsugaesl\\w*|heilsugæsl\\w*|spitali\\w*|spítali\\w*|simi\\w*|sími\\w*|enginn|112|1700)",
  ],
  preWindow: LATIN_WINDOW,
  postWindow: 25,
};

export const TEMPORAL = {
  remote: [
    'í fyrra',
    'fyrir (?:\\d+|einu|tveimur|tveim|þremur|þrem|fjórum|fimm|sex|sjö|átta|níu|tíu|ellefu|tólf|fimmtán|tuttugu|nokkrum|mörgum) (?:ári|árum)',
    'fyrir ári',
    'fyrir mörgum árum',
    'sem barn',
    'sem krakki',
    'í æsku',
    'þegar ég var (?:barn|krakki|lítil|lítill|ung|ungur|\\d)',
    'þegar (?:hann|hún) var (?:barn|lítil|lítill|ung|ungur|\\d)',
    'árið (?:19|20)\\d\\d',
    'var (?:vanur|vön) að',
    'alveg búin(?:n)? að ná mér',
    'ekkert síðan',
    'aldrei síðan',
  ],
  ongoing: [
    'síðan í (?:gær|morgun|dag|gærkvöldi|nótt)',
    'síðan (?:\\d|á )',
    'ennþá',
    'enn',
    'aftur',
    'komi(?:ð|nn|n) aftur',
    'byrja\\w*',
    'í dag',
    'í morgun',
    'í kvöld',
    'í nótt',
    'versn\\w*',
    'undanfar\\w*',
    'núna',
  ],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    'síðan í fyrra(?:sumar|vetur|haust|vor)?',
    'frá (?:því )?í fyrra(?:sumar|vetur|haust|vor)?',
    '(?:síðan|frá) (?:í )?(?:síðast\\w*|seinast\\w*) (?:ár\\w*|sumr?\\w*|vetr?\\w*|haust\\w*|vor\\w*|mánuð\\w*|viku)',
    'síðan (?:ég|hann|hún|barnið) (?:byrja\\w*|fór|fékk|lenti|datt|eignaðist|fæddi|var|hætti)',
    'síðan (?:aðgerð\\w*|slys\\w*|fæðing\\w*|uppskurð\\w*|óhapp\\w*|bílslys\\w*|fall\\w*|meiðsl\\w*|(?:19|20)\\d\\d)',
    '(?:undanfarið|síðastliðið|allt síðasta) ár',
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    'í síðustu viku',
    'í síðasta mánuði',
    'fyrir (?:\\w+ )?(?:viku|vikum|mánuði|mánuðum) síðan',
    'fyrir (?:\\w+ )?(?:viku|vikum|mánuði|mánuðum)',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    'eins og venjulega',
    'eins og alltaf',
    'alltaf',
    'á hverju kvöldi',
    'öll kvöld',
    'á kvöldin',
    'í mörg ár',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    'verri',
    'ruglaðri',
    'allt í einu',
    'skyndilega',
    'nýtt',
    'í dag',
    'síðan í gær',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['venjulega', 'yfirleitt', 'oftast', 'að jafnaði'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['en', 'nema', 'núna', 'nú', 'í dag', 'í þetta sinn'],
  settled: [
    '(?:ekkert|aldrei|góð\\w*|fín\\w*|gott) síðan',

    '(?:góð|góður|gott|fín|fínn|fínt|í lagi|hress|frísk|frískur|betri|betra) núna',
    'núna (?:(?:er |líður mér |er ég |er allt )?(?:allt )?)?(?:góð|góður|gott|fín|fínn|fínt|í lagi|hress|frísk|frískur|betri|betra|horfi\\w*|farin\\w*)',
  ],
};

export const WORRY_CUES =
  '(?:hraedd|ahyggj|neyd|bradliggur|versnar|versnad|mjog slaem|hjalp|hraedilegt|skelfileg)';

export const ADMIN_CUES = '(?:skra mig|skraning|timapant|opnunart|vottord|reikning|takk)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['puls(?:inn|inum|ins)?', 'hjartslatt\\w*'],
  pulseUnits: ['slog'],
  breathing: ['ondunartidni\\w*', 'andardrattum'],
  breathingUnits: ['andardr\\w*'],
  breathsInAMinute: ['(?:andar|andardr\\w*|ondun\\w*)[^\\d\\n.;!?]{0,25}?(\\d{1,2}) (?:sinnum |andardr\\w* )?(?:a|per) min'],
  saturation: ['surefnismettun\\w*', 'mettun\\w*', 'surefni\\w* (?:er|var|mael\\w*|i)', 'súrefni\\w*'],
  degrees: ['stig\\w*'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:bleyj|pela|brjost|mjolk)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:vakandi|vakan)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?<![\\p{L}])(?:ljósmó|bumb|kúlan|settan dag|sparka|spörk|hreyfing(?:ar)? barnsins|mæðravernd|hríðir|samdrætti)';
