// The Korean cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:보안경|보호안경|안경|고글|헬멧|안전모|안전벨트|벨트|장갑|마스크)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  // a word of its own: not the 안 of 동안 (during) or 안에 (inside)
  pre: ['(?<![\\p{L}\\p{N}])안(?=\\s)'],
  post: ['없어요', '없습니다', '없고', '없음', '없다', '않아요', '않습니다', '않고', '아니', '없어', '없는'],
  pseudo: [
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `${PROTECTIVE_GEAR}(?:을|를|도|은|는)? 안 (?:쓰|써|끼|껴|하|해|매|메|차|착용)\\S*`,
    `${PROTECTIVE_GEAR}(?:을|를|도|은|는)? (?:쓰지|끼지|하지|매지|차지|착용하지) 않\\S*`,
    '멈추지 않',
    '멈추질 않\\S*',
    '멈추지를 않\\S*',
    '낫지 않',
    '좋아지지 않',
    '듣지 않',
    '효과가 없',
    '수 없',
    '수가 없',
    '수도 없',
    '수조차 없',
    // a finding said with 없 (no pulse, no answer): not a negation of what came before
    '맥(?:박)?이 없',
    '대답이 없',
    '반응이 없',
    '의식이 없',
    '호흡이 없',
    '모르겠',
    '다른 (?:증상|문제|불편)\\S* (?:\\S+ )?없\\S*',
    '말을 (?:잘 )?(?:못|안) ?(?:해|하)',
  ],
  breakers: ['지만', '하지만', '그런데', ',', '，', '지금'],
  // 내렸: a fever that came down, not someone taken down ('목을 맨 걸 내렸는데')
  resolved: ['나았', '사라졌', '(?<=(?:열|열이|열은|열도|체온이) (?:\\S+ )?)내렸', '괜찮아졌'],
  hypothetical: ['걱정', '무서워'],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "가족력",
    "집안 ?내력",
    "(?:꿈에서|꿈속에서|꿈에|악몽에서|악몽속에서)",
    "(?:영화|드라마|소설|게임|영상|뉴스|만화|애니|다큐|유튜브)(?:에서|속에서)",
    "(?:만약|만일)(?:에)? ?(?:누가|누군가|다른 사람|사람이)(?=[^.!\\n]{0,60}(?:\\?|어떻게|뭘|무엇))",
    "(?:누군가|누가|사람이|다른 사람이)(?=[^.?!。]{0,40}(?:면|으면|경우|때) ?(?:어떻게|무엇을|뭘))",
    "(?:수업|강의|시험|과제|숙제|교육|응급처치 교육|응급처치 수업)(?:때문에|에서|용으로|을 위해|를 위해) ?(?:질문|물어|궁금)",
  ],
  otherAfter: [
    "(?:로|으로) (?:돌아가셨|돌아가시|사망|죽었|세상을 떠나)",
    "(?:돌아가셨|사망하셨)",
    "(?:가족력|집안 ?내력)",
    "(?:꿈을 꿨|꿈을 꾸|꿈이었|꿈꿨|꿈 꿨|악몽을|꿈에서)",
    "(?:영화|드라마|소설|게임|영상|뉴스|만화|다큐)(?:에서|속에서)",
    "(?:수업|강의|시험|과제|숙제|교육|응급처치 교육|응급처치 수업)(?:때문에|에서|용으로|을 위해|를 위해) ?(?:질문|물어|궁금)",
  ],
  otherEnd: [
    "갑자기",
    "다가",
    "지금",
    "근데",
    "하지만",
    "그런데",
    "그러나",
    "깼",
    "깨어",
    "일어나",
    "실제로",
    "진짜로",
    "저는",
    "제가",
    "나는",
    "내가",
    "도와",
    "오늘",
  ],
  answerers: [
    "(?:의사|선생님|간호사|조산사|병원|의원|전화|아무도|산부인과|소아과)(?:가|는|도|이|께서)?",
  ],
  preWindow: 6,
  postWindow: 5,
  postWindowLone: 14,
};

export const TEMPORAL = {
  remote: ['작년', '년 전', '어렸을 때', '어릴 때', '몇 년 전'],
  ongoing: ['어제부터', '아침부터', '아직', '다시', '재발', '오늘', '지금도'],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    '(?:작년|지난해|재작년|지난 ?달|지난 ?주|\\d+년|\\d+월|어렸을 ?때|어릴 ?때|어릴 ?적|어렸을 ?적|그때|그 때|후|이후|나서)(?:부터|로)',
    '이후로?',
    '(?:부터|후로) ?(?:계속|쭉)',
    '(?:지난|최근) ?(?:1|한|일) ?년(?:간| ?동안)?',
    '(?:1|한|일) ?년 ?째',
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    '지난달(?!부터)',
    '지난 달',
    '지난주(?!부터)',
    '지난 주',
    '(?:\\d+|몇|한|두|세) ?(?:주|달|개월) 전',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    '평소처럼',
    '늘',
    '항상',
    '매일 저녁',
    '저녁마다',
    '저녁이 되면',
    '몇 년째',
    '여전히',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    '더 심해',
    '심해졌',
    '악화',
    '갑자기',
    '오늘',
    '어제부터',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['평소', '보통은', '보통 때', '평상시', '원래는'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['는데', '지만', '그런데', '하지만', '오늘은', '지금은', '이번에'],
  settled: [
    '그 ?(?:후로|이후로?|뒤로|때부터) (?:계속 |쭉 |지금까지 )?(?:괜찮|멀쩡|건강|문제 ?없|아무 ?(?:문제|증상) ?없)',
'지금은 괜찮'],
};

export const WORRY_CUES = '(?:걱정|무서|응급|급해|도와|심해|악화)';

export const ADMIN_CUES = '(?:예약|등록|진료 시간|진단서|감사)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['맥박', '심박수', '심박'],
  pulseUnits: [],
  breathing: ['호흡수', '분당 호흡'],
  breathingUnits: [],
  breathsInAMinute: ['(?:1|일)분(?:에|당|동안) (\\d{1,2}) ?(?:번|회) (?:\\S+ )?(?:숨|호흡)', '(?:숨|호흡)[^\\d\\n.;!?]{0,15}?(?:1|일)분(?:에|당|동안) (\\d{1,2}) ?(?:번|회)'],
  saturation: ['산소포화도', '산소 포화도', '산소농도', '산소 농도', '산소 수치', '산소수치', '산소측정기', '산소'],
  degrees: ['도'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:기저귀|수유|분유|젖|모유)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:깨어 있|깨어있)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?:조산사|산부인과|예정일|태동|발로 차|배뭉침|배가 뭉|진통)';
