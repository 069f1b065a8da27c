import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@asa/domain';
import { detectRedFlags } from '../src/index.ts';
import { detectRedFlagsAll } from '../src/engine/red-flags.ts';
import { parseText } from '../src/nlp/parser.ts';
import { normalize } from '../src/nlp/normalize.ts';
import { pregnancyWeeks } from '../src/nlp/quantities.ts';

/**
 * The red-flag floor reads every message in all 15 languages, so one language's terms must not
 * match the everyday words of another, and a language's own spellings (Traditional Chinese,
 * Japanese and Korean clause-final negation) must read as the lexicon's.
 */
const flags = (text: string) => detectRedFlags(text).map((f) => f.id);
const present = (text: string, lang: Parameters<typeof parseText>[1]) => [...parseText(text, lang).present];

describe('Icelandic four-letter stems take only Icelandic endings', () => {
  it.each([
    ["mal a la gorge, je vois des points blancs sur les amygdales", 'cyanosis'],
    ['encore une mycose, pertes blanches comme du fromage blanc', 'cyanosis'],
    ['las cacas son muy claritas casi blancas', 'cyanosis'],
    ['una bola roja, muy dolorosa, blandita en medio', 'cyanosis'],
    ['wife says i snore like a train and sometimes stop breathing then gasp and snort', 'suicide_plan'],
    ['il respire mal et ça fait des bulles quand il respire', 'confusion'],
    ['my son is being bullied at school and he is upset', 'confusion'],
    ['the baby is wrapped in a blanket and feeding well', 'cyanosis'],
  ])('%s: not %s', (text, id) => {
    expect(flags(text)).not.toContain(id);
  });

  it.each([
    ['barnið blánar í framan', 'cyanosis'],
    ['hann blánaði í framan', 'cyanosis'],
    ['pabbi bullar og veit ekki hvar hann er', 'confusion'],
    ['fingurinn fór af í sögunarvélinni', 'amputation'],
    ['hann er búinn að útbúa snöru', 'suicide_means'],
  ])('Icelandic still reads %s as %s', (text, id) => {
    expect(flags(text)).toContain(id);
  });
});

describe('Traditional Chinese is read with the Simplified lexicon', () => {
  it('folds Traditional characters one for one, so offsets are kept', () => {
    const t = '喉嚨痛兩天沒發燒';
    expect(normalize(t)).toBe('喉咙痛两天没发烧');
    expect(normalize(t)).toHaveLength(t.length);
  });

  it('reads a sore throat and its denied fever alike in both scripts', () => {
    for (const text of ['喉嚨痛兩天，有點乾乾的，沒發燒，吞東西OK', '喉咙痛两天，有点干干的，没发烧，吞东西OK']) {
      const p = present(text, 'zh');
      expect(p).toContain('sore_throat');
      expect(p).not.toContain('fever');
    }
  });

  it('leaves Japanese readings as they were', () => {
    expect(present('頭が痛い', 'ja')).toContain('headache');
    expect(present('胸が痛い', 'ja')).toContain('chest_pain');
    expect(present('熱がある', 'ja')).toContain('fever');
  });
});

describe('a clause-final negation in Japanese and Korean reaches the one finding before it', () => {
  it.each([
    ['ja', '口の端からたらーっと出てくる感じで、噴水みたいに勢いよくはないです', 'projectile_vomiting'],
    ['ko', '그냥 다 지쳤어요. 죽고 싶다거나 그런 생각은 없어요, 그건 확실해요', 'suicidal'],
  ] as const)('%s: %s does not read %s', (lang, text, id) => {
    expect(present(text, lang)).not.toContain(id);
  });

  it.each([
    ['ja', '噴水みたいに吐いた', 'projectile_vomiting'],
    ['ja', '頭痛がして吐き気はない', 'headache'],
    ['ko', '죽고 싶어요', 'suicidal'],
    ['ko', '두통이 있고 구토는 없어요', 'headache'],
  ] as const)('%s: %s still reads %s', (lang, text, id) => {
    expect(present(text, lang)).toContain(id);
  });
});

describe('words that are also everyday verbs', () => {
  it('"se puso", "push" and "eu pus" are not pus', () => {
    expect(present('el bebé se puso rojo de tanto llorar', 'es')).not.toContain('skin_infected');
    expect(present('I have to push to pee', 'en')).not.toContain('skin_infected');
    expect(present('le sale pus de la herida', 'es')).toContain('skin_infected');
    expect(present('pustules on his arm', 'en')).toContain('skin_infected');
  });

  it('a soft ("blandito") lump is not a floppy child; a child who has gone "blandito" is', () => {
    expect(present('una bola roja, muy dolorosa, blandita en medio', 'es')).not.toContain('floppy');
    expect(present('mi bebé está muy blandito y no come', 'es')).toContain('floppy');
  });
});

