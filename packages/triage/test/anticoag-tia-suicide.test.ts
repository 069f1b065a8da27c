import { describe, it } from 'vitest';
import type { Language } from '@asa/domain';
import { expect } from 'vitest';
import { parseText } from '../src/nlp/parser.ts';
import { type Case, expectNotRead, expectRead, expectUrgency } from './support/everyday.ts';
import { assessWithoutNet } from './support/protocol.ts';

/** Read in the text, present or told as passed ("it went away"), not denied. */
const expectMentioned = (concept: string, cases: readonly Case[]) => {
  for (const [lang, t] of cases)
    expect(
      parseText(t, lang as Language).mentions.some((m) => m.concept === concept && m.polarity !== 'negated'),
      `${lang}: ${t}`,
    ).toBe(true);
};

/**
 * Bleeding on an anticoagulant (NICE CKS anticoagulation, BNF: same day, 999 for a major bleed), a TIA whose
 * signs have passed (NICE NG128: specialist assessment within 24 hours; NHS: 999 even if the symptoms went
 * away) and suicide risk told by a relative (NICE NG225, CG133: urgent mental health help the same day).
 * Written for this file in the voice of patients and families; none comes from an evaluation set.
 */

const ANTICOAGULANT_BLEEDING: Case[] = [
  ['en', "my dad is on warfarin and his gums keep bleeding and he has bruises all over without knocking himself"],
  ['en', "mum takes apixaban and her wee has gone pink since yesterday"],
  ['is', "pabbi minn er á warfarín og það blæðir úr tannholdinu og hann er með marbletti út um allt"],
  ['pl', "mama bierze warfarynę, krwawią jej dziąsła i ma siniaki na całym ciele"],
  ['es', "mi madre toma sintrom, le sangran las encías y tiene moratones por todo el cuerpo"],
  ['fr', "mon père prend du Préviscan, il saigne des gencives et il a des bleus partout"],
  ['de', "meine Mutter nimmt Marcumar, das Zahnfleisch blutet und sie hat überall blaue Flecken"],
  ['it', "mio padre prende il coumadin, gli sanguinano le gengive e ha lividi su tutto il corpo"],
  ['pt', "minha mãe toma varfarina, as gengivas estão sangrando e tem manchas roxas pelo corpo todo"],
  ['ru', "папа пьёт ксарелто, кровоточат дёсны и синяки по всему телу"],
  ['tr', "annem coumadin kullanıyor, diş etleri kanıyor ve her yerinde morluklar var"],
  ['zh', "我妈在吃华法林，牙龈出血，身上到处是淤青"],
  ['ja', "母がワーファリンを飲んでいて、歯ぐきから出血して、体中にあざがある"],
  ['ko', "어머니가 와파린을 드시는데 잇몸에서 피가 나고 온몸에 멍이 들었어요"],
  ['ar', "أبوي ياخذ وارفارين ولثته تنزف وعنده كدمات في كل جسمه"],
  ['hi', "papa warfarin lete hain, masudon se khoon aa raha hai aur poore sharir par neel pad gaye hain"],
  ['hi', "पापा वारफरिन लेते हैं, मसूड़ों से खून आ रहा है और पूरे शरीर पर नील पड़ गए हैं"],
  ['ru', "мама 79 лет принимает варфарин, синяки по всему телу, кровоточат десны и моча розовая, МНО не проверяли месяц, недавно дали кларитромицин"],
  ['en', "her INR was 8.5 yesterday and now her gums are bleeding"],
  ['de', "INR gestern 8, jetzt blutet das Zahnfleisch"],
  ['es', "el INR le salió en 9 y le sangran las encías"],
  ['ru', "МНО было 8, теперь кровоточат дёсны"],
  ['zh', "国际标准化比值是8，现在牙龈出血"],
];

