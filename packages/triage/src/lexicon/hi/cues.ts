// The Hindi cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:चश्मे|चश्मा|हेलमेट|बेल्ट|सीट बेल्ट|दस्ताने|दस्तानों|मास्क|गॉगल्स|chashma|chashme|chasma|chasme|helmet|belt|seat belt|gloves|mask|goggles)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  // romanised Hindi cues as well ("bukhar nahi hai", "bina dard ke")
  pre: ['बिना', 'कोई नहीं', 'bina', 'koi nahi'],
  post: ['नहीं', 'नही', 'nahi', 'nahin', 'nai'],
  pseudo: [
    // not answering the phone is a finding of its own (unreachable), not a denial of what came before
    '(?:फोन|फ़ोन|कॉल) (?:\\S+ )?(?:नहीं|नही) (?:उठा|उठाता|उठाती|उठाया)\\S*',
    '(?:phone|call) (?:\\S+ )?(?:nahi|nahin) (?:utha|uthata|uthati|uthaya)\\S*',
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `(?:बिना|bina) (?:\\S+ ){0,1}${PROTECTIVE_GEAR}`,
    `${PROTECTIVE_GEAR} (?:\\S+ ){0,1}(?:नही\\S*|nahi\\S*) (?:पहन|लगा|बांध|बाँध|pehn|pahan|pahn|laga|bandh|baandh)\\S*`,
    '(?:सकता|सकती|सकते|पा रहा|पा रही|पाता|पाती) नही',
    'रुक नही',
    'ठीक नही',
    // "can't" (pa raha nahi, sakta nahi) — whole words: English "pain nahi" (no pain) denies
    '(?:pa|paa|pata|pati|pate|sak|sakta|sakti|sakte)(?: (?:raha|rahi|rahe))? nahi',
    'nahi (?:aa|ho|de) (?:raha|rahi|rahe)',
    '(?:uth|ruk|theek|thik|aaram|hosh|hil|nikal|pata|kam) nahi',
    '(?:और|दूसरी|कोई और) (?:कोई )?(?:तकलीफ|परेशानी|समस्या|लक्षण) नही',
    '(?:aur|dusri|koi aur) (?:koi )?(?:taklif|takleef|pareshani|problem|samasya) nahi',
    '(?:bolta|bolti|bolte|bol) nahi',
    '(?:बोलता|बोलती|बोलते|बोल) नहीं',
    'bol nahi (?:pata|paata|pati|paati|sakta|sakti)',
  ],
  breakers: ['लेकिन', 'पर', 'मगर', 'और अब', 'अब', 'मैं', 'मेरा', 'मेरी', 'lekin', 'magar', 'ab', 'par'],
  // 'चला गया' is gone away ('दर्द चला गया'), not gone into something ('आंख में कुछ चला गया')
  resolved: ['ठीक हो गया', 'ठीक हो गई', 'चला गया(?<!में (?:\\S+ ){0,3}चला गया)', 'उतर गया'],
  hypothetical: ['डर है', 'चिंता है'],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "(?:की|का|के) (?:मौत|मृत्यु|निधन|देहांत|देहान्त)",
    "(?:ki|ka|ke) (?:maut|mrityu|death|nidhan|dehant)",
    "(?:परिवार|खानदान|फैमिली|घराने) में(?=[^.?!।,]{0,60}(?:था|थी|थे|चलता|चलती|इतिहास|हिस्ट्री))",
    "(?:family|khandaan|khandan|parivar|pariwar) (?:mein|me|mai)(?=[^.?!,]{0,60}(?:tha|thi|thay|chalta|chalti|history|itihas))",
    "(?:सपने|सपनों|ख्वाब|ख़्वाब) में",
    "(?:sapne|sapno|khwab|khawab) (?:mein|me|mai)",
    "(?:सपना|sapna) (?:देखा|dekha)(?: कि| ki)?",
    "(?:फिल्म|फ़िल्म|मूवी|पिक्चर|सीरियल|किताब|कहानी|वीडियो गेम|वीडियो|न्यूज़|न्यूज|खबर|खबरों|ख़बरों|टीवी|कार्टून|डॉक्यूमेंट्री|नाटक) (?:में|पर)",
    "(?:film|movie|picture|serial|kitab|kahani|video game|video|news|khabar|khabron|tv|cartoon|natak) (?:mein|me|mai|pe|par)",
    "(?:अगर|यदि|अगर कभी) (?:किसी|कोई)(?=[^.!।\\n]{0,100}(?:\\?|क्या|कैसे))",
    "(?:agar|yadi) (?:kisi|koi)(?=[^.!\\n]{0,100}(?:\\?|kya|kaise))",
    "(?:किसी|कोई|kisi|koi)(?= [^.?!।]{0,60}(?:क्या करें|क्या करना|क्या करे|kya kare|kya karna|kya karein|कैसे पता|kaise pata|कैसे पहचान|kaise pehchan|kaise pehchane))",
    "(?:कोर्स|क्लास|परीक्षा|एग्जाम|होमवर्क|प्रोजेक्ट|पढ़ाई|फर्स्ट एड) (?:के लिए|के लिये)",
    "(?:course|class|exam|homework|project|padhai|first aid) ke liye",
  ],
  otherAfter: [
    "से (?:मौत|मृत्यु|निधन|देहांत|गुजर|गुज़र|चल बस|चले गए|चली गई|मर गए|मर गई|मरे|मरी|खो दिया)",
    "se (?:maut|mrityu|death|guzar|chal bas|chale gaye|chali gayi|mar gaye|mar gayi|mare|mari|expire)",
    "(?:खानदानी|पुश्तैनी|आनुवंशिक|परिवार में चलता|परिवार में चलती|khandani|khaandani|family mein chalta|family me chalta)",
    "(?:सपने|सपनों|ख्वाब|ख़्वाब) में",
    "(?:sapne|sapno|khwab) (?:mein|me|mai)",
    "(?:का|की|वाला) (?:सपना|ख्वाब|बुरा सपना) (?:देखा|आया)",
    "(?:ka|ki|wala) (?:sapna|khwab|bura sapna) (?:dekha|aaya|aya)",
    "(?:फिल्म|फ़िल्म|मूवी|पिक्चर|सीरियल|किताब|कहानी|वीडियो गेम|वीडियो|न्यूज़|न्यूज|खबर|टीवी|कार्टून) (?:में|पर)",
    "(?:film|movie|picture|serial|kitab|kahani|video game|video|news|khabar|tv|cartoon) (?:mein|me|mai|pe|par)",
    "(?:कोर्स|क्लास|परीक्षा|एग्जाम|होमवर्क|प्रोजेक्ट|पढ़ाई) (?:के लिए|के लिये) (?:पूछ|सवाल)",
    "(?:course|class|exam|homework|project|padhai) ke liye (?:puch|pooch|sawal|question)",
  ],
  otherEnd: [
    "अब",
    "लेकिन",
    "अचानक",
    "achanak",
    "और फिर",
    "aur phir",
    "पर",
    "मगर",
    "आज",
    "जाग",
    "जागा",
    "जागी",
    "उठा तो",
    "उठी तो",
    "नींद खुली",
    "सच में",
    "असल में",
    "मुझे",
    "मेरा",
    "मेरी",
    "मेरे",
    "मैं",
    "मदद",
    "प्लीज़",
    "प्लीज",
    "ab",
    "lekin",
    "magar",
    "aaj",
    "mujhe",
    "mera",
    "meri",
    "mere",
    "main",
    "help",
    "please",
    "plz",
    "neend khuli",
    "jaag",
    "jaga",
    "sach mein",
  ],
  answerers: [
    "(?:डॉक्टर|डाक्टर|डॉक्टर साहब|डॉक्टरनी|नर्स|दाई|अस्पताल|हॉस्पिटल|क्लिनिक|फ़ोन|फोन|नंबर|हेल्पलाइन|doctor|dr|daktar|doctor sahab|nurse|hospital|clinic|phone|number|helpline|dai)",
  ],
  preWindow: 40,
  postWindow: 14,
};

