import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { codes, flags, urgency } from '../../../test/support/protocol.ts';

/**
 * The injury-and-bleeding protocol: red flags and urgent rules. Every message is written for this
 * test in phrasings of our own (not the blind sets'), in all 15 languages for each mechanism, with
 * benign look-alikes that must not fire.
 */
type Case = [Language, string];

describe('NICE NG232 head injury: amnesia, unequal pupils, dangerous mechanism', () => {
  it.each([
    ['en', 'My son came off his bike and his head hit the kerb, he keeps asking the same questions'],
    [
      'en',
      'Grandad slipped on the ice and cracked his head on the pavement, one pupil looks bigger than the other',
    ],
    ['is', 'Sonur minn skall með hausinn í gólfið og man ekkert eftir því hvað gerðist'],
    ['pl', 'Córka spadła z roweru, uderzyła głową o chodnik i nic nie pamięta'],
    ['es', 'Mi padre se cayó de la escalera y se golpeó la cabeza, no recuerda nada'],
    ['fr', 'Mon fils est tombé de cheval sur la tête et il ne se souvient de rien'],
    [
      'de',
      'Meine Tochter ist vom Pferd gefallen, mit dem Kopf aufgeschlagen und kann sich an nichts erinnern',
    ],
    ['pt', 'Meu marido caiu da escada, bateu com a cabeça e não se lembra de nada'],
    ['it', 'Mio figlio è caduto dalla bici e ha battuto la testa, non ricorda cosa è successo'],
    ['ru', 'Сын упал с велосипеда, ударился головой и не помнит, что случилось'],
    ['tr', 'Oğlum bisikletten düştü, başını yere çarptı ve ne olduğunu hatırlamıyor'],
    ['ar', 'ابني طاح من الدراجة وضرب راسه بالأرض وما يتذكر شي'],
    ['hi', 'mera beta cycle se gir gaya, sir zameen se takraya aur use kuch yaad nahi'],
    ['hi', 'मेरा बेटा साइकिल से गिर गया, सिर ज़मीन से टकराया और उसे कुछ याद नहीं'],
    ['zh', '我儿子从自行车上摔下来，头撞到地上，不记得发生了什么'],
    ['ja', '息子が自転車から転落して頭を打ちました。何があったか覚えていないようです'],
    ['ko', '아들이 자전거에서 떨어져서 머리를 바닥에 부딪혔는데 기억을 못 해요'],
    ['en', 'was thrown from my horse, landed on my head, helmet cracked, I have a gap in my memory'],
    ['pl', 'Mama przewróciła się na schodach, uderzyła się w głowę i pyta w kółko o to samo'],
    ['de', 'Mein Mann ist mit dem Fahrrad gestürzt, auf den Kopf gefallen und hat eine Erinnerungslücke'],
    ['es', 'mi hija se golpeó la cabeza contra el suelo y tiene una pupila más grande que la otra'],
    ['tr', 'babam merdivenden düştü, kafasını yere çarptı'],
  ] as Case[])('%s: %s \u2192 head_injury_ng232', (lang, text) => {
    expect(flags(text)).toContain('head_injury_ng232');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'she fell from the top of the stairs and banged her head, now she is really drowsy'],
    ['en', 'He got knocked off his scooter by a van and hit his head, seems ok but he is on warfarin'],
  ] as Case[])('%s: %s \u2192 head_injury_danger', (lang, text) => {
    expect(flags(text)).toContain('head_injury_danger');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    [
      'en',
      'I bumped my head on the cupboard door this morning, just a small lump, otherwise fine',
      3,
      'head_injury_ng232',
    ],
    ['en', "I can't remember if I took my blood pressure tablet this morning", 3, 'head_injury_ng232'],
    ['en', 'I fell off my bike last week, my knee is grazed and sore but healing', 3, 'head_injury_ng232'],
    ['en', 'my pupils look big in photos, is that normal', 3, 'head_injury_ng232'],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});
describe('catastrophic bleeding: spurting, pumping, not stopped by pressure (Resuscitation Council UK)', () => {
  it.each([
    ['en', 'sliced my forearm on a broken window and the blood is squirting out in spurts'],
    ['is', 'Blóðið sprautast úr skurðinum á hendinni'],
    ['pl', 'Rozciąłem nogę piłą, krew tryska i nie przestaje mimo uciskania'],
    ['es', 'Me corté con una radial y la sangre sale a chorros'],
    ['fr', "Je me suis coupé avec une scie, le sang gicle et ne s'arrête pas malgré la compression"],
    ['de', 'Habe mich mit dem Messer geschnitten, das Blut spritzt raus'],
    ['pt', 'Cortei o braço no vidro e o sangue está jorrando'],
    ['it', 'mi sono tagliato con la sega e il sangue zampilla'],
    ['ru', 'порезал руку стеклом, кровь бьёт струёй'],
    ['tr', 'elimi camla kestim, kan fışkırıyor'],
    ['ar', 'انجرحت يدي بالزجاج والدم يتدفق بقوة'],
    ['hi', 'haath kat gaya aur khoon pichkari ki tarah nikal raha hai'],
    ['zh', '手被玻璃割破了，血一直往外喷'],
    ['ja', 'ガラスで腕を切って、血が噴き出しています'],
    ['ko', '유리에 팔을 베었는데 피가 뿜어져 나와요'],
    ['en', 'blood pumping out of a deep cut on his thigh with every heartbeat'],
    ['en', "I've been pressing on it for 15 minutes and it's still pouring"],
    ['pt', 'cortei o pé num vidro e não para de sangrar mesmo apertando'],
  ] as Case[])('%s: %s \u2192 major_bleeding', (lang, text) => {
    expect(flags(text)).toContain('major_bleeding');
    expect(urgency(text, lang)).toBeLessThanOrEqual(1);
  });
  it.each([
    [
      'en',
      'I cut my finger chopping onions, it bled a bit but stopped after I pressed on it',
      4,
      'major_bleeding',
    ],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});
describe('open fracture and deformity (BOAST 4, NICE NG37/NG38)', () => {
  it.each([
    ['en', 'fell off the trampoline and I can see the bone poking through the skin on his arm'],
    ['is', 'beinið stendur út úr fætinum á honum eftir fallið'],
    ['pl', 'Syn złamał rękę, kość przebiła skórę'],
    ['es', 'Se cayó jugando al fútbol y se le ve el hueso de la pierna'],
    ['fr', "Ma fille est tombée, on voit l'os qui sort de sa jambe"],
    ['de', 'Er ist gestürzt und der Knochen schaut aus dem Unterarm heraus'],
    ['pt', 'Caiu de skate e o osso está para fora da perna'],
    ['it', "È caduto dalla moto e l'osso esce dalla gamba"],
    ['ru', 'Упал, из ноги торчит кость'],
    ['tr', 'Düştü ve kemiği dışarı çıktı'],
    ['ar', 'ابني طاح والعظم طالع من رجله'],
    ['hi', 'gir gaya aur haddi bahar dikh rahi hai'],
    ['zh', '摔倒后小腿骨头露出来了'],
    ['ja', '転んで足の骨が飛び出しています'],
    ['ko', '넘어졌는데 다리에서 뼈가 튀어나왔어요'],
  ] as Case[])('%s: %s \u2192 open_fracture', (lang, text) => {
    expect(flags(text)).toContain('open_fracture');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['es', 'Se cayó del columpio y tiene el brazo en un ángulo raro'],
    ['tr', 'Düştü, kolu ters dönmüş'],
    ['ru', 'Упал с качелей, рука согнута не в ту сторону'],
  ] as Case[])('%s: %s \u2192 deformed_limb', (lang, text) => {
    expect(flags(text)).toContain('deformed_limb');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['es', 'Me torcí el tobillo ayer, está un poco hinchado pero puedo caminar', 3, 'deformed_limb'],
    ['it', 'ho preso una storta alla caviglia, è un po gonfia ma cammino', 3, 'deformed_limb'],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});
describe('spinal injury after a fall or collision (NICE NG41)', () => {
  it.each([
    ['en', 'my dad fell off a roof onto his back, his neck hurts and both hands are tingling'],
    ['is', 'Hann datt af þakinu, er með verk í hnakkanum og náladofa í báðum höndum'],
    ['pl', 'Spadł z rusztowania, boli go szyja i drętwieją mu ręce'],
    ['es', 'Se cayó del andamio, le duele el cuello y tiene hormigueo en los brazos'],
    ['fr', "Il est tombé d'une échelle, il a mal au cou et des fourmillements dans les bras"],
    ['de', 'Er ist vom Gerüst gestürzt, hat Nackenschmerzen und die Hände kribbeln'],
    ['pt', 'Caiu do telhado, está com dor no pescoço e formigamento nas mãos'],
    ['it', 'È caduto dal tetto, ha male al collo e formicolio alle braccia'],
    ['ru', 'Упал с крыши, болит шея и немеют руки'],
    ['tr', 'Babam çatıdan düştü, boynu ağrıyor ve kolları uyuşuyor'],
    ['ar', 'أبوي طاح من السطح ورقبته توجعه وعنده تنميل في يديه'],
    ['hi', 'papa chhat se gir gaye, gardan mein dard hai aur haathon mein jhanjhanahat hai'],
    ['zh', '我爸从梯子上摔下来，脖子疼，双手发麻'],
    ['ja', '父がはしごから落ちて、首が痛くて両手がしびれています'],
    ['ko', '아빠가 사다리에서 떨어졌는데 뒷목이 아프고 양손이 저려요'],
    ['en', 'he fell off a ladder about 4 metres and now he can’t feel his hands and his neck is sore'],
  ] as Case[])('%s: %s \u2192 spinal_cord_signs', (lang, text) => {
    expect(flags(text)).toContain('spinal_cord_signs');
    expect(urgency(text, lang)).toBeLessThanOrEqual(1);
  });
  it.each([
    ['en', 'was hit by a car on my bike an hour ago and my neck really hurts'],
    ['en', 'car crash this morning, whiplash, neck hurting'],
    ['fr', "accident de voiture ce matin, j'ai mal au cou"],
  ] as Case[])('%s: %s \u2192 spinal_mechanism_neck', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(1);
  });
  it.each([
    ['en', 'I slept funny and now my neck is stiff and my fingers tingle a bit', 3, 'spinal_injury_neuro'],
    ['en', 'Twisted my back lifting a box, pain and tingling down my left leg', 3, 'spinal_injury_neuro'],
    ['en', 'fell down the stairs and bruised my bum, walking fine', 3, 'spinal_mechanism_neck'],
    ['en', 'my neck has been stiff since a car accident last month', 3, 'spinal_mechanism_neck'],
    ['en', 'tingling in both hands at night, worse when I type', 3, 'spinal_injury_neuro'],
    [
      'en',
      'I fell over in the garden yesterday, my wrist hurts and there are pins and needles in my fingers',
      3,
      'spinal_injury_neuro',
    ],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});
describe('burns by size (British Burn Association / NHS)', () => {
  it.each([
    ['en', 'scalded my forearm with water from the kettle, big blisters about the size of my palm'],
    ['es', 'Me quemé el brazo con aceite y tengo ampollas grandes'],
    ['de', 'Habe mich am Arm verbrüht, etwa handtellergroß mit Blasen'],
    ['pt', 'queimei o braço no forno, tem bolhas grandes'],
  ] as Case[])('%s: %s \u2192 burn_significant', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(3);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
  // NHS burns and scalds: a burn of the hand, face, feet or genitals that blisters goes to A&E
  it.each([
    ['it', 'mi sono scottata la mano col ferro da stiro, c’è una vescica grande quanto il palmo'],
  ] as Case[])('%s: %s \u2192 a blistered burn of a special site, emergency department', (lang, text) => {
    expect(urgency(text, lang)).toBe(2);
  });
  it.each([
    ['fr', "Je me suis brûlé le bras avec de l'eau bouillante, c'est plus grand que ma paume"],
    ['ko', '뜨거운 물에 팔을 데었는데 손바닥만 한 물집이 생겼어요'],
    ['zh', '被开水烫伤了手臂，起了很多水泡'],
  ] as Case[])('%s: %s \u2192 burn_significant', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(3);
  });
  it.each([
    ['en', 'touched the oven tray, small red mark on my finger, no blister', 5, 'burn_significant'],
    ['es', 'me quemé un poco el dedo con la sartén, solo está rojo', 4, 'burn_significant'],
    ['en', 'I burnt my tongue on hot coffee', 4, 'burn_significant'],
    ['en', 'got a blister on my heel from new shoes', 4, 'burn_significant'],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});
describe('the condition a red flag implies is ranked first (patterns, with ICD-10)', () => {
  it.each([
    ['en', "fell off the quad bike, hit his head on a rock and can't remember the ride home", 'S09.9'],
    ['pl', 'Kość wystaje z nogi po upadku z motoru', 'T14.2'],
    ['tr', 'Babam dünden beri idrarını yapamıyor, karnı şiş', 'R33'],
    ['es', 'Le dio la corriente con un cable de alta tensión y tiene quemada la mano', 'T75.4'],
    [
      'en',
      'the graze on my knee hurts far more than it should, the skin is going black around it and I am shivering',
      'M72.6',
    ],
    [
      'fr',
      "Il a travaillé tout l'après-midi en plein soleil, maintenant il est confus et ne transpire plus",
      'T67.0',
    ],
    ['it', 'faccio la chemio e stanotte ho avuto la febbre a 38,5', 'D70'],
  ] as [Language, string, string][])('%s: %s → %s', (lang, text, code) => {
    expect(codes(text, lang)[0]).toBe(code);
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
});
describe('edge cases', () => {
  it('a scald with blisters bigger than the hand stays urgent (no lower than same day)', () => {
    expect(
      urgency('scalded my leg with boiling water, big blisters, bigger than my hand', 'en'),
    ).toBeLessThanOrEqual(3);
    expect(urgency('Обжёг руку кипятком, ожог размером с ладонь, волдыри', 'ru')).toBeLessThanOrEqual(3);
  });
  it('bleeding that pressure does not stop, whatever the word order (de)', () => {
    expect(urgency('Die Wunde hört trotz Druck nicht auf zu bluten', 'de')).toBeLessThanOrEqual(2);
  });
  it('"wund" (sore) is not a wound: nappy rash in a well baby stays self-care', () => {
    expect(urgency('Unser Baby hat einen wunden Po, sonst fit', 'de')).toBe(5);
  });
  it('a dangerous mechanism with neck pain more than two days ago is not the acute C-spine rule', () => {
    expect(
      urgency('fell off a ladder 10 days ago and my neck is still a bit stiff', 'en'),
    ).toBeGreaterThanOrEqual(3);
  });
  it('RCEM: a small domestic shock in someone who feels well is not an emergency', () => {
    expect(flags('I got a small electric shock from my phone charger, feel completely normal')).not.toContain(
      'electrical_injury',
    );
    expect(urgency('I got a small electric shock from my phone charger, feel completely normal', 'en')).toBe(
      5,
    );
  });
  it('NHS cuts: a small cut whose bleeding has stopped stays self-care in other word orders (ru, zh)', () => {
    expect(urgency('я порезал палец ножом, кровь уже остановилась', 'ru')).toBe(5);
    expect(urgency('切菜时切到手指，血已经止住了', 'zh')).toBe(5);
  });
  it('TOXBASE: "says she feels fine" does not remove the ingestion flag', () => {
    expect(
      flags('she swallowed a mouthful of paraquat an hour ago but says she feels absolutely fine'),
    ).toContain('ingestion');
    expect(flags('我朋友喝了一口除草剂，他说没事')).toContain('ingestion');
  });
});
describe('NICE NG232: loss of consciousness, persistent headache, a baby under one', () => {
  it.each([
    ['en', 'he headbutted the goalpost and was out cold for a few seconds', 'head_injury_ng232', 2],
    ['is', 'Hann rotaðist þegar hann fékk högg á hausinn í leiknum', 'head_injury_ng232', 2],
    ['fr', 'Il a pris un coup sur la tête au rugby et il a été assommé', 'head_injury_ng232', 2],
    ['ru', 'Ударился головой об лёд и вырубился на пару секунд', 'head_injury_ng232', 2],
    ['zh', '他摔到头，撞晕了一会儿', 'head_injury_ng232', 2],
    [
      'en',
      'hit my head on a shelf yesterday and the headache is getting really bad, paracetamol is not helping',
      'head_injury_headache',
      2,
    ],
    [
      'en',
      'my 9 month old rolled off the bed and hit her head, there is a big swelling on her forehead',
      '',
      2,
    ],
  ] as [Language, string, string, number][])('%s: %s → %s', (lang, text, id, max) => {
    if (id) expect(flags(text)).toContain(id);
    expect(urgency(text, lang)).toBeLessThanOrEqual(max);
  });
});
describe('stab wounds, amputation, dislocation (NHS / ATLS)', () => {
  it.each([
    ['en', 'my brother has been stabbed in the stomach', 'penetrating_injury', 2],
    ['es', 'a mi vecino le dieron una puñalada en la pierna', 'penetrating_injury', 2],
    ['de', 'Er wurde mit einem Messer gestochen, es blutet', 'penetrating_injury', 2],
    ['ru', 'у сына ножевое ранение в бок', 'penetrating_injury', 2],
    ['ar', 'أخوي انطعن بسكين في بطنه', 'penetrating_injury', 2],
    ['ja', '夫が包丁で刺されました', 'penetrating_injury', 2],
    ['ko', '동생이 칼에 찔렸어요', 'penetrating_injury', 2],
    ['tr', 'kuzenim bıçaklandı', 'penetrating_injury', 2],
    ['pt', 'meu irmão levou uma facada no braço', 'penetrating_injury', 2],
    ['en', 'sliced the tip of my finger off with a mandoline', 'amputation', 2],
    ['pl', 'Tata odciął sobie palec piłą', 'amputation', 2],
    ['fr', "Mon mari s'est coupé le bout du doigt, il est sectionné", 'amputation', 2],
    ['de', 'Die Fingerkuppe ist bei der Arbeit abgetrennt worden', 'amputation', 2],
    ['zh', '手指被机器切断了', 'amputation', 2],
    ['ko', '기계에 손가락이 잘렸어요', 'amputation', 2],
    ['ar', 'انقطع صباعه في الماكينة', 'amputation', 2],
    ['en', 'her shoulder popped out when she fell off the swing', 'dislocation', 2],
    ['es', 'se me salió el hombro jugando al baloncesto', 'dislocation', 2],
    ['it', 'mi è uscita la spalla giocando a pallavolo', 'dislocation', 2],
    ['ru', 'у сына вывих плеча', 'dislocation', 2],
    ['tr', 'omzum yerinden çıktı', 'dislocation', 2],
    ['ja', '肩が外れたみたいです', 'dislocation', 2],
  ] as [Language, string, string, number][])('%s: %s → %s', (lang, text, id, max) => {
    if (id) expect(flags(text)).toContain(id);
    expect(urgency(text, lang)).toBeLessThanOrEqual(max);
  });
  it.each([
    ['en', 'I got a flu shot in my arm yesterday and it is sore', 3, 'penetrating_injury'],
    ['ja', '蚊に刺されたところがかゆい', 4, 'penetrating_injury'],
    ['en', 'sharp stabbing pain in my side when I run', 3, 'penetrating_injury'],
    ['en', 'the internet keeps cutting off and I have a headache', 3, 'amputation'],
    ['ar', 'شرب بترول بالغلط', 2, 'amputation'],
    ['pl', 'skręciłem kostkę, jest spuchnięta', 3, 'dislocation'],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});
describe('the same mechanisms in dialect and script variants (Gulf/Levantine Arabic, Devanagari and romanised Hindi, Turkish, Korean, Japanese)', () => {
  it.each([
    ['ar', 'بنتي طاحت من البلكونة على راسها وصارت تستفرغ', '', 2],
    ['ar', 'ولدي وقع من الدرج وانخبط راسه وما يذكر شو صار', 'head_injury_ng232', 2],
    ['hi', 'बेटा छत से गिर गया, सिर पर चोट लगी और उल्टी हो रही है', '', 2],
    ['hi', 'papa seedhi se gir gaye, sir par chot lagi hai aur kuch yaad nahi', 'head_injury_ng232', 2],
    ['tr', 'kızım attan düştü, başını çarptı, kusuyor', '', 2],
    ['ko', '아이가 계단에서 굴러서 머리를 부딪혔는데 토했어요', '', 2],
    ['ja', '子どもが階段から落ちて頭を打ち、何度も吐いています', '', 2],
    ['pt', 'meu pai caiu do telhado e bateu a cabeça, está confuso', '', 2],
    [
      'it',
      'mia figlia è caduta dal cavallo e ha sbattuto la testa, non si ricorda niente',
      'head_injury_ng232',
      2,
    ],
    ['ar', 'الدم يطلع بقوة من جرح في ايده وما وقف مع الضغط', 'major_bleeding', 1],
    ['hi', 'kaanch se pair kat gaya, khoon ruk nahi raha', '', 2],
    ['ko', '칼에 손목을 베었는데 피가 멈추지 않아요', 'major_bleeding', 1],
    ['ja', '包丁で手首を切って、押さえても血が止まりません', 'major_bleeding', 1],
    ['tr', 'bacağımı testereyle kestim, bastırıyorum ama kan durmuyor', 'major_bleeding', 1],
    ['zh', '从楼上摔下来，脖子疼，手脚发麻', 'spinal_cord_signs', 1],
    ['ko', '오토바이 사고가 났는데 목이 아프고 팔이 저려요', '', 2],
    ['ar', 'صدمته سيارة ورقبته توجعه', '', 1],
    ['hi', 'bike accident hua, gardan mein dard aur haathon mein sunn', '', 2],
    ['tr', 'bel ağrım var ve kasığımı hissetmiyorum', 'cauda_equina_lay', 2],
    ['ko', '허리 디스크가 있는데 오늘부터 소변을 못 보겠어요', '', 2],
    ['ar', 'عندي ألم في الظهر وما أقدر أتبول من أمس', '', 2],
    ['ja', '父が半日おしっこが出なくて下腹が張って痛がっています', 'acute_urinary_retention', 2],
    ['hi', 'दादाजी को सुबह से पेशाब नहीं हो रहा, पेट फूल गया है', 'acute_urinary_retention', 2],
    ['ar', 'طرطش اسيد على عين ابني', 'chemical_eye', 2],
    ['tr', 'gözüme kireç kaçtı, yanıyor', 'chemical_eye', 2],
    ['ko', '아이 눈에 락스가 들어갔어요', 'chemical_eye', 2],
    ['hi', 'bachche ki aankh mein chuna chala gaya', 'chemical_eye', 2],
    ['ar', 'اخوي مسكته الكهربا في الشغل وطاح وما كان يرد', '', 1],
    ['ko', '고압선에 감전됐어요', 'electrical_injury', 2],
    ['tr', 'oğlum yüksek gerilim hattına dokundu, elektrik çarptı', 'electrical_injury', 2],
    ['hi', 'बच्चे ने चूहे मारने की दवा खा ली', 'ingestion', 2],
    ['ar', 'ابني شرب كلوركس بالغلط', 'ingestion', 2],
    ['tr', 'kızım düğme pil yuttu', 'ingestion', 2],
    ['ja', '2歳の子がボタン電池を飲み込んだかもしれません', 'ingestion', 2],
    ['ko', '아이가 단추형 건전지를 삼켰어요', 'ingestion', 2],
    ['es', 'mi hija se bebió un poco de lejía pero está bien', 'ingestion', 2],
    ['ar', 'كان يشتغل تحت الشمس طول اليوم وصار مشوش وجلده حار وناشف', 'heat_stroke', 1],
    ['hi', 'दादी को लू लग गई है, बहकी बहकी बातें कर रही हैं', 'heat_stroke', 1],
    ['ko', '폭염에 밖에서 일하다가 쓰러졌는데 땀이 안 나고 의식이 흐려요', 'heat_stroke', 1],
    ['ar', 'أبوي ياخذ جلسات كيماوي وعنده حرارة ورجفة', 'neutropenic_sepsis', 2],
    ['tr', 'annem kemoterapi görüyor, ateşi 38,5', 'neutropenic_sepsis', 2],
    ['hi', 'मेरी माँ की कीमो चल रही है और उन्हें बुखार है', 'neutropenic_sepsis', 2],
    ['ko', '엄마가 항암 중인데 오한이 나요', 'neutropenic_sepsis', 2],
  ] as [Language, string, string, number][])('%s: %s → %s', (lang, text, id, max) => {
    if (id) expect(flags(text)).toContain(id);
    expect(urgency(text, lang)).toBeLessThanOrEqual(max);
  });
});

describe('NHS head injury: hard to keep awake, not waking or a fit after a head injury → call 112', () => {
  it.each([
    ['en', 'my son hit his head on the playground and now he is hard to wake'],
    ['fr', "il est tombé sur la tête et maintenant il n'arrive pas à rester éveillé"],
    ['es', 'se cayó y se golpeó la cabeza, ahora está muy somnoliento y no despierta bien'],
    ['pl', 'uderzył się w głowę i teraz jest bardzo senny, nie można go dobudzić'],
    ['ru', 'ударился головой, теперь очень сонный, не можем разбудить'],
    ['ja', '頭を打ってから、ぼーっとしてすぐ寝てしまう、起こしても起きない'],
    ['zh', '孩子摔倒撞到头，现在一直想睡，叫不醒'],
    ['ko', '머리를 부딪친 뒤로 계속 졸려하고 깨워도 잘 안 깨요'],
    ['tr', 'kafasını çarptı, şimdi çok uykulu, uyandıramıyoruz'],
    ['hi', 'सिर में चोट लगी और अब बहुत नींद आ रही है, जगाने पर नहीं जाग रहा'],
    ['is', 'datt og rak höfuðið í, nú er hann mjög syfjaður og vaknar varla'],
    ['it', 'ha battuto la testa e ora è molto assonnato, non si sveglia'],
    ['pt', 'bateu com a cabeça e agora está muito sonolento, não acorda'],
    ['de', 'er ist mit dem Kopf aufgeschlagen und jetzt kaum wach zu kriegen'],
    ['ar', 'وقع وضرب راسه وهلأ نعسان كتير وما عم يصحى'],
  ] as Case[])('%s: %s', (lang, text) => {
    expect(flags(text)).toContain('head_injury_unresponsive');
    expect(urgency(text, lang)).toBe(1);
  });
  it.each([
    ['en', 'hit my head yesterday, slept fine last night, woke up normally, small bruise'],
    ['en', 'he was knocked out for a second, now awake and chatting'],
  ] as Case[])('look-alike: awake and talking again is the emergency department at most, not 112 — %s: %s', (lang, text) => {
    expect(flags(text)).not.toContain('head_injury_unresponsive');
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(2);
  });
});