describe('taking one\'s medicine, or a meal, is not swallowing something harmful', () => {
  it.each([
    ['tr', 'akşam pilav yedi sonra karnı ağrıdı'],
    ['tr', 'ateşi için ilaç içti ama düşmedi'],
    ['ru', 'выпил таблетку от температуры, не помогает'],
  ] as const)('%s: %s', (lang, text) => {
    expect(present(text, lang)).not.toContain('swallowed_harmful');
  });

  it.each([
    ['tr', 'oğlum pil yuttu'],
    ['tr', 'çocuk ilaçları yuttu'],
    ['tr', 'bir kutu hap içti'],
    ['ru', 'ребенок проглотил таблетки бабушки'],
    ['ru', 'выпила 20 таблеток снотворного'],
  ] as const)('%s: %s is still an ingestion', (lang, text) => {
    expect(present(text, lang)).toContain('swallowed_harmful');
  });
});

describe('everyday ways of saying it, found reading development set H', () => {
  it('a pregnancy said once, and the baby "he" / "il" / "er" in the next sentence', () => {
    for (const text of [
      'jsuis enceinte.\nil bouge beaucoup moins depuis hier soir.',
      "I'm 34 weeks pregnant. He has moved much less since last night.",
      'Ich bin in der 33. Woche. Er bewegt sich seit gestern viel weniger.',
    ])
      expect(flags(text), text).toContain('reduced_fetal_movements');
    expect(flags('je bouge moins depuis des semaines, j’ai mal au dos')).not.toContain('reduced_fetal_movements');
  });

  it('weeks of pregnancy as French and Spanish maternity notes write them ("34 SA", "30 SDG")', () => {
    expect(pregnancyWeeks({ gestationWeeks: undefined, text: normalize('enceinte de 34 SA, premier bébé') })).toBe(34);
    expect(pregnancyWeeks({ gestationWeeks: undefined, text: normalize('embarazada de 30 SDG') })).toBe(30);
  });

  it('bleeding after giving birth with dizziness, the site unsaid, is a postpartum haemorrhage; a cut finger is not', () => {
    expect(flags("la semaine dernière j'ai accouché, je saigne beaucoup et j'ai la tête qui tourne")).toContain(
      'postpartum_bleeding_faint',
    );
    expect(
      flags('gave birth 2 weeks ago, cut my finger and it is bleeding, I feel a bit dizzy from the heat'),
    ).not.toContain('postpartum_bleeding_faint');
  });

  it('"X beit mig" is a bite in Icelandic; "une forme de Z" a deformed limb in French; Arabizi pain in "her belly"', () => {
    expect(present('hundurinn hjá bróður mínum, stór labrador, beit mig í höndina í gær', 'is')).toContain('animal_bite');
    expect(present('tombée du trampoline, le poignet fait une forme de Z', 'fr')).toContain('limb_angulated');
    expect(present('bente 19 sana, 3andaha waga3 gamed awy taht ymeen fi batnaha', 'ar')).toContain('abdominal_pain');
  });
});

describe('small words that are more than one word', () => {
  it('Italian "ne" is a negation only as "né … né …", not the partitive of "ne mancano tre"', () => {
    expect(present('il bimbo di 2 anni, ne mancano 3 o 4 pastiglie della nonna', 'it')).toContain(
      'possible_ingestion_child',
    );
    expect(present('ne ho prese due di tachipirina e ho ancora febbre', 'it')).toContain('fever');
    const nor = present('né febbre né tosse, solo mal di gola', 'it');
    expect(nor).not.toContain('fever');
    expect(nor).toContain('sore_throat');
  });

  it('"blister" is also the pill pack of Italian, Spanish and French; "4 yr old" is a child', () => {
    expect(present('ha preso il blister di amlodipina della nonna', 'it')).not.toContain('vesicles');
    expect(present('blisters on her hands after raking leaves', 'en')).toContain('vesicles');
    expect(present('my 4 yr old might have swallowed a battery', 'en')).toContain('child');
    expect(present('my 4-year-old has a cold', 'en')).toContain('child');
  });
});

