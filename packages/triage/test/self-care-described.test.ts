import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';
import { parseText } from '../src/nlp/parser.ts';

/**
 * Common self-limiting conditions told as a description, not by name (issue 13): the person says
 * what they see and feel ("a small white sore inside my cheek", "itchy peeling skin between my
 * toes", "woke up with a stiff neck"), often with the reassuring facts a pharmacist asks for. Each
 * description is read as its condition and reaches self-care (5) through the engine and the red-flag
 * floor (statistical net off) in at least ten languages, and stays above self-care when a red flag or
 * a worrying feature of that complaint is stated beside it.
 */
type Row = readonly [Language, string];
const reading = (lang: Language, text: string) => assessWithoutNet(text, lang);

const POSITIVES: Record<string, { icd10: string; rows: Row[] }> = {
  'mouth ulcer: a small white or yellow painful spot inside the cheek, lip or on the tongue (NICE CKS aphthous ulcer: self-care)':
    {
      icd10: 'K12.0',
      rows: [
        ['en', 'I have a small white painful spot inside my cheek, it hurts when I eat'],
        ['en', 'sore yellow spot on my tongue for 3 days, no fever'],
        ['is', 'lítill hvítur sár blettur innan á kinninni, sárt að borða'],
        ['pl', 'mam małą białą bolesną plamkę na wewnętrznej stronie policzka'],
        ['pl', 'bolesna ranka w buzi na jezyku od 3 dni'],
        ['es', 'tengo una llaguita blanca dentro del labio que me duele al comer'],
        ['es', 'me salio una herida blanca en la lengua, duele mucho al comer'],
        ['fr', "j'ai un petit bouton blanc douloureux à l'intérieur de la joue"],
        ['fr', 'petite plaie blanche dans la bouche sur la langue, ca fait mal quand je mange'],
        ['de', 'kleine weiße schmerzhafte Stelle innen an der Wange'],
        ['de', 'wunde Stelle im Mund an der Zunge, tut beim Essen weh'],
        ['it', 'ho una piccola macchia bianca dolorosa dentro la guancia'],
        ['pt', 'tenho uma feridinha branca dentro da boca na lingua que doi'],
        ['ru', 'маленькая белая болячка на внутренней стороне щеки, больно есть'],
        ['tr', 'yanağımın içinde küçük beyaz ağrılı bir yara var'],
        ['zh', '嘴里面脸颊内侧有个白色的小点很疼'],
        ['ja', '口の中にほっぺたの内側に白いできものができて痛い'],
        ['ko', '입안 볼 안쪽에 하얀 게 생겨서 아파요'],
        ['ar', 'عندي حبة بيضاء صغيرة داخل الفم على اللسان تؤلمني'],
        ['hi', 'muh ke andar gaal mein chhota safed dana hai dard karta hai'],
        ['hi', 'मुंह के अंदर छोटा सफेद छाला है, खाते समय दर्द होता है'],
        [
          'en',
          "hi, quick question. for the last few days I've had this little yellowish sore on the inside of my lip, hurts when I eat crisps or anything salty, no fever, eating and drinking fine, otherwise well",
        ],
        [
          'es',
          'hola, me ha salido una llaguita blanca en la lengua hace 3 dias, me duele al comer, no tengo fiebre',
        ],
      ],
    },
  "athlete's foot: itchy, peeling, white or cracked skin between the toes (NICE CKS fungal skin infection - foot: pharmacy)":
    {
      icd10: 'B35.3',
      rows: [
        ['en', 'itchy peeling skin between my toes, white and cracked'],
        ['is', 'kláði og húðin flagnar á milli tánna'],
        ['pl', 'swędzi mnie i łuszczy się skóra między palcami stóp'],
        ['es', 'me pica y se pela la piel entre los dedos de los pies'],
        ['fr', 'ça me gratte et la peau pèle entre les orteils'],
        ['de', 'juckende schuppige Haut zwischen den Zehen, weiß und rissig'],
        ['it', 'prurito e pelle che si squama tra le dita dei piedi'],
        ['pt', 'coceira e pele descascando entre os dedos do pé'],
        ['ru', 'зуд и шелушится кожа между пальцами ног'],
        ['tr', 'ayak parmaklarımın arası kaşınıyor ve soyuluyor'],
        ['zh', '脚趾缝很痒，脱皮，发白裂开'],
        ['ja', '足の指の間がかゆくて皮がむける'],
        ['ko', '발가락 사이가 가렵고 껍질이 벗겨져요'],
        ['ar', 'حكة وتقشر الجلد بين أصابع القدم'],
        ['hi', 'pair ki ungliyon ke beech khujli aur chamdi utar rahi hai'],
        ['en', 'skin between my toes is all white and soggy and peeling, really itchy after the gym showers'],
        ['de', 'zwischen den zehen juckt es und die haut ist weiss und rissig'],
      ],
    },
  'threadworms: an itchy bottom at night, tiny white worms in the poo (NICE CKS threadworm: pharmacy treatment)':
    {
      icd10: 'B80',
      rows: [
        ['en', 'my son has an itchy bottom at night and I saw tiny white threads in his poo'],
        ['is', 'sonur minn klæjar í rassinum á nóttunni og ég sá litla hvíta orma í kúknum'],
        ['pl', 'syn drapie się w pupę w nocy, widziałam małe białe robaczki w kupie'],
        ['es', 'a mi hija le pica el culito por la noche y vi gusanitos blancos en la caca'],
        ['fr', "mon fils se gratte les fesses la nuit, j'ai vu des petits vers blancs dans ses selles"],
        ['de', 'mein Kind hat nachts Juckreiz am Po, kleine weiße Würmer im Stuhl'],
        ['it', 'mio figlio ha prurito al sederino di notte, ho visto dei vermetti bianchi nella cacca'],
        ['pt', 'meu filho coça o bumbum a noite e vi bichinhos brancos no coco'],
        ['ru', 'у ребенка ночью чешется попа, видела маленьких белых червячков в кале'],
        ['tr', 'oğlumun geceleri poposu kaşınıyor, kakasında küçük beyaz kurtlar gördüm'],
        ['zh', '孩子晚上屁股痒，大便里看到白色的小虫子'],
        ['ja', '子供が夜おしりをかゆがる、うんちに白い小さい虫がいた'],
        ['ko', '아이가 밤에 엉덩이가 가렵다고 하고 변에 하얀 작은 벌레가 보여요'],
        ['ar', 'ابني يحك مؤخرته في الليل وشفت ديدان بيضاء صغيرة في البراز'],
        ['hi', 'bacche ko raat ko potty ki jagah khujli hoti hai, potty mein chhote safed keede dikhe'],
        [
          'en',
          'my 6 year old keeps scratching his bottom at night and I saw tiny white worms in his poo, he is otherwise fine, eating well, no tummy pain',
        ],
      ],
    },
  'sunburn: red, hot, sore skin after a day in the sun (NHS sunburn: self-care)': {
    icd10: 'L55.0',
    rows: [
      ['en', 'my skin is red hot and sore after a day at the beach, no blisters, no fever'],
      ['is', 'húðin er rauð og heit og aum eftir daginn í sólinni'],
      ['pl', 'skóra czerwona, gorąca i boli po całym dniu na słońcu, bez pęcherzy'],
      ['es', 'tengo la piel roja y caliente, me duele despues de estar todo el dia al sol'],
      ['fr', 'ma peau est rouge et chaude, ça brûle après une journée au soleil, pas de cloques'],
      ['de', 'Haut ist rot und heiß und tut weh nach einem Tag in der Sonne'],
      ['it', 'pelle rossa e calda che brucia dopo una giornata al sole'],
      ['pt', 'pele vermelha e quente ardendo depois de um dia no sol na praia'],
      ['ru', 'кожа красная горячая и болит после дня на солнце'],
      ['tr', 'bütün gün güneşte kaldım, cildim kıpkırmızı sıcak ve acıyor'],
      ['zh', '在海边晒了一天，皮肤发红发烫很疼'],
      ['ja', '一日中日に当たって肌が赤くてヒリヒリする'],
      ['ko', '하루종일 햇볕에 있었더니 피부가 빨갛고 따가워요'],
      ['ar', 'بشرتي حمراء وساخنة وتؤلمني بعد يوم في الشمس'],
      ['hi', 'dhoop mein pura din rehne ke baad skin laal aur garam hai jalan ho rahi hai'],
      [
        'en',
        'we were at the beach all day yesterday and forgot the suncream, my shoulders are red and sore, no blisters, no fever, drinking plenty',
      ],
    ],
  },
  'conjunctivitis: red, sticky eyes in the morning, yellow goo, seeing normally (NICE CKS infective conjunctivitis)':
    {
      icd10: 'H10.9',
      rows: [
        ['en', "my son's eyes are red and sticky in the morning, yellow goo, he can see fine"],
        ['is', 'augun rauð og klístruð á morgnana, gulur gröftur, sér vel'],
        ['pl', 'oczy czerwone i sklejone rano, żółta ropa, widzi normalnie'],
        ['es', 'tengo los ojos rojos y pegados por la mañana con legañas amarillas'],
        ['fr', 'yeux rouges et collés le matin avec du pus jaune, vision normale'],
        ['de', 'Augen rot und verklebt am Morgen, gelber Eiter, sieht normal'],
        ['it', 'occhi rossi e appiccicosi la mattina con secrezione gialla'],
        ['pt', 'olhos vermelhos e grudados de manha com remela amarela'],
        ['ru', 'глаза красные, утром слипаются, желтые выделения, видит нормально'],
        ['tr', 'gözler kırmızı, sabahları yapışık ve sarı çapaklı'],
        ['zh', '眼睛红，早上眼屎多黏在一起，黄色的'],
        ['ja', '目が赤くて朝目やにで目が開かない、黄色い目やに'],
        ['ko', '눈이 빨갛고 아침에 눈곱이 껴서 눈이 붙어요'],
        ['ar', 'عيوني حمراء ولزجة الصبح مع إفرازات صفراء'],
        ['hi', 'aankhen laal hain aur subah chipak jaati hain, peela keechad'],
        ['pt', 'olhos vermelhos e grudados de manha com remela amarela, enxerga normal, sem dor'],
      ],
    },
  'dandruff: white flakes in the hair, an itchy scalp (NICE CKS seborrhoeic dermatitis: pharmacy shampoo)': {
    icd10: 'L21.0',
    rows: [
      ['en', 'white flakes in my hair and itchy scalp'],
      ['is', 'hvítar flögur í hárinu og kláði í hársverði'],
      ['pl', 'białe płatki we włosach i swędząca skóra głowy'],
      ['es', 'tengo escamas blancas en el pelo y me pica el cuero cabelludo'],
      ['fr', 'des pellicules blanches dans les cheveux, le cuir chevelu me gratte'],
      ['de', 'weiße Schuppen in den Haaren und juckende Kopfhaut'],
      ['it', 'scaglie bianche nei capelli e cuoio capelluto che prude'],
      ['pt', 'floquinhos brancos no cabelo e couro cabeludo coçando'],
      ['ru', 'белые хлопья в волосах и чешется кожа головы'],
      ['tr', 'saçımda beyaz pullar var, kafa derim kaşınıyor'],
      ['zh', '头发上有白色的屑，头皮很痒'],
      ['ja', '髪に白い粉みたいなのがついて頭皮がかゆい'],
      ['ko', '머리에 하얀 각질이 떨어지고 두피가 가려워요'],
      ['ar', 'قشور بيضاء في شعري وحكة في فروة الرأس'],
      ['hi', 'baalon mein safed papdi aur sir mein khujli'],
    ],
  },
  'period pain as usual: cramps on the first days of the period (NICE CKS dysmenorrhoea: self-care)': {
    icd10: 'N94.6',
    rows: [
      ['en', 'period cramps on the first day, same as every month'],
      ['is', 'túrverkir fyrsta daginn eins og alltaf'],
      ['pl', 'bóle miesiączkowe pierwszego dnia, jak co miesiąc'],
      ['es', 'colicos de la regla el primer dia como todos los meses'],
      ['fr', 'douleurs de règles le premier jour comme chaque mois'],
      ['de', 'Regelschmerzen am ersten Tag wie jeden Monat'],
      ['it', 'dolori mestruali il primo giorno come ogni mese'],
      ['pt', 'colica menstrual no primeiro dia como todo mes'],
      ['ru', 'болит живот в первые дни месячных, как всегда'],
      ['tr', 'regl olunca ilk gün kasık ağrısı, her ay böyle'],
      ['zh', '来月经第一天肚子疼，每个月都这样'],
      ['ja', '生理の初日はお腹が痛い、毎月のこと'],
      ['ko', '생리 첫날 배가 아파요 매달 그래요'],
      ['ar', 'ألم الدورة في أول يوم مثل كل شهر'],
      ['hi', 'periods ke pehle din pet mein dard, har mahine hota hai'],
      ['es', 'tengo colicos de la regla el primer dia como todos los meses, el ibuprofeno me ayuda'],
    ],
  },
  'delayed muscle soreness after unaccustomed exercise (NHS: self-care)': {
    icd10: 'M79.1',
    rows: [
      ['en', 'my legs are sore two days after I went running for the first time'],
      ['is', 'ég er með strengi í lærunum eftir ræktina í gær'],
      ['pl', 'mam zakwasy po siłowni, bolą mnie nogi'],
      ['es', 'tengo agujetas en las piernas despues del gimnasio'],
      ['fr', "j'ai des courbatures aux jambes depuis le sport d'hier"],
      ['de', 'ich habe Muskelkater in den Beinen nach dem Training'],
      ['it', 'ho i dolori muscolari alle gambe dopo la palestra di ieri'],
      ['pt', 'estou com dor muscular nas pernas depois da academia'],
      ['ru', 'болят мышцы ног после вчерашней тренировки'],
      ['tr', 'dünkü spordan sonra bacaklarımda kas ağrısı var'],
      ['zh', '昨天去健身房，今天腿酸疼'],
      ['ja', '昨日運動したら筋肉痛で足が痛い'],
      ['ko', '어제 운동하고 다리에 근육통이 생겼어요'],
      ['ar', 'عضلات رجلي توجعني بعد التمرين امبارح'],
      ['hi', 'kal gym ke baad pairon ki maanspeshiyon mein dard hai'],
      [
        'en',
        'did my first spin class in years on monday and now my thighs are killing me, sore when I walk down stairs, no swelling, pee is normal',
      ],
    ],
  },
  'minor burn from an iron, cooled, small (NHS burns and scalds; British Burn Association)': {
    icd10: 'T30.0',
    rows: [
      ['en', 'I burned my hand on the iron, small red patch, cooled it under the tap, no blister'],
      ['is', 'brenndi mig á straujárninu, lítill rauður blettur, kældi undir krana'],
      ['pl', 'oparzyłam się żelazkiem, mały czerwony ślad, schłodziłam pod kranem'],
      ['es', 'me queme con la plancha, una mancha roja pequeña, la puse bajo el grifo'],
      ['fr', "je me suis brûlée avec le fer à repasser, petite rougeur, passé sous l'eau froide"],
      ['de', 'habe mich am Bügeleisen verbrannt, kleine rote Stelle, unter kaltem Wasser gekühlt'],
      ['it', "mi sono bruciata col ferro da stiro, piccola macchia rossa, messa sotto l'acqua"],
      ['pt', 'me queimei no ferro de passar, uma manchinha vermelha, coloquei na agua fria'],
      ['ru', 'обожглась утюгом, маленькое красное пятно, подержала под холодной водой'],
      ['tr', 'ütüyle elimi yaktım, küçük kırmızı bir iz, soğuk suya tuttum'],
      ['zh', '被熨斗烫了一下，一小块红了，用冷水冲过了'],
      ['ja', 'アイロンでやけどした、小さく赤くなった、水で冷やした'],
      ['ko', '다리미에 데었어요 조금 빨개졌고 찬물로 식혔어요'],
      ['ar', 'انحرقت من المكواة، بقعة حمراء صغيرة، حطيتها تحت الماء البارد'],
      ['hi', 'press se haath jal gaya, chhota laal nishan, thande paani mein rakha'],
    ],
  },
  'wry neck: woke up with a stiff painful neck, no fever (NICE CKS neck pain - acute torticollis)': {
    icd10: 'M54.2',
    rows: [
      ['en', "woke up with a stiff neck, can't turn my head to the left, no fever, no injury"],
      ['is', 'vaknaði með stífan háls, get ekki snúið höfðinu til vinstri'],
      ['pl', 'obudziłam się ze sztywną szyją, nie mogę obrócić głowy w lewo'],
      ['es', 'me desperte con el cuello rigido, no puedo girar la cabeza a la izquierda'],
      ['fr', 'je me suis réveillé avec un torticolis, je ne peux pas tourner la tête'],
      ['de', 'bin mit steifem Nacken aufgewacht, kann den Kopf nicht nach links drehen'],
      ['it', 'mi sono svegliato con il collo bloccato, non riesco a girare la testa'],
      ['pt', 'acordei com torcicolo, nao consigo virar o pescoço'],
      ['ru', 'проснулся, шея не поворачивается, продуло, больно повернуть голову'],
      ['tr', 'sabah boynum tutulmuş uyandım, başımı çeviremiyorum'],
      ['zh', '早上起来落枕了，脖子转不过来'],
      ['ja', '朝起きたら寝違えて首が回らない'],
      ['ko', '자고 일어났더니 목에 담이 걸렸어요. 고개를 왼쪽으로 돌리면 아파요. 열은 없어요'],
      ['ar', 'صحيت ورقبتي متيبسة ما أقدر ألف رأسي'],
      ['hi', 'subah uthi to gardan akad gayi, sir ghuma nahi pa rahi'],
    ],
  },
  'indigestion after a big meal: bloating, burping, fullness (NICE CKS dyspepsia: self-care)': {
    icd10: 'K30',
    rows: [
      ['en', 'bloated and burping after a big meal, full in my upper tummy, no chest pain'],
      ['is', 'uppþemba og ropi eftir stóra máltíð'],
      ['pl', 'wzdęcia i odbijanie po dużym obiedzie, pełność w nadbrzuszu'],
      ['es', 'hinchazon y eructos despues de una comida copiosa, me siento lleno'],
      ['fr', 'ballonnements et rots après un gros repas, ventre plein'],
      ['de', 'Völlegefühl und Aufstoßen nach einem großen Essen'],
      ['it', 'gonfiore e rutti dopo un pranzo abbondante'],
      ['pt', 'estufado e arrotando depois de uma refeição grande'],
      ['ru', 'вздутие и отрыжка после обильного ужина, тяжесть в желудке'],
      ['tr', 'ağır bir yemekten sonra şişkinlik ve geğirme'],
      ['zh', '吃多了胃胀，一直打饱嗝'],
      ['ja', '食べ過ぎて胃がもたれてげっぷが出る'],
      ['ko', '과식하고 나서 배가 더부룩하고 트림이 나요'],
      ['ar', 'انتفاخ وتجشؤ بعد وجبة كبيرة'],
      ['hi', 'zyada khane ke baad pet phoola hua aur dakar aa rahi hai'],
      [
        'en',
        "had a massive curry last night, this morning i'm bloated and burping, feel full up in the top of my stomach, no chest pain, no vomiting",
      ],
    ],
  },
  'plantar heel pain: worst with the first steps in the morning, easing as one walks (NICE CKS plantar fasciitis: self-care)':
    {
      icd10: 'M72.2',
      rows: [
        ['en', 'pain in my heel with the first steps in the morning, gets better as I walk'],
        ['is', 'verkur í hælnum fyrstu skrefin á morgnana, lagast þegar ég geng'],
        ['pl', 'boli mnie pięta rano przy pierwszych krokach, potem przechodzi'],
        ['es', 'me duele el talon al levantarme por la mañana en los primeros pasos, luego mejora'],
        ['fr', "douleur au talon aux premiers pas le matin, après ça s'améliore en marchant"],
        ['de', 'Fersenschmerzen bei den ersten Schritten am Morgen, wird beim Gehen besser'],
        ['it', 'dolore al tallone ai primi passi la mattina, poi migliora camminando'],
        ['pt', 'dor no calcanhar nos primeiros passos de manha, melhora andando'],
        ['ru', 'болит пятка утром при первых шагах, потом расхаживаюсь'],
        ['tr', 'sabah ilk adımlarda topuğum ağrıyor, yürüdükçe geçiyor'],
        ['zh', '早上起床走第一步脚后跟疼，走一会儿会轻一点'],
        ['ja', '朝起きて最初の一歩でかかとが痛い、歩くと楽になる'],
        ['ko', '아침에 첫발 디딜 때 뒤꿈치가 아파요, 걸으면 괜찮아져요'],
        ['ar', 'ألم في الكعب مع أول خطوات الصبح ويخف مع المشي'],
        ['hi', 'subah pehle kadam par edi mein dard hota hai, chalne se theek ho jata hai'],
        [
          'en',
          "for two weeks I've had this pain under my heel, worst when I get out of bed in the morning, the first few steps really hurt then it eases off once I get going, no injury, I've started walking more",
        ],
      ],
    },
  'friction blister: from new shoes or a long walk, not red or pus-filled (NHS blisters: self-care)': {
    icd10: 'T14.0',
    rows: [
      ['en', 'I have a blister on my heel from new shoes, not red, no pus'],
      ['is', 'ég er með blöðru á hælnum eftir nýju skóna'],
      ['pl', 'mam pęcherz na pięcie od nowych butów'],
      ['es', 'me ha salido una ampolla en el talon por los zapatos nuevos'],
      ['fr', "j'ai une ampoule au talon à cause de mes nouvelles chaussures"],
      ['de', 'ich habe eine Blase an der Ferse von den neuen Schuhen'],
      ['it', 'ho una vescica sul tallone per le scarpe nuove'],
      ['pt', 'tenho uma bolha no calcanhar por causa do sapato novo'],
      ['ru', 'натерла мозоль на пятке новыми туфлями, волдырь'],
      ['tr', 'yeni ayakkabı topuğumu vurdu, su toplandı'],
      ['zh', '新鞋把脚后跟磨出了水泡'],
      ['ja', '新しい靴でかかとに靴擦れができて水ぶくれになった'],
      ['ko', '새 신발 때문에 뒤꿈치에 물집이 생겼어요'],
      ['ar', 'طلعت لي فقاعة في الكعب من الحذاء الجديد'],
      ['hi', 'naye joote se edi par chhala pad gaya'],
      [
        'en',
        "did a 15 mile hike on saturday in my new boots and got a blister on the back of my heel, about the size of a 5p, not red, no pus, no fever, I'm not diabetic",
      ],
    ],
  },
};

