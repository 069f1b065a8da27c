import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, flags } from './support/protocol.ts';

/**
 * Everyday words the engine did not read in English, Icelandic, German, Polish and Russian, found by
 * clustering the development corpus's misses in those languages; every term stands for its concept,
 * and the tests are written anew. The look-alikes keep the negated, the past, another person's and
 * another meaning of the words where they were.
 */
const urgency = (lang: Language, text: string) => assessWithoutNet(text, lang).urgency;

describe('umbilical cord prolapse (RCOG Green-top 50): the cord seen or felt at the vagina → 112', () => {
  it.each<[Language, string]>([
    ['en', 'my waters went ten minutes ago and I can feel the cord hanging down, it is pulsing'],
    ['en', 'waters broke at 37 weeks and something is coming out, I think it is the cord'],
    ['en', 'she is 40 weeks pregnant, contractions every 3 minutes, the umbilical cord is sticking out before the baby'],
    ['is', 'legvatnið fór og ég finn naflastrenginn hanga niður'],
    ['de', 'Fruchtblase geplatzt, jetzt hängt die Nabelschnur raus, wir sind noch zu Hause'],
    ['de', 'meine Frau hat Wehen und man sieht die Nabelschnur'],
    ['pl', 'odeszły mi wody i widać pępowinę, coś wystaje'],
    ['pl', 'jestem w 39 tygodniu ciąży, pępowina wystaje z pochwy'],
    ['ru', 'отошли воды, и из влагалища торчит пуповина'],
    ['ru', 'схватки, и я чувствую рукой пуповину снаружи, она пульсирует'],
    ['es', 'se me rompió la fuente y veo el cordón umbilical colgando'],
    ['fr', "j'ai perdu les eaux et je sens le cordon qui sort"],
    ['it', 'mi si sono rotte le acque e il cordone ombelicale esce fuori'],
    ['pt', 'a bolsa rompeu e o cordão umbilical está para fora'],
    ['tr', 'suyum geldi ve göbek kordonu dışarı sarktı'],
    ['zh', '羊水破了，脐带掉出来了'],
    ['ja', '破水して、へその緒が出てきました'],
    ['ko', '양수가 터졌는데 탯줄이 나와 있어요'],
    ['ar', 'نزل ماء الرأس والحبل السري طالع برا'],
    ['hi', 'पानी की थैली फट गई और गर्भनाल बाहर लटक रही है'],
  ])('[%s] %s → 1, cord prolapse', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
    expect(flags(text)).toContain('cord_prolapse');
  });

  it.each<[Language, string]>([
    ['en', "my 6 day old's cord looks a bit sticky, is that normal?"],
    ['en', 'the drawstring cord of my hoodie is hanging out of the zip'],
    ['en', 'pregnant 30 weeks, had a scan, the cord is around the neck they said, no pain, baby moving'],
    ['de', 'Der Nabelschnurrest bei unserem Neugeborenen riecht etwas'],
    ['pl', 'kikut pępowiny u noworodka jeszcze nie odpadł'],
    ['ru', 'у новорожденного остаток пуповины висит, скоро отпадёт?'],
    ['is', 'naflastrengurinn hjá nýfædda barninu er ekki dottinn af'],
  ])('[%s] %s → not a cord prolapse', (lang, text) => {
    expect(flags(text)).not.toContain('cord_prolapse');
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(2);
  });
});