describe('jaundice in every language (NICE CKS: new jaundice, same day; NICE CG98 in a newborn)', () => {
  it.each([
    ['es', 'mi bebé de 4 días está amarillito y el blanco de los ojos se ve amarillo'],
    ['fr', 'mon bébé est tout jaune depuis hier'],
    ['de', 'unser Baby hat Gelbsucht, die Haut ist ganz gelb'],
    ['it', 'il neonato è giallo da due giorni'],
    ['pt', 'o bebê está amarelinho, os olhos estão amarelos'],
    ['ru', 'у новорожденного желтуха, кожа желтая'],
    ['tr', 'bebeğimin cildi sarardı, sarılık mı'],
    ['ar', 'ابني عيونه صفر وعنده يرقان'],
    ['hi', 'meri aankhen peeli ho gayi hain, peshab gehra hai'],
    ['zh', '宝宝皮肤发黄，眼白也黄了'],
    ['ja', '赤ちゃんの肌が黄色い'],
    ['ko', '아기 피부가 노랗게 됐어요'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(present(text, lang)).toContain('jaundice');
  });

  it.each([
    ['es', 'la caca es amarillenta y hace pipí bien'],
    ['fr', 'la morve est jaune depuis trois jours'],
    ['it', 'il muco è giallo e ho il raffreddore'],
  ] as const)('[%s] %s is not jaundice', (lang, text) => {
    expect(present(text, lang)).not.toContain('jaundice');
  });
});

describe("another language's cue word inside a finding is not its negation", () => {
  it('Portuguese "não tem dor no peito" stays denied in a text that also reads as English ("no")', () => {
    const f = parseText(
      'falta de ar a andar. a respiração em repouso está normal. não tem dor no peito',
      'pt',
    );
    expect(f.languages).toContain('en');
    expect([...f.present]).not.toContain('chest_pain');
    expect([...f.negated]).toContain('chest_pain');
  });

  it.each([
    ['pt', 'tenho dor no peito'],
    ['es', 'me pica y tengo dolor en la piel'],
    ['fr', "douleur thoracique qui s'aggrave maintenant"],
  ] as const)('[%s] %s is not a pain in a limb ("pé", "pie", "main" are whole words)', (lang, text) => {
    expect(present(text, lang)).not.toContain('limb_pain');
  });

  it.each([
    ['pt', 'dor no pé direito desde ontem'],
    ['es', 'dolor en los pies al caminar'],
    ['fr', 'douleur aux mains le matin'],
  ] as const)('[%s] %s is still a pain in a limb', (lang, text) => {
    expect(present(text, lang)).toContain('limb_pain');
  });
});

describe('a doctor or a telephone that does not answer is not an unresponsive patient', () => {
  it.each([
    ['it', "la guardia medica non risponde da un'ora"],
    ['it', 'il pediatra non risponde al telefono'],
    ['fr', 'le médecin ne répond pas depuis ce matin'],
    ['es', 'el pediatra no responde y estoy preocupada'],
    ['pt', 'o médico não responde às mensagens'],
    ['ru', 'врач не отвечает на звонки'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(present(text, lang)).not.toContain('unconscious');
  });

  it.each([
    ['it', 'mio padre non risponde quando lo chiamo'],
    ['fr', 'mon fils ne répond plus'],
    ['es', 'mi abuela no responde'],
    ['pt', 'ela não responde'],
    ['ru', 'папа не отвечает, лежит на полу'],
  ] as const)('[%s] %s is still unresponsive', (lang, text) => {
    expect(present(text, lang)).toContain('unconscious');
  });
});

describe("a short term is not the start of a longer everyday word (an audit of the training corpus's prefix matches)", () => {
  it.each([
    ['ru', 'потом стало хуже, потому что не спал', 'sweating'],
    ['ru', 'у малыша ножки холодные', 'harm_others'],
    ['ar', 'رحت المستشفى امس مع ابني', 'complaint_unspecified'],
    ['pl', 'skóra jest różowa, rozmawia normalnie', 'skin_red_hot'],
    ['pl', 'boli w klatce w spoczynku', 'sweating'],
    ['pl', 'ma zimne nóżki', 'harm_others'],
    ['it', 'ha una ferita aperta sul braccio', 'sting_bite'],
    ['it', "il farmaco e nell'armadietto", 'harm_others'],
    ['is', 'móðir mín er 80 ára og með hita', 'dyspnoea'],
    ['is', 'var í sundlauginni í gær', 'dizziness'],
    ['pt', 'ele bebe bastante água e está bebendo bem', 'infant'],
  ] as const)('[%s] %s: not %s', (lang, text, concept) => {
    expect(present(text, lang)).not.toContain(concept);
  });

  it.each([
    ['ru', 'весь в холодном поту', 'sweating'],
    ['ru', 'покрылся липким потом', 'sweating'],
    ['ar', 'عندي ألم في ظهري', 'complaint_unspecified'],
    ['pl', 'lekarz mówi że to róża na nodze', 'skin_red_hot'],
    ['pl', 'jest cały spocony', 'sweating'],
    ['it', "mi ha punto un'ape sul braccio", 'sting_bite'],
    ['is', 'ég er svo móður þegar ég geng upp stigann', 'dyspnoea'],
    ['is', 'hún er móð', 'dyspnoea'],
    ['pt', 'o meu bebê de 2 meses tem febre', 'infant'],
    ['pt', 'bebê com febre alta', 'infant'],
  ] as const)('[%s] %s: still %s', (lang, text, concept) => {
    expect(present(text, lang)).toContain(concept);
  });
});

describe("the red-flag floor does not raise a message on another language's word (an audit of the training corpus's non-emergencies)", () => {
  it.each([
    ['大脚趾关节突然红肿热痛，昨晚吃了海鲜喝了啤酒，以前也有过一次', 'septic_joint_fever'],
    ['国庆开了八个小时车，今天腰背脖子都僵硬，泡了热水澡就好多了', 'meningitis'],
    ['这两年下巴长了好多痘，嘴唇上面的汗毛也变粗了', 'atypical_acs'],
    ['Bolesne pęcherzyki w uchu i od rana słabnie mi ta strona twarzy', 'overdose'],
    ['shrebt 2 red bull bel imti7anat w 2albe 3am yedrob asra3', 'confusion'],
    ['crampes dans les mollets la nuit, enceinte de 6 mois, ça passe en étirant', 'pregnancy_emergency'],
    ['Sono incinta di 7 settimane, ho un po di nausea e crampi leggeri ma nessuna perdita di sangue', 'pregnancy_emergency'],
    ['tosse abbaiante nel bimbo di 2 anni da stanotte, stridore solo quando piange', 'anaphylaxis'],
    ['Mein Sohn hat sich heimlich ein Tattoo stechen lassen, jetzt ist es gerötet', 'choking'],
    ['tatilde havuzdan sonra oğlumun kulağı ağrıdı, oradan döndük, ateşi 38,3', 'confusion'],
    ['Kızım 6 yaşında, kulağından sarı akıntı geliyor, ateşi 38, iltihap var', 'infected_wound_systemic'],
    ['beta 5 saal ka hai, kal se bukhar hai aur thoda confused lag raha hai neend mein', 'hypothermia'],
    ['Córka dostała piłką w oko, nie widzi podwójnie ani nie ma bólu głowy', 'posterior_stroke'],
    ['Hace cuatro meses me hice un esguince, me tuerzo el tobillo a menudo', 'suicide_risk'],
  ])('%s: not %s', (text, id) => {
    expect(flags(text)).not.toContain(id);
  });

  it.each([
    ['胸が痛くて冷や汗が出ています', 'cardiac_chest_pain'],
    ['胸口剧痛，出冷汗，喘不上气', 'cardiac_chest_pain'],
    ["i OD'd on my pills an hour ago", 'overdose'],
    ["he's choking on a grape, I did the heimlich and it's still stuck", 'choking'],
  ])('%s: still %s', (text, id) => {
    expect(flags(text)).toContain(id);
  });
});

describe('Korean 칼 (knife) is not the start of 칼륨 (potassium) or 칼로리 (calories)', () => {
  it.each(['칼륨 수치가 높대요', '칼로리를 줄이고 있어요'])('%s: not harm_others', (text) => {
    expect(present(text, 'ko')).not.toContain('harm_others');
  });
  it('칼로 가족을 해치고 싶다는 생각이 들어요: harm_others', () => {
    expect(present('칼로 가족을 해치고 싶다는 생각이 들어요', 'ko')).toContain('harm_others');
  });
});

describe("another language's short stems end a word", () => {
  const floor = (text: string, lang: Parameters<typeof parseText>[1]) =>
    detectRedFlagsAll(text, LANGUAGES, lang).map((f) => f.id);

  it.each([
    ['it', 'Ho la diarrea da stamattina, forse i frutti di mare di ieri. Bevo tanto, faccio pipì normalmente.'],
    ['en', 'she got stung by a wasp this morning, I will phone the surgery tomorrow for advice'],
    ['pt', 'a minha tia vem cá amanhã e tenho dores de barriga leves'],
  ] as const)('%s: %s — no red flag through another language', (lang, text) => {
    expect(floor(text, lang)).toEqual([]);
  });

  it.each([
    ['is', 'ég fékk geitungastungu og það surgar í brjóstinu', 'anaphylaxis_breathing'],
    ['en', 'bee sting 10 min ago and now his chest is surgandi, he is wheezing', 'anaphylaxis_breathing'],
    ['pl', 'wzięła 20 tabletek, zatrucie, vomiting od godziny', 'overdose_deliberate_or_unwell'],
    ['tr', 'göğsümde brustschmerzen var, çok terledim, soğuk soğuk', 'cardiac_chest_pain'],
    ['de', 'ich habe gerade eine TIA, der Arm ist noch schwach', 'stroke'],
  ] as const)('%s: %s — still %s', (lang, text, id) => {
    expect(floor(text, lang)).toContain(id);
  });
});