describe('a self-limiting condition described in everyday words reaches self-care', () => {
  for (const [name, { icd10, rows }] of Object.entries(POSITIVES)) {
    it(`${name}: at least ten languages`, () => {
      expect(new Set(rows.map(([lang]) => lang)).size).toBeGreaterThanOrEqual(10);
    });
    describe(name, () => {
      it.each(rows)('[%s] %s → 5', (lang, text) => {
        const a = reading(lang, text);
        expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe(icd10);
        expect(a.urgency).toBe(5);
      });
    });
  }
});

describe('look-alikes: the same description with a red flag or a worrying feature stays above self-care', () => {
  it.each([
    ['en', 'white painful spot inside my cheek for 5 weeks now and it is not healing'],
    ['fr', 'petit bouton blanc douloureux dans la joue depuis 2 mois qui ne guérit pas'],
    ['es', 'llaguita blanca en la lengua, tengo fiebre de 39 y no puedo tragar ni agua'],
    [
      'en',
      "itchy peeling skin between my toes, I'm diabetic and now my foot is red, hot and swollen with pus",
    ],
    ['de', 'juckende schuppige Haut zwischen den Zehen, jetzt ist der Fuß rot, heiß und geschwollen, Eiter'],
    [
      'fr',
      "ça gratte entre les orteils et maintenant le pied est rouge, chaud, gonflé avec du pus et j'ai de la fièvre",
    ],
    ['en', 'my 18 month old has an itchy bottom at night and I saw tiny white worms in her poo'],
    ['es', 'estoy embarazada y me pica el culo por la noche, vi gusanitos blancos en la caca'],
    [
      'en',
      'my skin is red and hot after a day at the beach, huge blisters all over my back, fever and shivering, feel dizzy and confused',
    ],
    ['it', 'pelle rossa e calda dopo una giornata al sole, ho la febbre a 39, vomito e mi gira la testa'],
    [
      'de',
      'Haut ist rot und heiß nach einem Tag in der Sonne, große Blasen am ganzen Rücken, Fieber und Schüttelfrost',
    ],
    [
      'en',
      "my son's eyes are red and sticky in the morning, now his eye is very painful and his vision is blurry",
    ],
    ['pt', 'olhos vermelhos e grudados de manha, muita dor no olho e vejo embaçado'],
    ['en', 'my 10 day old baby has sticky eyes in the morning with yellow goo'],
    ['fr', "yeux rouges et collés le matin, très mal à l'oeil et je vois flou"],
    ['en', "white flakes in my baby's hair, itchy scalp, and now he has a fever of 39 and is floppy"],
    ['en', 'itchy scalp and flakes, now the scalp is swollen, red and oozing pus with a fever'],
    ['pl', 'bóle miesiączkowe pierwszego dnia, ale jestem w ciąży i krwawię obficie'],
    [
      'en',
      'period cramps on the first day but this time I fainted and the pain is the worst ever, I might be pregnant',
    ],
    ['es', 'colicos de la regla pero esta vez tengo fiebre de 39 y flujo con mal olor'],
    ['en', 'my legs are sore two days after running, my pee is dark brown like cola and my legs are swollen'],
    ['ru', 'болят мышцы ног после тренировки, моча темная как кола'],
    ['de', 'Muskelkater in den Beinen nach dem Training, Urin dunkelbraun wie Cola'],
    ['en', 'woke up with a stiff neck, fever of 39, bad headache, the light hurts my eyes'],
    ['de', 'bin mit steifem Nacken aufgewacht, hohes Fieber, starke Kopfschmerzen, Licht tut weh'],
    ['es', 'me desperte con el cuello rigido, fiebre alta, dolor de cabeza muy fuerte y manchas en la piel'],
    [
      'en',
      "bloated and burping after a big meal, now crushing chest pain going into my left arm and I'm sweaty",
    ],
    ['es', 'hinchazon y eructos despues de una comida copiosa, vomito sangre'],
    ['fr', 'ballonnements après un gros repas, et je vomis du sang'],
    ['en', "I burned my 2 year old's face with the kettle, big blisters"],
    ['fr', "je me suis brûlée avec la casserole, tout l'avant-bras, grosses cloques"],
    // NICE CKS plantar fasciitis: heel pain after a fall, or a red, hot, swollen heel with fever
    ['en', 'heel pain with the first steps in the morning since I fell off a ladder and landed on my heels'],
    ['de', 'Fersenschmerzen bei den ersten Schritten am Morgen, seit einem Sturz von der Leiter'],
    ['es', 'me duele el talon en los primeros pasos desde que me cai de la escalera'],
    [
      'en',
      'pain in my heel with the first steps in the morning, now the heel is red, hot and swollen and I have a fever',
    ],
    // NHS blisters; NICE NG19: an infected blister, or any foot blister in diabetes
    [
      'en',
      'blister on my heel from new shoes and now it is red, hot and full of pus, redness spreading up my ankle',
    ],
    ['en', "I'm diabetic and I have a blister on my heel from new shoes"],
    ['de', 'Blase an der Ferse von den neuen Schuhen, jetzt Eiter und Fieber'],
  ] as const)('[%s] %s → not self-care', (lang, text) => {
    expect(reading(lang, text).urgency).toBeLessThan(5);
  });

  it.each([
    // NICE CKS meningitis: a stiff neck with fever, headache and light hurting the eyes is not a wry neck
    ['en', 'woke up with a stiff neck, fever of 39, bad headache, the light hurts my eyes'],
    ['de', 'bin mit steifem Nacken aufgewacht, hohes Fieber, starke Kopfschmerzen, Licht tut weh'],
    // NICE CG95: chest pain spreading to the arm with sweating after a meal is not indigestion
    [
      'en',
      "bloated and burping after a big meal, now crushing chest pain going into my left arm and I'm sweaty",
    ],
    // NICE CKS dyspepsia: vomiting blood
    ['fr', 'ballonnements après un gros repas, et je vomis du sang'],
  ] as const)('[%s] %s → urgent (1–2)', (lang, text) => {
    expect(reading(lang, text).urgency).toBeLessThanOrEqual(2);
  });
});