describe('a deep burn told by the skin (NHS burns and scalds: white, leathery or charred skin, or skin coming off → A&E)', () => {
  it.each<[Language, string]>([
    ['en', 'tipped the pan of boiling water on my shin, the skin is coming off in sheets'],
    ['en', 'got oven cleaner on my wrist and the skin has gone white and leathery'],
    ['en', 'my little one grabbed the hot iron, there is a white waxy patch on her palm where she burnt it'],
    ['is', 'ég brenndi mig á sjóðandi vatni og skinnið losnar af'],
    ['is', 'fékk sýru á handlegginn, húðin er orðin hvít'],
    ['de', 'Hab mich mit heißem Öl verbrüht, die Haut löst sich am ganzen Unterarm'],
    ['de', 'Säure auf die Hand bekommen, die Haut ist weiß und ledrig'],
    ['pl', 'syn oparzył się wrzątkiem, skóra mu schodzi z nogi'],
    ['pl', 'żrący środek na dłoni, skóra biała i twarda'],
    ['ru', 'ошпарилась кипятком, кожа на руке слезает лохмотьями'],
    ['ru', 'обожгла ногу о выхлопную трубу, на месте ожога белое пятно'],
  ])('[%s] %s → 2', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });

  it.each<[Language, string]>([
    ['en', 'sunburnt on holiday last week, now the skin is peeling off my shoulders'],
    ['en', 'burnt my finger on the kettle, just red, no skin coming off and not white'],
    ['en', 'my fingers go white and burning when it is cold, then red'],
    ['de', 'Sonnenbrand vom Urlaub, jetzt löst sich die Haut an den Schultern'],
    ['ru', 'обгорела на солнце, теперь кожа слезает на плечах'],
    ['pl', 'po opalaniu skóra schodzi z ramion'],
    ['is', 'sólbrunnin eftir fríið og húðin flagnar'],
  ])('[%s] %s → not a major burn', (lang, text) => {
    expect(flags(text)).not.toContain('major_burn');
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
});

describe('smoke inhalation told as soot (British Burn Association: an inhalational injury is a major burn)', () => {
  it.each<[Language, string]>([
    ['en', 'got my dad out of the flat fire, he keeps coughing up black stuff'],
    ['en', 'there is soot round her nose and mouth after the chip pan fire'],
    ['is', 'það kviknaði í eldhúsinu og hún hóstar svörtu'],
    ['de', 'nach dem Kellerbrand hustet mein Vater schwarzen Schleim'],
    ['de', 'er war im Rauch, Ruß in Nase und Mund'],
    ['pl', 'po pożarze mama kaszle na czarno'],
    ['ru', 'после пожара брат кашляет чёрной мокротой'],
    ['ru', 'вытащили из горящей квартиры, в носу сажа'],
  ])('[%s] %s → 2', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });

  it.each<[Language, string]>([
    ['en', 'I smoke a pack a day and have a tickly cough'],
    ['en', 'I sweep chimneys for a living, no cough, no breathing trouble, just want a skin cream'],
    ['de', 'Raucherhusten seit Jahren, sonst alles gut'],
    ['ru', 'курю, по утрам кашель, температуры нет'],
  ])('[%s] %s → not a major burn', (lang, text) => {
    expect(flags(text)).not.toContain('major_burn');
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
});

describe('someone lying motionless after an injury (NHS 111 / Resus Council UK: not responding → 999)', () => {
  it.each<[Language, string]>([
    ['en', 'my brother came off his motorbike and he is lying in the road not moving'],
    ['en', 'she fell from the hayloft, she is on the ground not moving'],
    ['en', 'found grandad at the bottom of the stairs lying motionless'],
    ['is', 'maðurinn datt af þakinu og liggur hreyfingarlaus á stéttinni'],
    ['de', 'ein Radfahrer wurde angefahren und liegt regungslos auf der Straße'],
    ['de', 'Opa ist die Kellertreppe runtergefallen und liegt da, rührt sich nicht'],
    ['pl', 'kolega spadł z rusztowania i leży bez ruchu'],
    ['ru', 'мужчину сбила машина, он лежит на асфальте и не шевелится'],
    ['ru', 'дед упал с лестницы, лежит без движения'],
    ['fr', 'il est tombé du toit et ne répond pas'],
  ])('[%s] %s → 1', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });

  it.each<[Language, string]>([
    ['en', 'I fell on my wrist yesterday and she is not moving it much, it is a bit swollen'],
    ['en', 'lying in bed not moving much because my back aches after gardening'],
    ['de', 'ich liege seit zwei Tagen mit Grippe im Bett und bewege mich kaum'],
    ['ru', 'лежу с температурой 37,5, двигаться лень, насморк'],
    ['pl', 'leżę w łóżku z przeziębieniem, katar i lekki kaszel'],
  ])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
});

describe('limbs that cannot be felt or moved after a fall (NICE NG41: new neurology after a dangerous mechanism)', () => {
  it.each<[Language, string]>([
    ['en', 'my husband fell off the ladder onto his back and cannot move his legs'],
    ['en', 'dived into the shallow end and now he can not feel his arms and legs'],
    ['is', 'hann datt af hestinum á bakið og getur ekki hreyft fæturna'],
    ['de', 'vom Gerüst gestürzt, er kann seine Beine nicht mehr bewegen'],
    ['pl', 'spadł z dachu na plecy i nie może ruszać nogami'],
    ['ru', 'прыгнул в воду с обрыва, ударился головой и не может пошевелить руками и ногами'],
    ['ru', 'упал с крыши на спину, ноги не слушаются'],
  ])('[%s] %s → ≤ 2', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });

  it.each<[Language, string]>([
    ['en', 'fell off the ladder yesterday, sore back but I can feel and move my legs fine'],
    ['de', 'vom Fahrrad gefallen, Knie aufgeschürft, kann die Beine normal bewegen'],
    ['ru', 'упал с велосипеда, коленка ободрана, ногами двигаю нормально'],
  ])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
});

