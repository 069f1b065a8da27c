// The English cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

const LATIN_WINDOW = 110;

const FINE_EN =
  '(?:fine|ok|okay|well|good|great|better|gone|resolved|alright|all right|normal|healthy|recovered|clear|over)';

const NUM_EN =
  '(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|many|several|some|a few|few|a couple of|couple of)';

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:goggles|safety glasses|glasses|eye protection|protection|visor|face shield|helmet|seat ?belts?|gloves|mask|hard hat)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  pre: [
    'no',
    'not',
    // "no one in the house is pregnant or on chemo", "nobody here has a rash"
    '(?:no one|noone|nobody|none of us|none of them) (?:\\w+ ){0,4}(?:is|was|are|were|has|had|gets|got)',
    "(?:do|does|did|is|are|was|were|have|has|had|ca|wo|could|would|should|ai)n't",
    'without',
    'den(?:y|ies|ied|ying)',
    'negative for',
    'never',
    'none',
    'nor',
    'neither',
    'free of',
    'absence of',
    'rules? out',
    'ruled out',
    'nothing like',
    // the same contractions typed without the apostrophe ("he doesnt have a fever", "hasnt vomited")
    '(?:do|does|did|is|are|was|were|have|has|had|could|would|should)nt',
  ],
  post: ['(?:is|was|were|are) (?:absent|negative)'],
  pseudo: [
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `(?:without|no|not wearing|(?:was|were|is|are)n'?t wearing|(?:did|do|does)n'?t (?:have|wear|put on)|forgot) (?:\\S+ ){0,2}${PROTECTIVE_GEAR}`,
    "n(?:o|ot|'t)(?: \\S+){0,3} relief",
    'no (?:improvement|better|change|idea|doubt|longer able)',
    // "no one answers" denies nothing; "no one here is pregnant" does (a negation cue, above)
    'no one(?! (?:\\w+ ){0,4}(?:is|was|are|were|has|had|gets|got)(?![\\p{L}]))',
    "(?:not|\\w*n't) (?:improv\\w*|help\\w*|better|work\\w*|go(?:ing)? away|sure|stop\\w*|only|able|know|just|get(?:ting)? better|settl\\w*|eas\\w*|respond\\w*|controlled)",
    "(?:can't|cannot|can not|couldn't|could not|won't|unable to|don't know|doesn't know) \\w+",
    'without (?:relief|improvement|help|success)',
    'nothing (?:helps|works|has helped)',
    // "has gone quiet / numb / floppy" is a change of state, not a resolution
    "(?:has|have|had|'s|'ve) gone (?:\\w+ )?(?:quiet|numb|weak|red|pale|grey|gray|blue|cold|floppy|dark|black|blurry|swollen|stiff|still|funny|weird|limp)",
    // the apostrophe-less contractions of the two lines above ("isnt getting better", "dont know")
    '(?:do|does|did|is|are|was|were|have|has|had|could|would|should)nt (?:improv\\w*|help\\w*|better|work\\w*|go(?:ing)? away|sure|stop\\w*|only|able|know|just|get(?:ting)? better|settl\\w*|eas\\w*|respond\\w*|controlled)',
    '(?:doesn\'?t|does not|don\'?t|do not|isn\'?t|is not|can\'?t|cannot|won\'?t) (?:really |always |much |normally |usually |ever )?(?:talk|speak|say|tell|communicate|verbali[sz]e)\\w*(?: (?:about|of|if|when|that|much|well))?',
  ],
  breakers: [
    'but',
    'however',
    'although',
    'though',
    'except',
    'apart from',
    'aside from',
    'yet',
    'still',
    'which',
    'who',
    'whereas',
    'now',
    'i',
    "i'm",
    "i've",
    'my',
    'he',
    'she',
    'his',
    'her',
    'they',
    'we',
    'it',
    "it's",
    'there (?:is|are|was|were)',
    'because',
    'since',
    'then',
    'after',
    'so',
  ],
  resolved: [
    'resolved',
    // "has gone" resolves only when the clause ends there or goes on with a word of resolution:
    // "my tummy has gone hard", "he has stopped breathing" are changes of state, not recovery
    "(?:has|have|had|'s|'ve) (?:gone|settled|stopped|cleared)(?=\\s*(?:$|[,.;:!?)]|(?:now|away|completely|totally|altogether|down|back|up|off|since|after|for|by|and|but|so|though|thankfully|on its own|by itself|itself)(?![\\p{L}])))",
    'gone (?:now|away)',
    'is gone',
    'went away',
    'settled',
    'subsided',
    'cleared up',
    'disappeared',
    'back to normal',
    // "fever's gone," / "temp's gone." — the clause ends with it
    "'s gone(?=\\s*(?:$|[,.;:!?)]))",
  ],
  hypothetical: [
    'worr(?:y|ies|ied) (?:about|that)',
    'concerned (?:about|that)',
    'afraid (?:of|that|it)',
    'scared (?:of|that|it)',
    'in case',
    'to prevent',
    'to avoid',
    'risk of',
    'what if',
    'could (?:it|this) be',
    'is it',
    'might be',
    'if (?:i|he|she|it) (?:get|gets|develop|develops|start|starts)',
    'watch (?:out )?for',
    'signs? of',
  ],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "(?<!(?:nearly|almost) )died (?:of|from|after|with)",
    "passed (?:away|on) (?:of|from|after|with)",
    "(?:lost|losing) (?:my|our|his|her|their) (?:dad|father|mum|mom|mother|brother|sister|grand\\w+|gran|nan|nana|uncle|aunt|auntie|cousin|son|daughter|husband|wife|partner|friend|best friend|baby|parents?) to",
    "family history (?:of|with)",
    "(?:fam hx|fhx|fh) of",
    "dreamt",
    "dreamed",
    "dremt",
    "dreampt",
    "dreamd",
    "dreaming (?:of|about|that)",
    "(?:had|have|having) (?:a |this |the same )?(?:bad |weird |horrible |scary |strange |vivid |terrible |awful )?(?:dream|nightmare|nitemare|nightmear|nighmare)s?(?= (?:i|that|where|about|someone|somebody|a man|a woman|he|she|my|me)(?![\\p{L}]))",
    "(?<!(?:was|is|been|it's|its|it is|what) (?:a |an |such a |an absolute |a total |a complete |a living )?)(?:dream|nightmare|nitemare|bad dream)s? (?:that|about|where|in which|of (?:a|an|being|someone|my|me|him|her))",
    "in (?:my|a|the|his|her|their|our|this|that) (?:dream|nightmare|nitemare)s?",
    "in (?:a|the|this|that) (?:film|movie|series|tv show|show|episode|book|novel|story|video ?game|computer game|cartoon|documentary|soap|drama|play|video|clip|news|article)(?! (?:theat|cinema|set|studio|shoot|club|night|store|shop))",
    "(?:watch|watched|watching|saw|seen|see|read|reading) (?:a|an|the|this|that|some) (?:\\w+ )?(?:film|movie|series|show|episode|book|novel|story|video|documentary|clip|news|report|article|post|reel|tiktok|programme|program) (?:where|about|in which|that|of|showing)",
    "(?:saw|seen|heard|read|watched) (?:it )?(?:on|in) (?:the )?(?:news|tv|telly|television|youtube|tiktok|internet|radio|paper|papers|newspaper)",
    "(?:what|wat|wht) (?:should|do|can|would|must|could|shall) (?:i|you|u|we|one|people|a person) do (?:if|when|in case) (?:someone|somebody|some one|someon|some1|sum1|smone|sumone|a person|anyone|anybody|any one|people|one|a stranger|a random person)",
    "what (?:to|do you) do (?:if|when|in case) (?:someone|somebody|some one|someon|some1|sum1|smone|sumone|a person|anyone|anybody|any one|people|one|a stranger|a random person)",
    "how (?:do|can|would|should|could|to|will) (?:i |you |u |we |one |people )?(?:know|tell|recogni[sz]e|spot|check|help|treat|handle|deal with|see) (?:if |whether |when |that )?(?:someone|somebody|some one|someon|some1|sum1|smone|sumone|a person|anyone|anybody|any one|people|one|a stranger|a random person)",
    "(?<!(?:as|like|even) )(?:if|in case) (?:someone|somebody|some one|someon|some1|sum1|smone|sumone|a person|anyone|anybody|any one|people|one|a stranger|a random person)(?=[^.!\\n]{0,100}(?:\\?|what (?:do|should|to|can|would)|how (?:do|to|can|should|would)))",
    "for (?:my|a|our|the|an) (?:first aid|nursing|medical|paramedic|biology|health|science|cpr|lifeguard) (?:course|class|exam|test|homework|assignment|essay|project|training|module|lesson|quiz|revision|presentation)",
    "(?:asking|question|questions|studying|revising|learning|preparing|practi[sc]ing|research\\w*|homework|it'?s|this is|just) (?:\\w+ )?for (?:my|a|our|the|an) (?:\\w+ ){0,2}(?:course|class|exam|test|homework|assignment|essay|project|training|module|lesson|quiz)",
  ],
  otherAfter: [
    "(?:runs?|running|ran) in (?:the|my|our|his|her|their) family",
    "(?:is |are )?(?:hereditary|genetic) in (?:the|my|our) family",
    "on (?:my|the|our) (?:mum|mom|mother|dad|father)'?s side",
    "in (?:my|a|the|his|her|their|our|this|that) (?:dream|nightmare|nitemare)s?",
    "in (?:a|the|this|that) (?:film|movie|series|tv show|show|episode|book|novel|story|video ?game|computer game|cartoon|documentary|soap|drama|play|video|clip)(?! (?:theat|cinema|set|studio|shoot|club|night|store|shop))",
    "on (?:the )?(?:news|tv|telly|television)",
    "(?:asking|question|questions|it'?s|this is|just) (?:\\w+ )?for (?:my|a|our|the|an) (?:\\w+ ){0,2}(?:course|class|exam|test|homework|assignment|essay|project|training|module|lesson|quiz)",
  ],
  otherEnd: [
    "now",
    "but",
    "suddenly",
    "all of a sudden",
    "then",
    "while",
    "when i",
    "and (?:he|she) (?:is|'s)",
    "however",
    "though",
    "although",
    "and i",
    "then i",
    "so i",
    "since",
    "today",
    "tonight",
    "this (?:morning|evening|afternoon)",
    "right now",
    "at the moment",
    "currently",
    "still",
    "actually",
    "real(?:ly)?",
    "in real life",
    "wak\\w*",
    "woke\\w*",
    "please",
    "help",
    "my",
    "i'?m",
    "i'?ve",
    "i have",
    "i feel",
    "i think",
    "again",
  ],
  answerers: [
    "(?:doctor|doctors|doc|dr|gp|midwife|midwives|nurse|surgery|clinic|practice|hospital|receptionist|reception|pharmacy|pharmacist|dentist|office|helpline|hotline|line|phone|111|nhs 111|999|112|out of hours|on ?call|health visitor|consultant|specialist|obstetrician|paediatrician|pediatrician|nobody|no one|noone)",
  ],
  preWindow: LATIN_WINDOW,
  postWindow: 25,
};

