// The Turkish cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:gozluk|koruyucu gozluk|kask|kemer|emniyet kemeri|eldiven|maske)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  pre: ['hic', 'hiç'],
  // "ışık rahatsız etmiyor" (light does not bother), "şişlik olmuyor": a negated helper verb after the finding
  post: ['yok', 'degil', 'değil', 'olmadi', 'olmadı', 'etmiyor', 'etmedi', 'etmez', 'olmuyor', 'yapmiyor', 'yapmadi'],
  // "başka şikayetim yok" (no other complaint) denies other complaints, not the one just named
  pseudo: [
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `${PROTECTIVE_GEAR}\\w* (?:\\S+ )?(?:yok|yoktu|degil|degildi|takmiyordum|takmamistim)`,
    'hic (?:gecmiyor|duzelmiyor|yardim)',
    '(?:baska|diger) (?:bir )?(?:sikayet|sorun|problem|belirti|dert|hastalig)\\w* (?:de |da )?(?:yok|olmadi|degil)',
  ],
  breakers: ['ama', 'fakat', 'ancak', 'ben', 'simdi', 'şimdi', 'cunku', 'çünkü', 've'],
  // "geçti" ends a finding ("ağrım geçti"), not when the pain went somewhere ("sırtıma geçti") or time
  // went by ("yemekten bir saat geçti", "üzerinden 2 gün geçti")
  resolved: [
    '(?<!(?:sirt|kol|bacag|omuz|cene|boyn|boyun|karn|gogs|sol|sag|yan|kalca|saat|dakika|gun|hafta|zaman|sure|uzerinden)[a-z]* |\\d )gecti',
    'kayboldu',
    'duzeldi',
  ],
  hypothetical: ['korkuyorum', 'endiseliyim', 'endişeliyim'],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "(?:ailemde|ailede|ailemizde|sulalemizde|sulalede|akrabalarimda)(?=[^.?!,]{0,60}(?:var|vardi|geciren|gecirmis|olan|olmus|yaygin|gorulur|oldu\\w* (?:icin|diye)))",
    "aile (?:oykusu|oykumuzde|oykumde|gecmisi|gecmisinde|hikayesi)",
    "ruya(?:mda|da|sinda|nda)",
    "kabus(?:umda|ta|unda)",
    "(?:filmde|dizide|kitapta|romanda|bolumde|belgeselde|videoda|haberlerde|televizyonda|tvde|haberde|cizgi filmde|hikayede)",
    "(?:izledigim|gordugum|okudugum|izlediğim) (?:bir )?(?:film|dizi|kitap|video|haber|belgesel|bolum)\\w*",
    "(?:birisi|biri|birinin|birine|bir kisi|bir kisinin|bir kisiye|bir insan|bir insanin|birisinin|insanlar|insan)(?=[^.?!]{1,70}(?:rsa|rse|diginde|dugunda|digini|dugunu|diginde|masi durumunda|mesi durumunda)\\w* (?:ne yap|nasil anla|nasil bil|nasil yardim|nasil mudahale|ilk yardim))",
    "(?:ilk yardim )?(?:kursum|kursu|kurs|sinavim|sinav|odevim|odev|dersim|ders|egitim|egitimim)\\w* icin (?:soruyorum|soru|soruyordum|sordum)",
  ],
  otherAfter: [
    "\\w*(?:den|dan|ten|tan) (?:oldu|vefat etti|vefat|hayatini kaybetti|kaybettik|gitti)",
    "(?:gecirip|gecirerek|gecirdi ve) (?:oldu|vefat etti|hayatini kaybetti)",
    "(?:ailede|ailemizde|ailemde) (?:var|vardi|cok|yaygin|gorulur)",
    "ruya(?:mda|da|sinda|nda)",
    "\\w* (?:ruya|ruyami|ruyasi|kabus|kabusu)\\w* (?:gordum|gorduk|gordu|gormustum)",
    "(?:filmde|dizide|kitapta|romanda|bolumde|belgeselde|videoda|haberlerde|televizyonda|tvde|haberde|cizgi filmde)",
    "(?:ilk yardim )?(?:kursum|kursu|kurs|sinavim|sinav|odevim|odev|dersim|ders|egitim|egitimim)\\w* icin (?:soruyorum|soru|soruyordum|sordum)",
  ],
  otherEnd: [
    "simdi",
    "ama",
    "aniden",
    "birden",
    "birdenbire",
    "fakat",
    "ancak",
    "bugun",
    "uyandim",
    "uyaninca",
    "uyandigimda",
    "uyandi\\w*",
    "gercekten",
    "gercekte",
    "hala",
    "su an",
    "ben",
    "benim",
    "bende",
    "bana",
    "yardim",
    "lutfen",
    "acil",
  ],
  answerers: [
    "(?:doktor\\w*|hekim\\w*|ebe(?:m|miz|yi|ye|nin|ler)?|hemsire\\w*|hastane\\w*|klinik\\w*|poliklinik\\w*|muayenehane\\w*|telefon\\w*|numara\\w*|kimse|112|aile hekimi\\w*|eczane\\w*|santral\\w*|acil servis\\w*)",
  ],
  preWindow: 60,
  postWindow: 20,
};

