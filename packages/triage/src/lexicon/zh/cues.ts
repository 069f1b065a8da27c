// The Chinese cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:护目镜|防护眼镜|眼镜|面罩|头盔|安全帽|安全带|手套|口罩)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  pre: ['没有', '没', '无', '不', '未', '否认', '并非'],
  post: [],
  pseudo: [
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `(?:没有|没|未|不)(?:戴|系|穿|带|用)(?:上|着)?${PROTECTIVE_GEAR}`,
    '不能',
    '不了',
    '不停',
    '不舒服',
    '不好',
    '不清',
    '不动',
    '不起',
    '不到',
    '不住',
    '不出',
    '不过',
    '不见',
    '不止',
    '不退',
    '没用',
    '没效',
    // an A-not-A question ("会不会是中风？" would it be a stroke?) asks, it does not deny
    '会不会',
    '是不是',
    '有没有',
    '能不能',
    '要不要',
    '算不算',
    '不(?:会|太会|怎么)?(?:说话|讲话|表达)',
  ],
  breakers: ['但', '但是', '可是', '不过', '，', ',', '现在', '而且'],
  // V+好了 after a verb of preparing is 'done, ready' (准备好了, 写好了, 买好了), not 'got better'; after
  // 平时 / 通常 it tells how an episode usually ends ('平时两分钟就好了'), not that this one has
  resolved: ['退了', '(?<![买買写寫备備弄做排想办辦拾找挑订訂存攒攢选選])(?<!(?:平时|平時|平常|通常|一般|每次)\\S{0,8})好了', '消失', '没了'],
  hypothetical: ['担心', '害怕', '会不会', '是不是'],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "死于",
    "病逝于",
    "(?:因|因为)(?=[^。，！？,!?]{1,12}(?:去世|过世|病逝|离世|逝世))",
    "家族(?:史|里|中|遗传|病史|里面)",
    "(?:梦见|梦到|做梦|(?<!睡)梦里|(?<!睡)梦中|噩梦里|噩梦中|恶梦里|做了个梦|做了一个梦)",
    "(?:电影|电视剧|小说|书|游戏|视频|新闻|动画片|动画|纪录片|抖音|短视频)(?:里|中|上|里面)",
    "看(?:了)?(?:一部|一个|个|一段|一条|部|段|条)?(?:电影|电视剧|视频|新闻|纪录片|短视频)(?:里|中|上|说|讲|里面)",
    "(?:如果|要是|假如|假设|万一)(?:有人|别人|某人|一个人|身边的人|旁边的人)(?=[^。！!\\n]{0,60}(?:\\?|怎么|如何|该))",
    "(?:怎么|如何|怎样)(?:判断|知道|识别|看出|帮助|急救|处理)(?:一个人|别人|有人|某人)",
    "(?:急救课|急救培训|急救课程|考试|作业|课程|培训|论文)(?:上|里)?(?:的)?(?:问题|题目|问的|要问)",
  ],
  otherAfter: [
    "(?:去世|过世|病逝|离世|逝世|死的|死掉|病故)",
    "家族史",
    "(?:的梦|的噩梦|(?<!睡)梦里|(?<!睡)梦中)",
    "(?:电影|电视剧|小说|新闻|视频|游戏|纪录片|动画)(?:里|中|上|里面)",
    "(?:急救课|急救培训|急救课程|考试|作业|课程|培训|论文)(?:上|里)?(?:的)?(?:问题|题目|问的|要问)",
  ],
  otherEnd: [
    "突然",
    "的时候",
    "醒来",
    "醒了",
    "醒过来",
    "现在",
    "但是",
    "可是",
    "不过",
    "今天",
    "真的",
    "实际上",
    "其实",
    "救命",
    "帮帮",
    "我现在",
    "我也",
  ],
  answerers: [
    "(?:医生|大夫|护士|助产士|医院|诊所|门诊|电话|号码|客服|没人|没有人|120|家庭医生)",
  ],
  preWindow: 6,
  postWindow: 0,
};

export const TEMPORAL = {
  remote: ['去年', '年前', '小时候', '多年前', '曾经'],
  ongoing: ['从昨天', '昨天开始', '今天开始', '还在', '还是', '又开始', '复发', '今天', '现在'],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    '自从',
    '从[^，,。.!?！？；;]{0,8}?(?:后|以后|之后|开始|起|以来)',
    '(?:从|自)(?:去年|前年|上个?月|上周|上星期|小)',
    '(?:去年|前年|上个?月|上周|上星期)(?:开始|以来|起|到现在|至今)',
    '以来',
    '至今',
    '(?:一直)?到现在',
    '(?:过去|最近|近)(?:的)?(?:一|1|两|2|几)年',
    '(?:一|1|两|几|多)年(?:来|以来)',
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    '(?<![从自])上个月(?!开始|以来|起)',
    '(?<![从自])上周(?!开始|以来|起)',
    '上星期',
    '上礼拜',
    '(?:几|一|两|三|四|\\d+)(?:个)?(?:星期|周|礼拜|月)前',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    '和平时一样',
    '跟平时一样',
    '跟以前一样',
    '一直',
    '每天晚上',
    '每到晚上',
    '一到晚上',
    '傍晚',
    '好几年',
    '老样子',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    '更',
    '加重',
    '突然',
    '今天',
    '从昨天',
    '新',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['平时', '平常', '通常', '往常', '平日', '一般来说', '一般情况下'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['但', '可是', '不过', '现在', '今天', '这次'],
  settled: [
    '(?:从那以后|从那之后|从那时起|之后|以后)(?:就)?(?:一直)?(?:都)?(?:很)?(?:好了|没事|正常|没有再|没再|没有问题|没问题)',
'现在(?:已经|都|全)?(?:好了|没事|正常|好多了|好)', '现在(?:已经|都)?(?:恢复|康复)'],
};

export const WORRY_CUES = '(?:担心|害怕|紧急|救命|越来越|很严重|非常严重|急)';

export const ADMIN_CUES = '(?:挂号|预约|登记|营业时间|证明|发票|谢谢)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['心率', '脉搏', '心跳'],
  pulseUnits: [],
  breathing: ['呼吸频率', '呼吸頻率', '每分钟呼吸', '每分鐘呼吸'],
  breathingUnits: [],
  breathsInAMinute: ['呼吸[^\\d\\n.;!?。]{0,12}?(?:一|1|每)分(?:钟|鐘)(?:呼吸)?(\\d{1,2}) ?(?:次|下)', '(?:一|1|每)分(?:钟|鐘)(?:呼吸)?(\\d{1,2}) ?(?:次|下)[^\\d\\n.;!?。]{0,4}?呼吸', '呼吸[^\\d\\n.;!?。]{0,12}?(\\d{1,2}) ?(?:次|下)(?:每|一|/)分'],
  saturation: ['血氧', '血氧饱和度', '血氧飽和度', '氧饱和度', '氧飽和度', '血氧仪', '血氧儀', '氧气', '血氧值', '氧含量'],
  degrees: ['度'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:尿布|尿不湿|尿片|奶|喂)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:醒着|清醒时)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?:助产士|产科|预产期|胎动|踢我|踢肚子|宫缩|产检|肚子发紧)';