export const TEMPORAL = {
  remote: [
    // "in / over / since the last year" is a period up to now, not a time in the past
    '(?<!(?<![\\p{L}])(?:since|for|over|in|during|from|throughout) (?:the )?)last (?:year|summer|winter|spring|autumn|fall|decade)',
    `${NUM_EN} (?:years?|yrs?) ago`,
    'years ago',
    `(?:\\d+|six|seven|eight|nine|ten|eleven|twelve|eighteen|many|several) months ago`,
    'as a (?:child|kid|baby|toddler|teenager|teen|student)',
    'when (?:i|he|she) (?:was|were) (?:a |an |little|young|younger|small|\\d|two|three|four|five|six|in (?:school|college|university))',
    'in (?:19|20)\\d\\d',
    'back in (?:19|20)?\\d\\d',
    'in (?:my|his|her) (?:teens|twenties|thirties|forties|fifties|youth|childhood)',
    'childhood',
    'used to (?:have|get|suffer|be)',
    'at (?:the )?age (?:of )?\\d+',
    'fully recovered',
    'no problems? since',
    "(?:haven'?t|hasn'?t|have not|has not|never) had (?:it|one|any|another|a recurrence|anything like it) (?:since|again)",
    'never (?:happened|came back) again',
    'years since',
  ],
  ongoing: [
    'since (?:yesterday|last night|this|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|\\d|a few|two|three|four|five|[a-z]+day)',
    'for the (?:past|last) (?:\\d+ |few |couple of )?(?:minutes?|hours?|days?|weeks?)',
    'for (?:\\d+|a few|two|three|several) (?:minutes|hours|days|weeks)',
    'still',
    'again',
    '(?:is|it.s|has|have|are|they.re|came|come|coming) back',
    'returned',
    'recurr\\w*',
    '(?:started|starting|began|begun|beginning)',
    'keeps?',
    'getting worse',
    'worse',
    'today',
    'tonight',
    'this (?:morning|afternoon|evening|week)',
    'right now',
    'at the moment',
    'currently',
    'ongoing',
    'at present',
    'these days',
    'lately',
    'recently',
    'now',
  ],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    "since(?= \\S)",
    'from last (?:year|summer|winter|spring|autumn|fall|month|week)',
    '(?:over|during|throughout|for) the (?:past|last) (?:\\d+ |few |couple of |several |two |three |many )?(?:years?|months?|decade|summer|winter)',
    '(?:all|for) (?:of )?(?:this|the) (?:past|last) (?:year|months?)',
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    '(?<!(?<![\\p{L}])(?:since|for|over|in|during|from|throughout) (?:the )?)last (?:week|month)',
    '(?:a|one|two|three|four|five|six|\\d+|a few|a couple of|several) (?:weeks?|months?) ago',
    'the other week',
    'a (?:while|little while) (?:ago|back)',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    'as (?:usual|always|normal|ever)',
    'like (?:always|usual|normal)',
    '(?:her|his|their) usual',
    '(?:same|no different) (?:as|than|from) (?:always|usual|ever|normal)',
    'every (?:evening|night|afternoon|day)',
    'each (?:evening|night)',
    'in the evenings',
    'always',
    'for (?:years|months|ages|a long time)',
    'normal for (?:her|him|them)',
    'sundown\\w*',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    'worse',
    'more (?:confused|muddled|agitated|drowsy|sleepy)',
    'suddenly',
    'sudden',
    '(?<!(?:nothing|not|anything) )new(?! to (?:me|us))',
    'not (?:herself|himself|themselves)',
    'out of character',
    'today',
    'since (?:yesterday|this morning|last night)',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['usually', 'normally(?!\\s*(?:$|[,.;:!?)]|(?:and|again|now|too|as well)(?![\\p{L}])))', 'generally', 'typically', 'most of the time', 'as a rule', '(?:tends|tend) to'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['but', 'though', 'although', 'however', 'whereas', 'yet', 'now', 'today', 'tonight', 'this time'],
  settled: [
    '(?:fine|well|ok|okay|good|great|healthy|better|normal|clear|nothing|recovered|alright|all right|no (?:problems?|issues?|trouble|symptoms?|recurrence)) (?:ever )?since',
    "(?:haven'?t|hasn'?t|have not|has not|never) had (?:it|one|any|another|a recurrence|anything like it|problems?|issues?|trouble)(?: \\w+)? (?:ever )?since",
    '(?:years|ages|months|a long time|long time|a while) since',
    "since then (?:(?:i(?:'ve| have)? been|i'?m|i am|it'?s been|all|everything(?:'s| is| has been)?|feeling|felt|doing|no|nothing) )*(?:fine|well|ok|okay|good|great|better|normal|healthy|clear|problems?|issues?|recovered)",

    `${FINE_EN} now`,
    `now (?:(?:i'?m|i am|it'?s|it is|he'?s|she'?s|all|everything(?:'s| is)?|feeling|feel|completely|totally|absolutely|fully|much|doing) )?${FINE_EN}`,
  ],
};

export const WORRY_CUES =
  "\\b(?:worried|worrying|scared|frightened|terrified|panick\\w*|emergency|urgent\\w*|help me|please help|getting worse|worse and worse|really bad|very bad|awful|terrible|horrible|can't cope|unbearable|something(?:'s| is) (?:really )?wrong)";

export const ADMIN_CUES =
  '\\b(?:register|registration|appointment|opening hours|open on|address|certificate|sick note|fit note|records|invoice|bill|insurance|moving house|cancel|reschedule|thank(?:s| you))';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['heart ?rate', 'pulse(?! ?ox)', 'hr', 'heartbeat', 'heart beat'],
  pulseUnits: ['bpm', 'beats'],
  breathing: ['respiratory rate', 'resp(?:iratory)? rate', 'breathing rate', 'rr', 'breaths per minute'],
  breathingUnits: ['breaths'],
  breathsInAMinute: ['breath\\w*[^\\d\\n.;!?]{0,25}?(\\d{1,2}) ?(?:times |breaths )?(?:a|per|in a|every|/) ?min', '(\\d{1,2}) (?:times|breaths) (?:a|per|in a|every) min\\w* (?:\\w+ ){0,2}breath'],
  saturation: ['spo2', 'sp02', 'sats', 'saturation', 'oxygen saturation', 'o2 sats?', 'oxygen (?:level|sat\\w*|reading)s?', 'o2 level', '(?:pulse )?ox(?:imeter|ymeter)', 'pulse ?ox', '(?:my|his|her|their|the) oxygen (?:is|was|at|reads?|says|shows|went down to|dropped to)'],
  degrees: ['degrees?'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:napp|diaper|feed|bottle|breast|milk|formula|nurs|suck)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:awake|while (?:he|she|they) (?:is|are|was) up|during the day)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?<![\\p{L}])(?:midwi(?:fe|ves)|bump|due date|due in|kick(?:s|ing|ed)?|baby (?:is |has |hasn\'t |isn\'t )?(?:not )?mov|antenatal|maternity|obstetrician|contractions|braxton)';
