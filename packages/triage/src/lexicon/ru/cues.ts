// The Russian cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

const LATIN_WINDOW = 110;

export const NEGATION = {
  pre: ['не', 'нет', 'без', 'отрицает', 'ни', 'никак\\w*'],
  post: ['нет'],
  pseudo: [
    'не (?:могу|может|помога\\w*|помог\\w*|проход\\w*|знаю|знает|получается|уверен\\w*|чувствую)',
    '(?:других|иных|больше) (?:\\S+ )?(?:жалоб|симптомов|проблем) (?:\\S+ )?нет',
    'больше ничего нет',
    // "чуть не утонул" (nearly drowned): 'almost', not a negation
    '(?:чуть|едва|чуть было) не',
  ],
  breakers: ['но', 'однако', 'кроме', 'я', 'мои', 'моя', 'мое', 'сеичас', 'теперь', 'потому'],
  resolved: ['прошл\\w*', 'прошел', 'исчезл\\w*', 'исчез'],
  hypothetical: ['боюсь', 'беспокоюсь', 'на случаи'],
  preWindow: LATIN_WINDOW,
  postWindow: 20,
};

export const TEMPORAL = {
  remote: [
    'в прошлом году',
    '(?:\\d+|несколько|много|два|три|пару) (?:лет|года|год) назад',
    'год назад',
    'в детстве',
    'когда (?:я )?был\\w* (?:ребенком|ребёнком|маленьк\\w*|молод\\w*)',
  ],
  ongoing: [
    'со вчера',
    'с утра',
    'с вечера',
    'снова',
    'опять',
    'до сих пор',
    'все еще',
    'всё ещё',
    'вернул\\w*',
    'начал\\w*',
    'сегодня',
    'сейчас',
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    'на прошлой неделе',
    'в прошлом месяце',
    '(?:\\w+ )?(?:неделю|недели|недель|месяц|месяца|месяцев) назад',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    'как (?:обычно|всегда)',
    'всегда',
    'каждый вечер',
    'по вечерам',
    'каждую ночь',
    '(?:уже )?(?:много|несколько) лет',
    'годами',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    'хуже',
    'ухудш\\w*',
    'сильнее',
    'внезапно',
    'вдруг',
    'резко',
    'сегодня',
    'со вчерашнего',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['обычно', 'как правило', 'обыкновенно', 'как обычно'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['но', 'а', 'однако', 'сейчас', 'сегодня', 'теперь', 'в этот раз'],
  settled: ['сейчас (?:(?:все|всё|я) )?(?:хорошо|нормально|в порядке|здоров\\w*)'],
};

export const WORRY_CUES =
  '(?:боюсь|беспоко|страшно|срочно|экстренн|помогите|все хуже|всё хуже|очень плохо|ужасно)';

export const ADMIN_CUES = '(?:записат|запись|прикреп|часы работы|справк|больничн|счет|спасибо)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['пульс\\w*', 'чсс', 'сердцебиени\\w*'],
  pulseUnits: ['удар\\w*'],
  breathing: ['частота дыхани\\w*', 'чдд'],
  breathingUnits: ['вдох\\w*', 'дыхани\\w* в минуту'],
  breathsInAMinute: ['(?:дыш\\w*|дыхани\\w*)[^\\d\\n.;!?]{0,25}?(\\d{1,2}) (?:раз\\w* |вдох\\w* )?(?:в|за) минуту', '(\\d{1,2}) (?:раз\\w*|вдох\\w*) (?:в|за) минуту (?:\\w+ ){0,2}дыш'],
  saturation: ['сатурац\\w*', 'кислород\\w* в крови', 'пульсоксиметр\\w*', 'уровень кислорода'],
  degrees: ['градус\\w*'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:подгуз|памперс|бутыл|корм|груд|молок|смес)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:bodrstv|не спит)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?<![\\p{L}])(?:акушер|живот каменеет|пдр|дата родов|толка|пинает|шевел|схватк|гинеколог|женск\\p{L}* консультац)';
