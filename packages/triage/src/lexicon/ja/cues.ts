// The Japanese cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:保護メガネ|保護めがね|ゴーグル|メガネ|めがね|眼鏡|ヘルメット|シートベルト|手袋|マスク)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  pre: [],
  // the written negative -ず ("吐いたりもせず", "熱も出ず", "意識を失っておらず"): only its forms after
  // する, 出る and the -ておらず progressive, the bare ず being part of too many words (まず, ずっと, 必ず)
  post: ['ない', 'なし', 'ありません', 'ません', '無い', 'なかった', 'ない。', 'はなく', 'もなく', 'せず', 'ておらず', 'でおらず', '(?:出|で)ず'],
  pseudo: [
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `${PROTECTIVE_GEAR}(?:を|は|も)?(?:して|かけて|つけて|着けて|付けて|着用して|締めて|しめて|被って|かぶって)(?:い)?(?:ない|なかった|ません|ませんでした)`,
    `${PROTECTIVE_GEAR}(?:なし|無し)`,
    // not breathing, not responding said with -ず: findings, not denials
    '(?:息|いき|呼吸|反応|返事|返答)(?:を|も)?(?:せず|しておらず)',
    '止まりません',
    '治りません',
    '良くなりません',
    '効きません',
    '止まらない',
    '治らない',
    '良くならない',
    'よくならない',
    '効かない',
    '下がらない',
    '眠れない',
    '食べられない',
    'できない',
    'できません',
    'わからない',
    '分からない',
    '動かせない',
    '話せない',
    '見えない',
    '飲み込めない',
    '立てない',
    '歩けない',
    // not moving is a finding of its own, not a denial of what came before
    '動かない',
    'うごかない',
    '動きません',
    'うごきません',
    // "might", and "no other symptoms": not a denial of what was said before
    'かもしれません',
    'かもしれない',
    '(?:他|ほか)(?:に|の)?(?:症状|こと)(?:は|も)?(?:ない|ありません|なし)',
    '(?:話せ|しゃべれ|喋れ)(?:ない|ません)',
    '話さ(?:ない|ません)',
    '(?:横に|よこに)(?:なれ|なられ)(?:ない|ません|へん|ひん)',
    '(?:止まら|とまら)(?:ない|ん|へん|ひん|ねえ)',
    '(?:止まり|とまり)ません',
    '(?:飲ま|のま|飲め|のめ)(?:ない|ません|へん|ひん)',
    '(?:ろれつ|呂律)(?:が)?\\s*(?:回って|まわって)(?:い|おり)?(?:ない|ません)',
  ],
  breakers: ['が、', 'けど', 'しかし', '、', '，', ','],
  resolved: ['治った', '下がった', '消えた', 'おさまった', '治まった'],
  hypothetical: ['心配', 'かもしれない'],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "家族歴",
    "家系に",
    "家族(?:の中に|にも)",
    "(?:夢|悪夢)(?:の中)?(?:で|では)",
    "(?:映画|ドラマ|アニメ|漫画|マンガ|小説|ゲーム|動画|ニュース|テレビ|番組|ドキュメンタリー)(?:の中)?(?:で|では)",
    "(?:もし|もしも|万が一)[^。？！?!]{0,4}(?:誰か|人|他人|知らない人)(?=[^。！!\\n]{0,60}(?:\\?|どう|何を))",
    "(?:誰か|人|他人)が(?=[^。？！?!]{0,40}(?:場合|とき|時|たら)(?:は|には)?、?(?:どうすれば|どうしたら|どう対処|どうする|どう見分け))",
    "(?:講習|救命講習|授業|試験|テスト|宿題|課題|レポート|研修)(?:の|で|のため|のために)(?:質問|聞き|知りたい)",
  ],
  otherAfter: [
    "(?:で|により|が原因で)(?:亡くな|他界|死ん|死去|急死|永眠)",
    "(?:の)?家系",
    "(?:夢|悪夢)(?:を見|をみ|だった|でした|を)",
    "(?:映画|ドラマ|アニメ|小説|ゲーム|動画|ニュース|番組)(?:を見|を観|で見|で観|を読|で読|の中で|で)",
    "(?:講習|救命講習|授業|試験|テスト|宿題|課題|レポート|研修)(?:の|で|のため|のために)(?:質問|聞き|知りたい)",
  ],
  otherEnd: [
    "急に",
    "突然",
    "ていたら",
    "てたら",
    "今",
    "でも",
    "しかし",
    "けど",
    "目が覚め",
    "起きたら",
    "起きると",
    "実際",
    "本当に",
    "私",
    "助けて",
    "現在",
  ],
  answerers: [
    "(?:医者|先生|医師|助産師|助産師さん|看護師|病院|クリニック|電話|誰も|産院)(?:さん)?(?:が|は|も)?",
  ],
  preWindow: 0,
  postWindow: 4,
  postWindowLone: 14,
};

export const TEMPORAL = {
  remote: ['一昨年', '昨年', '去年', '年前', '子供の頃', '子どもの頃', '幼い頃', '数年前'],
  ongoing: ['昨日から', '今朝から', 'まだ', 'また', '再発', '今日', '今も', '現在も'],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    '(?:去年|昨年|一昨年|先月|先週|\\d+年|\\d+月|春|夏|秋|冬|頃|ころ)から',
    '(?:以来|以降)',
    '(?:手術|事故|出産|怪我|けが|ケガ|転倒|入院|退院)(?:を受け|に遭っ|し|の後|後)?(?:て)?から',
    '(?:飲み|使い|し|やり)始めてから',
    '(?:産ん|生ん|転ん)でから',
    '(?:この|ここ)(?:一|1|１|数|2|２|3|３)年(?:間|ほど|くらい|ぐらい)?',
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    '先月(?!から|以来)',
    '先週(?!から|以来)',
    '(?:数|一|二|三|\\d+)(?:週間|か月|ヶ月|カ月)前',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    'いつも',
    'いつものように',
    '毎晩',
    '毎日夕方',
    '夕方になると',
    '何年も',
    '相変わらず',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    '悪化',
    'ひどくなっ',
    '急に',
    '突然',
    '今日',
    '昨日から',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['いつもは', '普段', 'ふだん', '普通は', '通常は', '平常時'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['のに', 'けど', 'けれど', 'でも', '今日は', '今は', '今回'],
  settled: [
    'それ(?:から|以来|以降)(?:は)?(?:ずっと)?(?:大丈夫|元気|問題な|何もな|治)',
'今は(?:大丈夫|元気|治)'],
};

export const WORRY_CUES = '(?:心配|怖い|緊急|助けて|悪化|ひどい|ひどく)';

export const ADMIN_CUES = '(?:予約|登録|診療時間|診断書|ありがとう)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['脈拍', '心拍数', '心拍'],
  pulseUnits: [],
  breathing: ['呼吸数', '呼吸回数'],
  breathingUnits: [],
  breathsInAMinute: ['(?:呼吸|息)[^\\d\\n.;!?。]{0,12}?(?:1|一)分間?に(\\d{1,2}) ?回', '(?:1|一)分間?に(\\d{1,2}) ?回[^\\d\\n.;!?。]{0,6}?(?:呼吸|息)'],
  saturation: ['酸素飽和度', '血中酸素', 'サチュレーション', 'サチュ', 'パルスオキシメーター', 'パルスオキシメータ', '酸素濃度', '酸素'],
  degrees: ['度'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:おむつ|オムツ|授乳|ミルク|母乳|哺乳)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:起きている時|起きてる時)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?:助産師|産科|予定日|胎動|蹴る|蹴って|お腹の張り|妊婦健診)';