describe('look-alikes: denied, fine, or another meaning of the words', () => {
  it.each([
    ['en', 'no itching between my toes, the skin is fine', 'fungal_foot'],
    ['en', 'sat in the sun all afternoon reading, lovely day', 'sunburn'],
    ['en', 'my legs are fine after the gym', 'muscle_soreness'],
    ['es', 'no tengo agujetas despues del gimnasio', 'muscle_soreness'],
    ['de', 'ich habe keinen Muskelkater nach dem Training', 'muscle_soreness'],
    ['en', 'my pee is dark yellow, I have not been drinking enough', 'haematuria'],
    ['ru', 'моча темно-желтая, мало пью', 'haematuria'],
    ['is', 'hvítar flögur í hárinu', 'seizure'],
    ['fr', "pas d'aphte, pas de bouton blanc dans la bouche", 'mouth_ulcer'],
    ['pl', 'nie swędzi mnie między palcami stóp', 'fungal_foot'],
    ['en', 'no heel pain with the first steps any more', 'plantar_heel_pain'],
    ['de', 'ich habe eine Blasenentzündung und brauche neue Schuhe', 'friction_blister'],
    ['en', 'a blister pack of tablets was open near my walking boots', 'friction_blister'],
    ['en', 'I took my first steps on the ice rink, the heel of my skate broke', 'plantar_heel_pain'],
  ] as const)('[%s] %s → no %s', (lang, text, concept) => {
    expect(parseText(text, lang).present.has(concept)).toBe(false);
  });
});
