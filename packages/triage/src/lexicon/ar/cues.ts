// The Arabic cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:نظارة|نظارات|النظارة|النظارات|نظارته|نظارتي|خوذة|الخوذة|خوذته|حزام|الحزام|قفازات|القفازات|كمامة|الكمامة|واقي|حماية|nadara|nadarat|naddara|khoza|khuza|khouza|7zam|hizam|casque|helmet|lunettes|goggles|gloves)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  pre: [
    'لا',
    // colloquial 'not' (Egyptian and Levantine مش, Gulf and Iraqi مو / مب): "مش حاسس بأي تنميل"
    'مش',
    'مو',
    'مب',
    // with the conjunction written onto it: "ما في دم ولا حرارة", "عمري ٣٠ ومش حامل"
    'ولا',
    'ومش',
    'ومو',
    'ولم',
    'وبدون',
    'ليس',
    'ليست',
    'بدون',
    'لم',
    'دون',
    'لا يوجد',
    'ما عندي',
    'ماعندي',
    // romanised (Arabizi): there is no, I have no, without
    'ma fi',
    'ma fee',
    'mafi',
    'mafish',
    'mafeesh',
    'ma 3andi',
    'ma 3ndi',
    'ma3andi',
    'ma3ndi',
    'bidoon',
    'bdoon',
    // colloquial 'there is no' / 'he has no' (Levantine, Gulf, Egyptian): "ما في دم", "مفيش ألم"
    'ما (?:في|فيه|فيش|فى)',
    'ما في',
    'مافي',
    'ما فيه',
    'مفيش',
    'ما فيش',
    'ما عنده',
    'ما عندها',
    'ماعنده',
    'ماعندها',
    'وما في',
    'ومافي',
    'ومفيش',
    'وما فيش',
    'وما عنده',
    'وما عندها',
    // colloquial past negation before a verb of striking: "ما ضرب راسه" (did not hit his head), "ما خبط"
    'و?ما(?= (?:ضرب|خبط|دق|صدم|اتخبط|انضرب|اندق)(?![\\p{L}]))',
    'ma(?= (?:darab|5abat|khabat|da2|sadam)(?![\\p{L}]))',
    // past negation before a verb of starting, using or changing a medicine: "ما بدأت أي دواء جديد",
    // "ما غيرت الجرعة" (not "ما أخذت" nor "ما شرب": terms hold them as findings — a malaria
    // prophylaxis not taken, a child who is not drinking)
    'و?ما(?= (?:بدأ|بدا|بدي|بدت|استعمل|استخدم|غير|غيّر|جرب|جرّب)[\\p{L}]*(?![\\p{L}]))',
    // Maghrebi and Egyptian negation around the verb, ما … ش: "ما تقيتش" (I did not vomit), "ما كاينش",
    // "ماجاتوش" — also the Arabic writing of Arabizi "ma tqiyitch" (nlp/arabizi.ts)
    'و?ما(?= ?[^\\s.,،؟!?]{2,}ش(?![\\p{L}]))',
    'ma 3andouch',
    'ma 3ndouch',
    'ma3andouch',
    'ma 3andich',
    'ma 3ndich',
    'ma 3andhach',
    'ma 3ndhach',
    'ma 3andoush',
    'ma 3andish',
    'ma 3andhash',
    'ma 3ando',
    'ma 3andha',
    'ma kaynch',
    'makaynch',
    'ma kayench',
    'ma fihch',
    'ma fihach',
    'ma fihash',
    'ma fihoush',
    'ma fish',
    'mafeesh',
    'mafish',
    'ma feesh',
    'bla',
  ],
  post: [],
  // dialect 'ما راح / ما نفع' (did not go away / did not help) states persistence, not absence
  pseudo: [
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `(?:بدون|وبدون|بلا|دون|من غير|ما كنت لابس|ما كان لابس|مش لابس|مو لابس|لم أكن أرتدي|لم يكن يرتدي|bidoon|bdoon|bdun|bla|men ghir|mn ghir) (?:\\S+ ){0,1}${PROTECTIVE_GEAR}`,
    // "no longer" (ما بقاش, ما بقيتش نقدر): the sign that came, not its absence
    'و?ما ?[^\\s.,،؟!?]{0,3}بق[^\\s.,،؟!?]{0,4}ش(?![\\p{L}])',
    // "ولا يوم ارتحت": not a single day (without it), not a denial
    'ولا (?:يوم|ليلة|لحظة)',
    'و?لا (?:أستطيع|استطيع|يستطيع|أقدر|اقدر|يمكنني|ينفع|يساعد|يتحسن|يتوقف)',
    // spoken 'not able' and 'not normal / not right' (مش قادرة تحكي, مو طبيعي, مب زين) are findings, not denials
    'و?(?:مش|مو|مب) (?:قادر|قادرة|قادرين|قدران|قدرانة|عارف|عارفة|طبيعي|طبيعية|زين|زينة|تمام|مظبوط|مظبوطة|منيح|منيحة|كويس|كويسة|بخير|واعي|واعية|صاحي|صاحية)',
    // 'not responding / breathing / waking / moving' (مش بيرد, مو يتنفس) are findings of their own
    'و?(?:مش|مو|مب) (?:بيرد|بترد|يرد|ترد|بيتنفس|بتتنفس|يتنفس|تتنفس|بيصحى|بتصحى|يصحى|تصحى|بيتحرك|بتتحرك|يتحرك|تتحرك|بيحس|بتحس|يحس|تحس)',
    'و?لم (?:يساعد|يتحسن|يتوقف|يختف)',
    'و?ما (?:راح|نفع|فاد|تحسن|خف|زال)',
    // Arabizi: cannot (breathe, stand), will not stop — the sign, not its absence
    '(?:mish|msh|mesh|mush|ma) (?:\\w+ )?(?:2ader|2adra|2adir|2adre|aader|aadra|adra|ader|2aadra)',
    'ma (?:fiyi|fini|3am b2dr|3am i2dar)',
    '(?:mish|ma) (?:3am )?(?:biw2af|ywa2af|wa2af|ra7)',
    // a voice, hair or eyebrows that 'went' (صوتها راح, حواجبه راحت) are findings, not a symptom that resolved
    '(?:صوته|صوتها|صوتي|صوتو|صوت|شعره|شعرها|حواجبه|حواجبها|رموشه|رموشها)\\S* (?:\\S+ )?(?:راح|راحت)',
    // pain that 'went to' the back, arm or jaw spread there (راح للظهر): radiation, not relief
    '(?:راح|راحت|رايح|رايحة|ينزل|نازل) (?:على |عل|ع |لل|ل)?(?:الظهر|ظهر|ضهر|الضهر|الكتف|كتف|الإيد|الايد|ايد|إيد|الدراع|دراع|الذراع|ذراع|الفك|فك|رقبت|الرقبة)',
    'و?(?:ما|مو|مش|لا|مب) (?:يتكلم|تتكلم|يحكي|تحكي|يتحدث|تتحدث|ينطق|تنطق|يقدر يقول|تقدر تقول|يعبر|تعبر|بيتكلم|بتتكلم|بيحكي|بتحكي|يقول|تقول)',
    '(?:ma|mesh|mish|mo|la|msh) (?:byehki|bye7ki|yehki|ye7ki|yitkallam|yetkalam|byetkalam|bitkallam|bi7ki|byi7ki)',
  ],
  breakers: ['لكن', 'ولكن', 'الا', 'إلا', 'انا', 'أنا', 'الآن', 'الان', 'لأن'],
  resolved: ['زال', 'اختفى', 'اختفت', 'راح', 'رجع منيح', 'رجعت منيحة', 'رجعت منيحه', 'رجع طبيعي', 'رجعت طبيعية', 'رجعت طبيعيه', 'رجع زي ما كان', 'رجعت زي ما كانت'],
  hypothetical: ['خائف من', 'قلق من'],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "(?:مات|ماتت|توفي|توفيت|توفى|توفاه|ماتو|ماتوا|twaffa|tuwuffi|twafa)(?= [^.؟?!،,]{0,30}(?:ب|بسبب|من|جراء|b|bsabab|men))",
    "(?:مات|ماتت|توفي|توفيت|توفى) (?:ب|بسبب|من|جراء|اثر|إثر)",
    "(?:تاريخ|سوابق) (?:عائلي|مرضي عائلي|وراثي|العائلة)",
    "(?:في|ب|بال)(?:العيلة|العائلة|عيلتنا|عائلتنا|عائلتي|عيلتي) (?:فيه|في|عندهم|كان)",
    "(?:حلمت|حلمتو|حلمنا|شفت في المنام|شفت بالمنام|شفت في الحلم|7lmt|7elmt|7alamt|7lemt)",
    "(?:في|ب|بال)(?: ?(?:المنام|منامي|الحلم|حلمي|كابوس|الكابوس))",
    "(?:بالمنام|بالحلم|bl manam|bel manam|fel manam|fil manam|bel 7elm|bl 7elm|bil 7ilm)",
    "(?:كابوس|حلم) (?:ان|إن|انه|إنه|فيه)",
    "(?:في|ب) ?(?:فيلم|الفيلم|مسلسل|المسلسل|كتاب|الكتاب|رواية|الرواية|الاخبار|الأخبار|التلفزيون|التلفاز|التلفزيون|فيديو|الفيديو|حلقة|الحلقة|كرتون|الكرتون)",
    "(?:بالفيلم|بالمسلسل|بالاخبار|بالتلفزيون|بالفيديو|bl film|bel film|bl mosalsal|bel mosalsal|bl akhbar|bel akhbar)",
    "(?:شفت|شاهدت|رايت|قريت|قرات|اتفرجت على|تفرجت على|شوفت|shft|shoft) (?:فيلم|مسلسل|فيديو|خبر|برنامج|مقطع|حلقة|film|mosalsal|video)",
    "(?:شو|ماذا|ايش|وش|شنو|شنهو|كيف|شو لازم|ماذا يجب ان|ماذا علي ان|shu|sho|shou|eish) (?:اعمل|نعمل|افعل|نفعل|يعمل|لازم اعمل|اسوي|نسوي|يسوي|نتصرف|اتصرف|يتصرف|a3mel|n3mel|a3mil|ne3mel)،? (?:اذا|إذا|لو|عندما|لما|iza|eza|law|lama) (?:شخص|حد|احد|حدا|انسان|واحد|أحد|الشخص|7ada|7ad|shakhs|wa7ad)",
    "كيف (?:اعرف|نعرف|تعرف|يعرف|اميز|نميز|يساعد|اساعد|نساعد|bt3rf|a3rf|n3rf)،? (?:اذا|إذا|ان|إن|لو|انه|iza|eza)? ?(?:شخص|حد|احد|حدا|انسان|واحد|أحد|الشخص|7ada|7ad|shakhs|wa7ad)",
    "(?:اذا|إذا|لو|لما|iza|eza|law) (?:شخص|حد|احد|حدا|انسان|واحد|أحد|الشخص|7ada|7ad|shakhs|wa7ad)(?=[^.!\\n]{0,100}(?:\\?|؟|شو|ماذا|ايش|وش|كيف|shu|sho|kif|keef))",
    "(?:عشان|لاجل|لأجل|من اجل|من أجل|ل)(?:الكورس|كورس|الدورة|دورة|الامتحان|امتحان|الواجب|واجب|المادة|البحث|الاسعافات الاولية|اسعافات اولية)",
  ],
  otherAfter: [
    "(?:منتشر|منتشرة|شائع|شائعة|وراثي|وراثية|موجود|موجودة) (?:في|ب|بال) ?(?:العيلة|العائلة|عيلتنا|عائلتنا|عائلتي|عيلتي)",
    "(?:من|بسبب) (?:جهة|طرف) (?:امي|أمي|ابوي|أبي|ابي|الام|الاب)",
    "(?:في|ب|بال)(?: ?(?:المنام|منامي|الحلم|حلمي|كابوس|الكابوس))",
    "(?:بالمنام|بالحلم|bl manam|bel manam|fel manam|fil manam|bel 7elm|bl 7elm)",
    "(?:في|ب) ?(?:فيلم|الفيلم|مسلسل|المسلسل|كتاب|الكتاب|رواية|الرواية|الاخبار|الأخبار|التلفزيون|التلفاز|فيديو|الفيديو|حلقة|الحلقة|كرتون)",
    "(?:بالفيلم|بالمسلسل|بالاخبار|بالتلفزيون|بالفيديو|bl film|bel film|bl mosalsal|bel mosalsal)",
    "(?:سؤال|اسال|أسأل|بسال|بسأل|so2al|bas2al) (?:\\S+ )?(?:ل|عشان|من اجل|لاجل|la|3ashan)(?: ?(?:الكورس|كورس|الدورة|دورة|الامتحان|امتحان|الواجب|واجب|المادة|البحث|الاسعافات|course|exam|dawra))",
  ],
  otherEnd: [
    "الحين",
    "الان",
    "فجأة",
    "فجاة",
    "fja2a",
    "faj2a",
    "الآن",
    "هلق",
    "هلا",
    "هسا",
    "هسه",
    "دلوقتي",
    "لكن",
    "بس",
    "بعدين",
    "صحيت",
    "قمت من النوم",
    "فقت",
    "صحيت من النوم",
    "اليوم",
    "فعلا",
    "حقيقة",
    "الحقيقة",
    "انا",
    "أنا",
    "عندي",
    "ساعدوني",
    "ارجوكم",
    "من فضلك",
    "hala2",
    "halla2",
    "hala",
    "bas",
    "lakin",
    "sa7eet",
    "ana",
    "3andi",
    "3ndi",
    "lyom",
    "elyom",
  ],
  answerers: [
    "(?:الدكتور|الدكتورة|الطبيب|الطبيبة|دكتور|دكتورة|طبيب|طبيبة|العيادة|عيادة|المستشفى|المستوصف|التلفون|التليفون|الهاتف|الجوال|الموبايل|الرقم|الاسعاف|الإسعاف|الصيدلية|احد|أحد|حد|محد|ماحد|الاستقبال|السكرتيرة|القابلة|الممرضة|الممرض|الداية|المولدة|el doctor|el daktor|eldoctor|el doktor|el tabib|el 3iyada|el mostashfa|doctor|daktor|doktor)",
  ],
  preWindow: 40,
  postWindow: 15,
};