/** On an anticoagulant, a bruise after a knock with a recent normal INR; bleeding gums without one. */
const NOT_ANTICOAGULANT_BLEEDING: Case[] = [
  ['en', "i'm on warfarin, small bruise on my shin after bumping it on the table, INR checked last week and fine"],
  ['de', "ich nehme Marcumar, kleiner blauer Fleck am Schienbein nach einem Stoß, INR letzte Woche kontrolliert und gut"],
  ['es', "tomo sintrom, tengo un pequeño moratón en la espinilla porque me golpeé con la mesa, el INR de la semana pasada bien"],
  ['ru', "принимаю варфарин, небольшой синяк на голени, ударилась о стол, МНО на прошлой неделе в норме"],
  ['en', "my gums bleed a bit when i brush my teeth"],
  ['fr', "je prends du Préviscan, petit bleu sur le tibia après m'être cogné, INR contrôlé la semaine dernière, normal"],
  ['it', "prendo il coumadin, un piccolo livido sulla gamba dopo aver sbattuto, INR della settimana scorsa a posto"],
  ['pl', "biorę warfarynę, mały siniak na goleni po uderzeniu, INR w zeszłym tygodniu w normie"],
  ['zh', "我在吃华法林，小腿撞到桌子有一小块淤青，上周查INR正常"],
  ['en', 'the INR was checked last week and was fine'],
];

const TIA_PASSED: Case[] = [
  ['en', "mum is 74, yesterday her right arm suddenly went weak and she dropped her cup, her speech was slurred, after an hour it went back to normal, today she is fine"],
  ['en', "my husband's left hand went numb and weak for 20 minutes and his words came out muddled, now he is fine"],
  ['is', "mamma missti skyndilega máttinn í hægri hendi og missti bollann, hún var þvoglumælt en það lagaðist eftir klukkutíma, í dag er hún fín"],
  ['pl', "mama nagle miała słabość w prawej ręce, upuściła kubek, mówiła bełkotliwie, po godzinie przeszło, dziś czuje się dobrze"],
  ['es', "a mi madre de repente se le quedó débil el brazo derecho, se le cayó la taza de la mano y hablaba arrastrando las palabras, a la hora se le pasó y hoy está bien"],
  ['fr', "ma mère a eu d'un coup le bras droit faible, elle a lâché sa tasse, elle parlait de façon pâteuse, au bout d'une heure c'est passé, aujourd'hui elle va bien"],
  ['de', "meine Mutter hatte plötzlich keine Kraft im rechten Arm, die Tasse ist ihr aus der Hand gefallen, sie hat verwaschen gesprochen, nach einer Stunde war alles wieder gut"],
  ['it', "mia madre all'improvviso ha avuto il braccio destro debole, le è caduta la tazza dalla mano, parlava impastato, dopo un'ora è passato tutto e oggi sta bene"],
  ['pt', "minha mãe de repente ficou com o braço direito fraco, deixou cair a xícara, a fala ficou enrolada, depois de uma hora passou e hoje está bem"],
  ['ru', "у мамы вдруг ослабла правая рука, выронила чашку, речь была невнятная, через час всё прошло, сегодня нормально"],
  ['tr', "annemin aniden sağ kolu güçsüzleşti, bardağı elinden düşürdü, konuşması peltekleşti, bir saat sonra geçti, bugün iyi"],
  ['zh', "我妈突然右手没力气，杯子从手里掉了，说话含糊不清，一个小时后就好了，今天没事"],
  ['ja', "母が急に右手に力が入らなくなってコップを落とし、ろれつが回らなかったが、1時間で治って今日は元気です"],
  ['ko', "어머니가 갑자기 오른팔에 힘이 빠져서 컵을 떨어뜨리고 말이 어눌했는데 한 시간 뒤에 괜찮아졌고 오늘은 멀쩡해요"],
  ['hi', "mummy ka achanak daayan haath kamzor ho gaya, cup haath se gir gaya, zabaan ladkhada rahi thi, ek ghante baad theek ho gayi, aaj bilkul theek hai"],
  ['hi', "माँ का अचानक दायां हाथ कमज़ोर हो गया, कप हाथ से गिर गया, ज़बान लड़खड़ा रही थी, एक घंटे बाद ठीक हो गईं, आज बिल्कुल ठीक हैं"],
  ['ar', "أمي عمرها 74 سنة وعندها سكري، امبارح صار عندها ضعف بإيدها اليمين، بتوقع الكباية من إيدها، والحكي تقيل شوي بس رجع منيح بعد ساعة. اليوم كتير منيحة"],
  ['ar', "أبوي فجأة ما قدر يحرك إيده اليسار وكلامه صار ثقيل لمدة نص ساعة وبعدين رجع طبيعي"],
  ['de', "mein Vater hatte für zehn Minuten plötzlich keine Kraft im linken Bein, jetzt ist es wieder weg"],
  ['ru', "у папы минут на двадцать онемела и ослабла левая рука, сейчас всё прошло"],
];