export const TEMPORAL = {
  remote: [
    'पिछले साल',
    'साल पहले',
    'सालों पहले',
    'बचपन में',
    'जब मैं छोटा था',
    'जब मैं छोटी थी',
    // romanised Hindi: "3 saal pehle", "pichhle saal", "bachpan mein"
    '(?:saal|sal|saalon|salon|baras) (?:pehle|pahle|pehele|pehle tha)',
    '(?:pichhle|pichle|pichhley) (?:saal|sal|baras)',
    'bachpan (?:mein|me|mai)',
  ],
  ongoing: ['कल से', 'सुबह से', 'अभी भी', 'फिर से', 'दोबारा', 'आज', 'शुरू'],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    '(?:पिछले|पिछला|पिछली) (?:एक |दो |कुछ )?(?:साल|सालों|वर्ष|वर्षों|महीने|महीनों|हफ्ते|हफ़्ते|हफ्तों) से',
    '(?:के बाद|जब|तब|बचपन|ऑपरेशन|एक्सीडेंट|डिलीवरी) से',
    '(?:pichle|pichhle|pichhley|pichla|pichhla|pichli|pichhli|pichley) (?:ek |do |kuch )?(?:saal|sal|saalon|salon|baras|varsh|mahine|mahino|mahinon|hafte|hafton|haftey) (?:se|sey)',
    '(?:ke|k|ki) (?:baad|bad|bd) (?:se|sey)',
    '(?:jab|tab|bachpan|operation|accident|delivery|(?:19|20)\\d\\d) (?:se|sey)',
    '(?:jabse|tabse)',
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    'पिछले (?:हफ्ते|हफ़्ते|महीने)(?! से)',
    '(?:हफ्ते|हफ़्ते|महीने|महीना) पहले',
    'pichle (?:hafte|mahine)(?! se)',
    '(?:hafte|mahine|mahina) (?:pehle|pahle)',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    'हमेशा की तरह',
    'हमेशा',
    '(?:रोज़|रोज|हर) (?:शाम|रात)',
    'सालों से',
    'hamesha',
    '(?:roz|har) (?:shaam|sham|raat)',
    'saalon se',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    'बदतर',
    'ज़्यादा',
    'ज्यादा',
    'अचानक',
    'आज',
    'कल से',
    'zyada',
    'jyada',
    'achanak',
    'aaj',
    'kal se',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['aam taur par', 'aamtaur par', 'aam tor par', 'normally(?!\\s*(?:$|[,.;:!?)]|(?:aur|bhi|ab)(?![\\p{L}])))', 'usually', 'आम तौर पर', 'आमतौर पर', 'सामान्यतः', 'वैसे तो', 'vaise to', 'waise to'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['par', 'lekin', 'magar', 'ab', 'aaj', 'पर', 'लेकिन', 'मगर', 'अब', 'आज'],
  settled: [
    '(?:तब से|उसके बाद से) (?:सब )?(?:ठीक|अच्छा)',
    '(?:tab se|tabse|uske baad se|uske bad se) (?:sab )?(?:theek|thik|acha|accha|achha)',
'अब ठीक'],
};

export const WORRY_CUES = '(?:डर|चिंता|इमरजेंसी|मदद|बहुत बुरा|बिगड़|dar lag|chinta|emergency|madad|bahut bura)';

export const ADMIN_CUES = '(?:रजिस्टर|अपॉइंटमेंट|समय|प्रमाण|धन्यवाद|register|appointment|dhanyavad|shukriya)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['नब्ज़', 'नब्ज', 'नाड़ी', 'नाडी', 'पल्स', 'धड़कन', 'धडकन', 'दिल की धड़कन', 'हार्ट रेट'],
  pulseUnits: ['धड़कन', 'धडकन', 'बीट'],
  breathing: ['सांस की दर', 'साँस की दर', 'श्वसन दर'],
  breathingUnits: ['सांस', 'साँस', 'श्वास'],
  breathsInAMinute: ['(?:एक )?मिनट में (\\d{1,2}) (?:बार )?(?:सांस|साँस)', '(?:सांस|साँस)[^\\d\\n.;!?]{0,25}?(?:एक )?मिनट में (\\d{1,2})', '(?:ek )?minute me\\w* (\\d{1,2}) (?:baar |bar )?(?:saans|sans)'],
  saturation: ['ऑक्सीजन लेवल', 'ऑक्सीजन स्तर', 'ऑक्सीजन', 'ऑक्सीमीटर', 'सैचुरेशन', 'oxijan', 'oksijan', 'ऑक्सिजन', 'ओक्सीजन'],
  degrees: ['डिग्री'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:डायपर|दूध|स्तन|doodh|diaper|feed)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:जाग|jaag)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?<![\\p{L}])(?:midwife|daai|due date|delivery date|kick|lat maar|baby (?:\\p{L}+ )?hil|प्रसव|दाई|डिलीवरी की तारीख|लात|हलचल|गर्भ)';