describe('a wrist bent like a fork after a fall (NHS broken arm or wrist: a deformed limb → A&E)', () => {
  it.each<[Language, string]>([
    ['en', 'nan slipped on the ice and her wrist looks like a dinner fork'],
    ['en', 'he fell off the swing and his forearm is a funny shape'],
    ['is', 'mamma datt á svellinu og úlnliðurinn er eins og gaffall'],
    ['de', 'Oma ist gestürzt, das Handgelenk sieht aus wie eine Gabel'],
    ['pl', 'babcia upadła na rękę, nadgarstek wygląda jak widelec'],
    ['ru', 'мама упала на руку, запястье как вилка, опухло'],
    ['ru', 'упала на льду, рука в виде штыка'],
  ])('[%s] %s → 2', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });

  it.each<[Language, string]>([
    ['en', 'I cannot hold a fork since I hurt my wrist lifting weights, no fall, no swelling'],
    ['ru', 'ем вилкой и запястье немного ноет после работы за компьютером'],
  ])('[%s] %s → not a deformity', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
});

describe('a face swelling up after an allergen, with noisy breathing (Resuscitation Council UK, anaphylaxis 2021)', () => {
  it.each<[Language, string]>([
    ['de', 'meine Tochter hat Erdnüsse gegessen, das Gesicht schwillt an und sie keucht'],
    ['de', 'nach dem Wespenstich ist sein Gesicht geschwollen und er röchelt'],
    ['de', 'Sesambrötchen gegessen, jetzt schwillt das ganze Gesicht, pfeift beim Atmen'],
    ['de', 'di ganz gsicht schwillt a und er het atemnot nach em stich'],
    ['en', 'ate a cashew and now her face is swelling and she is wheezing'],
    ['is', 'borðaði hnetur og andlitið er að bólgna, hann hvæsir við öndun'],
    ['pl', 'zjadł orzechy, twarz mu puchnie i świszczy'],
    ['ru', 'съела орехи, лицо распухает и хрипит'],
    ['es', 'comió cacahuetes, se le hincha la cara y le cuesta respirar'],
    ['fr', "il a mangé des noix, son visage gonfle et il respire mal"],
    ['it', 'ha mangiato noci, la faccia si gonfia e respira a fatica'],
  ])('[%s] %s → 1', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });

  it.each<[Language, string]>([
    ['de', 'Zahnschmerzen seit drei Tagen, die Wange ist etwas dick, kein Fieber, atme normal'],
    ['de', 'das Gesicht ist nicht geschwollen, nur ein bisschen Heuschnupfen mit Niesen'],
    ['de', 'mein Gesicht war letztes Jahr nach Nüssen geschwollen, heute geht es mir gut, ich frage nur wegen eines Allergietests'],
  ])('[%s] %s → not anaphylaxis', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
});

describe('a nose too blocked to breathe through is a cold, not breathlessness (NICE CKS common cold)', () => {
  it.each<[Language, string]>([
    ['ru', 'насморк третий день, не могу дышать носом, температуры нет'],
    ['ru', 'ребёнок не может дышать носом из-за соплей, ест и играет'],
    ['pl', 'katar od dwóch dni, nie mogę oddychać nosem, gorączki brak'],
    ['is', 'kvef og ég get ekki andað með nefinu, enginn hiti'],
    ['en', "can't breathe through my nose with this cold, no fever"],
    ['es', 'no puedo respirar por la nariz por el resfriado'],
    ['fr', 'je ne peux pas respirer par le nez à cause du rhume'],
    ['it', 'non riesco a respirare dal naso per il raffreddore'],
    ['pt', 'não consigo respirar pelo nariz por causa da gripe'],
    ['de', 'Schnupfen, ich kann kaum atmen durch die Nase, sonst gesund'],
  ])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(4);
  });

  it.each<[Language, string]>([
    ['ru', 'не могу дышать, задыхаюсь, губы синеют'],
    ['ru', 'не могу дышать ни носом, ни ртом, горло сдавило после орехов'],
    ['pl', 'nie mogę oddychać, duszę się'],
    ['ru', 'не могу дышать носом и ртом, лицо опухло после укуса осы'],
    ['pl', 'nie mogę oddychać nosem ani ustami, twarz puchnie'],
    ['is', 'ég get ekki andað, ég er að kafna'],
  ])('[%s] %s → still an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });
});