/** Long-standing tingling feet in diabetes is neuropathy (NICE NG19), not a TIA. */
const NOT_TIA: Case[] = [
  ['en', "i'm diabetic and my feet have been tingling for months"],
  ['es', "soy diabética y tengo hormigueo en los pies desde hace meses"],
  ['ar', "عندي سكري وعندي تنميل في رجليي من شهور"],
  ['de', "ich bin Diabetikerin und meine Füße kribbeln seit Monaten"],
  ['ru', "у меня диабет, ноги покалывает уже несколько месяцев"],
  ['pt', "sou diabético e tenho formigamento nos pés há meses"],
  ['fr', "je suis diabétique et j'ai des fourmillements dans les pieds depuis des mois"],
  ['tr', "şekerim var, aylardır ayaklarım karıncalanıyor"],
  ['hi', "mujhe sugar hai aur mahino se pairon mein jhunjhuni hai"],
];

const SUICIDE_RISK_TOLD_BY_A_RELATIVE: Case[] = [
  ['en', "my daughter wrote in her diary that everyone would be better off if she wasn't here, she has given away her favourite things"],
  ['en', "my son keeps saying we'd all be better off without him"],
  ['is', "dóttir mín skrifaði að það væri betra fyrir alla ef hún væri ekki hér, hún hefur gefið frá sér uppáhaldshlutina sína"],
  ['pl', "córka napisała w zeszycie, że wszystkim byłoby lepiej bez niej, rozdała swoje ulubione rzeczy"],
  ['es', "mi hija escribió que todos estarían mejor sin ella, ha regalado sus cosas más queridas"],
  ['fr', "ma fille a écrit que tout le monde serait mieux sans elle, elle a donné ses affaires préférées"],
  ['de', "meine Tochter hat geschrieben, dass es für alle besser wäre, wenn sie nicht mehr da wäre, sie hat ihre liebsten Sachen verschenkt"],
  ['it', "mia figlia di 16 anni ha scritto su un quaderno \"sarebbe meglio per tutti se lei non ci fosse più\", ha già deciso come e quando, ha regalato le sue cose più care"],
  ['pt', "minha filha escreveu que todos ficariam melhor sem ela, deu as coisas favoritas dela"],
  ['ru', "дочь написала, что всем будет лучше без неё, раздала свои любимые вещи"],
  ['tr', "kızım herkesin onsuz daha iyi olacağını yazmış, en sevdiği eşyalarını dağıttı"],
  ['zh', "我女儿在本子上写着没有她大家会更好，她把最心爱的东西都送人了"],
  ['ja', "娘がノートに「私がいないほうがみんな幸せ」と書いていて、大切にしていた物を人にあげてしまった"],
  ['ko', "딸이 공책에 자기가 없으면 모두가 더 행복할 거라고 썼고, 아끼던 물건들을 다 나눠줬어요"],
  ['ar', "بنتي كتبت إنه الكل رح يكون أحسن بدونها، ووزعت أغراضها الغالية"],
  ['hi', "meri beti ne likha ki uske bina sab behtar rahenge, usne apni pyaari cheezein baant di"],
  ['hi', "मेरी बेटी ने लिखा कि उसके बिना सब बेहतर रहेंगे, उसने अपनी प्यारी चीज़ें बाँट दीं"],
];

/** Said of themself by a son, a wife: the burden ("we'd be better off without him"), methods searched, tablets hoarded. */
const BURDEN_TOLD_BY_A_RELATIVE: Case[] = [
  ['en', "my son has been searching online how many paracetamol it would take to die"],
  ['en', "my wife has been hoarding her sleeping tablets in her drawer and said goodbye to her sister"],
  ['de', "mein Sohn sagt, wir wären ohne ihn besser dran"],
  ['es', "mi hijo dice que estaríamos mejor sin él"],
  ['fr', "mon fils dit qu'on serait mieux sans lui"],
  ['it', "mio figlio dice che staremmo meglio senza di lui"],
  ['pt', "o meu filho diz que ficávamos melhor sem ele"],
  ['ru', "сын говорит, что нам будет лучше без него"],
  ['pl', "syn mówi, że bylibyśmy szczęśliwsi bez niego"],
  ['tr', "oğlum onsuz daha mutlu olacağımızı söylüyor"],
  ['zh', "我儿子说没有他我们会过得更好"],
  ['ja', "息子が「僕がいないほうが家族は楽になる」と言っている"],
  ['ko', "아들이 자기가 없으면 우리가 더 편할 거래요"],
  ['hi', "mera beta kehta hai ki uske bina hum sab khush rahenge"],
  ['is', "sonur minn segir að við værum betur sett án hans"],
  ['ar', "ابني بيقول إنه إحنا رح نكون أحسن بدونه"],
];