export const TEMPORAL = {
  remote: [
    'geçen yıl',
    'geçen sene',
    '(?:\\d+|birkaç|iki|üç|dört|beş|altı|yedi|sekiz|dokuz|on|on beş|yirmi|otuz) (?:yıl|sene) önce',
    'yıllar önce',
    'çocukken',
    'küçükken',
  ],
  ongoing: ['dünden beri', 'sabahtan beri', 'hala', 'hâlâ', 'yine', 'tekrar', 'başladı', 'bugün', 'şimdi'],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    'beri',
    'bu yana',
    '(?:son|gecen) (?:bir |\\d+ |birkac |iki |uc )?(?:yildir|senedir|aydir|yil boyunca|sene boyunca|yil icinde)',
    '(?:\\d+|bir|iki|uc|birkac) (?:yildir|senedir|aydir)',
    '(?:yillardir|aylardir|senelerdir)',
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    'geçen (?:hafta|ay)',
    '(?:\\w+ )?(?:hafta|ay) önce',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    'her zamanki gibi',
    'her zaman',
    'hep',
    'her akşam',
    'akşamları',
    'yıllardır',
    'aylardır',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    'daha kötü',
    'kötüleşti',
    'daha fazla',
    'birden',
    'aniden',
    'bugün',
    'dünden beri',
    'yeni(?! bir şey yok| bir sey yok)',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['normalde', 'genelde', 'genellikle', 'çoğu zaman'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['ama', 'fakat', 'ancak', 'şimdi', 'bugün', 'bu sefer', 'bu kez'],
  settled: [
    '(?:o zamandan|o gunden|ondan|o tarihten) (?:beri|bu yana) (?:(?:cok |gayet |hic )?)?(?:iyiyim|iyi|sorun (?:yok|olmadi)|bir sey (?:yok|olmadi)|sikayetim yok|tekrarlamadi)',
'şimdi (?:(?:çok |gayet )?)?(?:iyiyim|iyi|geçti|normal)'],
};

export const WORRY_CUES = '(?:korkuyorum|endise|acil|yardim|gittikce kotu|giderek kotu|cok kotu|berbat)';

export const ADMIN_CUES = '(?:kayit|randevu|calisma saat|rapor|fatura|tesekkur)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['nabiz\\w*', 'nabz\\w*', 'kalp atis\\w*'],
  pulseUnits: ['atim\\w*'],
  breathing: ['solunum sayisi', 'solunum hizi'],
  breathingUnits: ['nefes'],
  breathsInAMinute: ['dakikada (\\d{1,2}) (?:kez|kere|defa)? ?nefes', 'nefes\\w*[^\\d\\n.;!?]{0,25}?dakikada (\\d{1,2})'],
  saturation: ['saturasyon\\w*', 'oksijen seviye\\w*', 'oksijen\\w* (?:orani|degeri)', 'oksimetre', 'oksijen(?:im|i|in)?'],
  degrees: ['derece'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:bez(?![\\p{L}])|bezi|emzir|emmi|sut)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:uyanik|uyanikken)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?<![\\p{L}])(?:ebe(?![\\p{L}])|ebeye|doğum tarihi|tekme|bebe\\p{L}* (?:\\p{L}+ )?hareket|kasılma|jinekolog|kadın doğum)';