export const TEMPORAL = {
  remote: [
    'العام الماضي',
    'السنة الماضية',
    'منذ (?:سنوات|سنة|عام|\\d+ (?:سنوات|سنة|عاما))',
    'قبل (?:سنوات|سنة|عام|\\d+ (?:سنوات|سنة|عاما))',
    'عندما كنت طفلا',
    'عندما كنت صغيرا',
    'في طفولتي',
    '(?:l3am|el 3am|al 3am|l3aam|sant|el sana|al sana|essana) (?:lli|elli|illi|li|el|al)? ?(?:fat|fatet|fatt|fa2et|madi|mad?ya|lmadi)',
    '(?:mn|men|min) (?:zman|zaman|zamaan|bekri|snin|sneen)',
  ],
  ongoing: [
    'منذ (?:أمس|الأمس|امس|الصباح|يوم|يومين|\\d+ (?:ساعات|أيام))',
    'مازال',
    'ما زال',
    'لا يزال',
    'مرة أخرى',
    'عاد',
    'بدأ',
    'اليوم',
    'الآن',
  ],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    // "عندي ألم في الظهر منذ 3 سنوات": "I have" with "منذ" is how long it has lasted, not when it happened
    '(?<=(?:عندي|عنده|عندها|أعاني|اعاني|يعاني|تعاني|احس|أحس|بحس|بيوجعني|يوجعني)[^.؟!\\n]{0,40})منذ (?:سنوات|سنة|عام|\\d+ (?:سنوات|سنة|عاما|سنين))',
    '(?:منذ|من) (?:العام|السنة|الشهر|الأسبوع|الاسبوع|الصيف|الشتاء|السنه) (?:الماضي|الماضية|الماضيه|اللي فات|اللي فاتت|الفائت|الفائتة)',
    '(?:منذ|من) (?:ال)?(?:عملية|العملية|عمليه|العمليه|حادث|الحادث|ولادة|الولادة|الولاده|جراحة|الجراحة|وقعة|الوقعة)',
    'من (?:بعد|يوم ما|وقت ما|ساعة ما|لما|وقتها|ساعتها|يومها)',
    'منذ (?:أن|ان|ذلك الحين|ذلك الوقت|ذلك اليوم)',
    'من (?:سنة|سنتين|سنين|سنوات|شهور|اشهر|أشهر)',
    '(?:خلال|طوال|طول) (?:السنة|العام|الأشهر|الاشهر|الشهور|السنه) (?:الماضية|الماضي|الماضيه|الأخيرة|الاخيرة|الأخير|الاخير|اللي فاتت|اللي فات)',
    '(?:mn|min|men|mnz|monz|munz) (?:el|al|l)?(?:sana|sane|sene|3am|shahr|esbou3|usbu3) (?:el|al|l)?(?:madya|madye|madi|elli fatet|lli fatet|ili fatet|elli fat|lli fat)',
    '(?:mn|min|men) (?:sana|sane|sene|snin|sneen|santen|ba3d|b3d)',
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    'الأسبوع الماضي',
    'الاسبوع الماضي',
    '(?<!من )الشهر الماضي',
    'الشهر اللي فات',
    'الاسبوع اللي فات',
    'قبل (?:شهر|اسبوع|أسبوع|شهرين|اسبوعين|أسبوعين)',
    'من (?:شهر|شهرين|اسبوعين|أسبوعين)',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    'زي العادة',
    'كالعادة',
    'مثل العادة',
    'زي كل يوم',
    'دايما',
    'دائما',
    'دائمًا',
    'كل (?:مسا|مساء|ليلة|يوم)',
    'من (?:سنين|سنوات|شهور)',
    '3adi',
    'dayman',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    'أسوأ',
    'اسوأ',
    'أكثر',
    'اكثر',
    'فجأة',
    'فجأه',
    'اليوم',
    'من امبارح',
    'من أمس',
    'جديد',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['عادة', 'في العادة', 'بالعادة', 'عادتا', 'في الغالب'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['بس', 'لكن', 'ولكن', 'الحين', 'اليوم', 'هالمرة', 'هذه المرة'],
  settled: [
    '(?:منذ ذلك الحين|من وقتها|من ساعتها|من يومها) (?:و)?(?:انا )?(?:بخير|كويس|تمام|منيح|مافي شي|ما في شي|لا شيء)',
    'الآن (?:(?:أنا|انا) )?(?:بخير|جيد|أفضل)',
    '(?:daba|db|hala2|halla2|hala|delwa2ti|delwa2ty|dilwa2ti|al7in|al7een|hlla) (?:\\w+ )?(?:mzyan|mezyan|mziana|labas|mni7|mnee7|mnih|mni7a|kwayes|kowayes|kwayesa|kwayyes|zain|zein|zeina|a7san|a7sn|ahsan|bkhir|bikhair|tamam)',
  ],
};

export const WORRY_CUES = '(?:خائف|خايف|قلق|طارئ|عاجل|ساعدوني|النجدة|يزداد سوءا|سيء جدا|تعبان جدا)';

export const ADMIN_CUES = '(?:تسجيل|موعد|مواعيد|ساعات العمل|شهادة|فاتورة|شكرا)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['نبض', 'دقات القلب', 'ضربات القلب'],
  pulseUnits: ['نبضة', 'دقة', 'ضربة'],
  breathing: ['معدل التنفس', 'سرعة التنفس', 'عدد الانفاس', 'عدد الأنفاس'],
  breathingUnits: ['نفس', 'نفسا'],
  breathsInAMinute: ['(?:يتنفس|تتنفس|أتنفس|اتنفس|التنفس|تنفسه|تنفسها|نفس)[^\\d\\n.;!?]{0,25}?(\\d{1,2}) ?(?:مرة|مرات|نفس\\w*)? (?:في|بال|كل) ?(?:الدقيقة|دقيقة)'],
  saturation: ['تشبع الاكسجين', 'تشبع الأكسجين', 'نسبة الاكسجين', 'نسبة الأكسجين', 'الاكسجين في الدم', 'الأكسجين في الدم', 'الاكسجين', 'الأكسجين', 'الاوكسجين', 'الأوكسجين', 'مقياس الاكسجين', 'el oxygen', 'el oksijin', 'el ox(?:y|i)gin'],
  degrees: ['درجة', 'درجات'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:حفاض|حفاظ|رضاع|رضع|بزاز|حليب|ببرون)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:صاحي|صاحية|مستيقظ)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?:القابلة|الداية|موعد الولادة|يرفس|يركل|حركة (?:ال)?جنين|الجنين|انقباضات|الطلق|دكتورة (?:ال)?نسا)';