/** Better off in another job or without the car, better than others, old clothes to charity, killing time. */
const NOT_SUICIDE_RISK: Case[] = [
  ['en', "i'm tired of my job, i'd be better off in another one"],
  ['en', "my teenager gave away her old clothes to charity"],
  ['en', "we're just killing time at the airport"],
  ['es', "estoy harto de mi trabajo, estaría mejor en otro"],
  ['de', "mein Sohn hat seine alten Klamotten an die Kleiderkammer verschenkt"],
  ['fr', "j'en ai marre de mon boulot, je serais mieux dans un autre"],
  ['de', "ich hab meinen Job satt, in einem anderen wäre ich besser dran"],
  ['it', "sono stufo del mio lavoro, starei meglio in un altro"],
  ['pt', "estou farto do meu trabalho, ficava melhor noutro"],
  ['ru', "я устал от своей работы, мне было бы лучше на другой"],
  ['es', "mi hija regaló su ropa vieja a una ONG"],
  ['fr', "ma fille a donné ses vieux vêtements à une association"],
  ['it', "mia figlia ha regalato i vestiti vecchi alla Caritas"],
  ['ja', "空港で時間をつぶしている"],
  ['de', "wir schlagen nur die Zeit tot am Flughafen"],
  ['es', "estamos matando el tiempo en el aeropuerto"],
  ['pt', "estamos a matar o tempo no aeroporto"],
  ['fr', "on tue le temps à l'aéroport"],
  ['it', "stiamo ammazzando il tempo in aeroporto"],
  ['ru', "мы просто убиваем время в аэропорту"],
  ['tr', "havaalanında vakit öldürüyoruz"],
  ['ko', "공항에서 시간 죽이는 중이에요"],
  ['zh', "我们在机场打发时间"],
  ['hi', "hum airport pe time pass kar rahe hain"],
  ['ar', "عم نقتل الوقت بالمطار"],
  ['pl', "zabijamy czas na lotnisku"],
  ['is', "við erum bara að drepa tímann á flugvellinum"],
  ['de', "meine Oma hat ihre alten Möbel verschenkt, weil sie umzieht"],
  ['ko', "딸이 안 입는 옷을 기부했어요"],
  ['ar', "هو أحسن من غيره في الشغل"],
  ['de', "ohne Brille sehe ich besser"],
  ['fr', "on serait mieux sans la voiture"],
  ['de', "wir wären ohne das Auto besser dran"],
  ['ru', "нам будет лучше без машины"],
  ['tr', "onsuz yaşayamam"],
  ['zh', "没有他帮忙我们会更累"],
  ['en', "we'd be better off without the car"],
];

describe('bleeding on an anticoagulant (NICE CKS anticoagulation)', () => {
  it('bleeding gums, bruises all over, pink urine on warfarin or a DOAC are same day or sooner, in 15 languages', () => {
    expectUrgency(ANTICOAGULANT_BLEEDING, 1, 2);
  });
  it('bleeding without an injury is read as such', () => {
    expectRead('spontaneous_bleeding', ANTICOAGULANT_BLEEDING.filter(([, t]) => !/pink/.test(t)));
    expectRead('blood_thinner', ANTICOAGULANT_BLEEDING);
  });
  it('a bruise after a knock with a normal INR, or gums that bleed when brushing, are not', () => {
    expectUrgency(NOT_ANTICOAGULANT_BLEEDING, 3, 5);
    expectNotRead('spontaneous_bleeding', NOT_ANTICOAGULANT_BLEEDING);
  });
});

describe('a TIA whose signs have passed (NICE NG128)', () => {
  it('one weak arm or leg, heavy or slurred speech that went away is an emergency, in 15 languages', () => {
    expectUrgency(TIA_PASSED, 1, 2);
  });
  it('weakness of one arm or leg is read as one-sided weakness', () => {
    expectMentioned('one_sided_weakness', TIA_PASSED);
  });
  it('told as over ("after an hour it went back to normal", "через час всё прошло", "一个小时后就好了") it is a TIA, 2 — not a stroke going on, and not routine', () => {
    for (const [lang, t] of TIA_PASSED.filter(([l, t]) => ['tr', 'zh', 'ko', 'ru', 'pl'].includes(l) || t.startsWith('mum is 74'))) {
      const a = assessWithoutNet(t, lang);
      expect(a.urgency, `${lang}: ${t}`).toBe(2);
    }
  });
  it('tingling feet for months in a diabetic is not', () => {
    expectUrgency(NOT_TIA, 3, 5);
    expectNotRead('one_sided_weakness', NOT_TIA);
  });
});

describe('suicide risk told by a relative (NICE NG225)', () => {
  it('"better off without her", treasured things given away, a decided plan: same day or sooner, in 15 languages', () => {
    expectUrgency(SUICIDE_RISK_TOLD_BY_A_RELATIVE, 1, 2);
    expectRead('suicidal', SUICIDE_RISK_TOLD_BY_A_RELATIVE);
  });
  it('"he says we would be better off without him" and the like, in 15 languages', () => {
    expectUrgency(BURDEN_TOLD_BY_A_RELATIVE, 1, 2);
    expectRead('suicidal', BURDEN_TOLD_BY_A_RELATIVE);
  });
  it('another job, clothes to charity and killing time are not', () => {
    expectUrgency(NOT_SUICIDE_RISK, 3, 5);
    expectNotRead('suicidal', NOT_SUICIDE_RISK);
    expectNotRead('farewell_signals', NOT_SUICIDE_RISK);
  });
});

/** Suicidal words or a goodbye message, and the person does not answer or cannot be reached. */
const SUICIDE_UNREACHABLE: Case[] = [
  ['en', "my son sent me a goodbye message and isn't answering his phone"],
  ['en', "my daughter said she wants to die and now I can't reach her, her phone is off"],
  ['de', 'meine Tochter hat geschrieben, dass sie nicht mehr leben will, und geht nicht ans Telefon'],
  ['es', 'mi hermano me escribió que quiere morir y no contesta el teléfono'],
  ['fr', "mon fils m'a écrit qu'il veut mourir et ne répond plus au téléphone"],
  ['it', 'mia figlia ha scritto che vuole morire e non risponde al telefono'],
  ['pt', 'meu filho disse que quer morrer e não atende o telefone'],
  ['pl', 'syn napisał mi pożegnalną wiadomość i nie odbiera telefonu'],
  ['ru', 'дочь написала, что хочет умереть, и не берёт трубку'],
  ['tr', 'oğlum ölmek istediğini yazdı, telefonu açmıyor'],
  ['is', 'sonur minn sagðist vilja deyja og svarar ekki símanum'],
  ['ar', 'بنتي قالت إنها بدها تموت وما عم ترد على التلفون'],
  ['hi', 'मेरे बेटे ने लिखा कि वह मरना चाहता है और फ़ोन नहीं उठा रहा'],
  ['zh', '我女儿说她想死，现在电话关机，联系不上'],
  ['ja', '息子が死にたいとメッセージを送ってきて、電話に出ない'],
  ['ko', '딸이 죽고 싶다고 문자를 보냈는데 전화를 안 받아요'],
];

describe('suicidal words or a goodbye message, and the person cannot be reached → 112 now (NHS; Samaritans)', () => {
  it('reads the person as unreachable and calls it urgency 1', () => {
    for (const [lang, t] of SUICIDE_UNREACHABLE) {
      expect(parseText(t, lang as Language).present.has('unreachable'), `${lang}: ${t}`).toBe(true);
      expect(assessWithoutNet(t, lang as Language).urgency, `${lang}: ${t}`).toBe(1);
    }
  });
  it('a practice that does not answer the phone is no crisis', () => {
    expect(assessWithoutNet("the surgery isn't answering the phone and I have a sore throat", 'en').urgency).toBeGreaterThanOrEqual(3);
    expect(assessWithoutNet('die Praxis geht nicht ans Telefon, ich habe Halsschmerzen', 'de').urgency).toBeGreaterThanOrEqual(3);
  });
});

describe('a relative who says someone "wants to die" reports suicidal thoughts (NICE NG225)', () => {
  it.each<[Language, string]>([
    ['it', 'mio figlio dice che vuole morire'],
    ['pt', 'meu filho diz que quer morrer'],
    ['ru', 'сын говорит, что хочет умереть'],
    ['is', 'sonur minn segist vilja deyja'],
    ['fr', "ma fille dit qu'elle veut mourir"],
  ])('[%s] %s', (lang, t) => {
    expect(parseText(t, lang).present.has('suicidal')).toBe(true);
  });
});
