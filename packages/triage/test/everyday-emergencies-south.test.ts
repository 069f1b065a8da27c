import { describe, it } from 'vitest';
import { expectNotRead, expectNotUrgent, expectRead, expectUrgent } from './support/everyday.ts';

// Everyday ways of writing an emergency in French, Spanish, Italian, Portuguese and Turkish that the
// engine did not read: dropped "ne", Quebec "pu", colloquial Turkish "-yo" for "-yor", the lay words for
// a face that has dropped, speech that has gone, an arm that is dead, a chest clutched, eyes rolled up,
// "swollen all over" and a whistling chest after an allergen, a jump threatened from a height.

describe('stroke in lay words (NICE NG128 / NHS: face, arms, speech — call 999)', () => {
  it('a face gone crooked, speech gone or garbled, an arm that will not move, read in everyday words', () => {
    expectUrgent([
      ['fr', 'mon grand-père a la bouche de travers depuis tout à l heure'],
      ['fr', "ma tante parle chelou d'un coup et elle arrive plus a lever le bras"],
      ['fr', 'mon père ne parle plus depuis une demi-heure et son bras droit ne bouge plus'],
      ['es', 'a mi abuelo se le torció la boca y habla raro'],
      ['es', 'mi madre no puede levantar el brazo y tiene la cara caída'],
      ['it', 'mio zio ha la bocca storta e parla strano da mezz ora'],
      ['it', 'la nonna non parla più e il braccio destro non si muove'],
      ['pt', 'a minha tia ficou com a boca torta e fala enrolado'],
      ['pt', 'o meu avô de repente não fala e o braço direito está sem força'],
      ['tr', 'babamın ağzının sol tarafı sarktı, kelimeleri karıştırıyor'],
      ['tr', 'annemin sağ eli tutmuyor, konuşma bozukluğu başladı'],
      ['en', 'my dad suddenly has a droopy face and slurred speech'],
      ['de', 'mein Vater kann plötzlich nicht mehr sprechen und sein Mund hängt'],
      ['pl', 'mama nagle ma opadnięty kącik ust i bełkocze'],
    ]);
  });
  it('keeps a past stroke, a crooked tooth, a child who stopped talking to me, a sore arm out', () => {
    expectNotUrgent([
      ['fr', 'ma fille ne parle plus à sa soeur depuis la dispute, comment les réconcilier'],
      ['es', 'mi hijo ya no habla con nosotros desde que tiene novia, está de mal humor'],
      ['it', 'mia figlia non parla più con me da una settimana, è adolescente'],
      ['pt', 'a minha filha não fala mais com o pai desde a discussão'],
      ['pt', 'tenho um dente torto e quero saber sobre aparelho'],
      ['tr', 'kolum ağrıyor, spor salonunda zorlandım'],
    ]);
    expectNotRead('face_droop', [
      ['es', 'la lámpara está torcida en la pared'],
      ['tr', 'bebeğin ağzından süt geliyor'],
    ]);
  });
});

describe('not responding, not breathing (Resuscitation Council UK: unresponsive and not breathing normally)', () => {
  it('reads the everyday and dialect forms', () => {
    expectUrgent([
      ['fr', 'mon chum est tombé raide pis respire pu'],
      ['fr', "je l'ai trouvée par terre, elle bouge plus et elle n'ouvre pas les yeux"],
      ['es', 'encontré a mi abuela en el suelo y no me contesta'],
      ['es', 'mi padre se cayó y no se mueve, no abre los ojos'],
      ['it', 'mio nonno è caduto e non apre gli occhi'],
      ['pt', 'minha mãe caiu dura na sala e não tá respirando'],
      ['pt', 'o meu tio está no chão sem responder'],
      ['tr', 'dedem yerde yatıyor, seslendim cevap vermiyor'],
      ['tr', 'bebeğim nefes almıyo, morardı'],
      ['tr', 'annem yatakta, gözlerini açmıyor, uyanmıyo'],
      ['en', 'my husband collapsed and is not breathing'],
      ['de', 'mein Opa ist umgefallen und atmet nicht'],
    ]);
  });
  it('keeps a phone that is not answered, a stiff arm that does not move and medicines that do not work out', () => {
    expectNotRead('unconscious', [
      ['es', 'mi médico no contesta al teléfono y necesito una receta'],
      ['es', 'el brazo no se mueve bien desde la caída de ayer, me duele el hombro'],
      ['it', 'il dito non si muove bene da quando l ho sbattuto'],
      ['pt', 'o braço não se mexe direito desde que caí, dói o ombro'],
      ['tr', 'telefonuna cevap vermiyor, merak ediyorum'],
      ['tr', 'ilaca cevap vermiyor, öksürük geçmedi'],
    ]);
    expectNotUrgent([
      ['fr', 'mon bébé dort bien, il respire normalement, est-ce normal qu il ronfle un peu'],
      ['pt', 'não está respirando bem pelo nariz por causa da constipação'],
    ]);
  });
});

describe('Turkish present continuous written without its r ("-yo" for "-yor")', () => {
  it('reads a term written in -yor in a text written in -yo', () => {
    expectRead('dyspnoea', [['tr', 'nefes alamıyo, çok zorlanıyo']]);
    expectRead('unconscious', [['tr', 'sarstım ama uyanmıyo']]);
  });
  it('keeps a negated -yo as negated', () => {
    expectNotUrgent([['tr', 'öksürüğüm var ama nefes darlığım yok, ateşim de yok']]);
  });
});

describe('a chest clutched, grey and sweating (NICE CG95: suspected acute coronary syndrome)', () => {
  it('reads clutching the chest as chest pain', () => {
    expectRead('chest_pain', [
      ['fr', 'il se tient la poitrine depuis vingt minutes'],
      ['fr', 'il dit qu il a comme une barre sur la poitrine'],
      ['es', 'mi padre se agarra el pecho y suda'],
      ['it', 'mio padre si tiene il petto ed è grigio'],
      ['pt', 'o meu pai está segurando o peito e suando frio'],
      ['tr', 'babam göğsünü tutup oturdu, terliyor'],
    ]);
    expectUrgent([
      ['fr', 'papa se tient la poitrine, il est tout gris et il transpire'],
      ['pt', 'meu tio caiu segurando o peito, suando frio'],
      ['tr', 'babam göğsünü tutup yere yığıldı, terli'],
    ]);
  });
  it('keeps "mal au coeur" (nausea) and a hand on the heart in a vow out', () => {
    expectNotRead('chest_pain', [
      ['fr', "j'ai mal au coeur depuis ce matin, envie de vomir"],
      ['es', 'me toco la nariz y me duele'],
    ]);
  });
});

describe('a fit that goes on (NICE CG137 / NHS: a seizure over 5 minutes is an emergency)', () => {
  it('reads eyes rolled up and shaking as a seizure', () => {
    expectRead('seizure', [
      ['fr', 'ma fille tremble de partout avec les yeux révulsés'],
      ['es', 'mi hijo tiene los ojos en blanco y tiembla entero'],
      ['it', 'ha gli occhi rovesciati e trema tutto'],
      ['pt', 'o bebé está a revirar os olhos e a tremer'],
      ['tr', 'kızımın gözleri yukarı kaydı, her yeri kasılıyor'],
    ]);
  });
  it('keeps a cramping tummy and rolled eyes in annoyance out', () => {
    expectNotRead('seizure', [
      ['tr', 'karnım kasılıyor, regl ağrısı'],
      ['pt', 'fiquei com o olho vermelho e a tremer de frio'],
    ]);
  });
});

describe('allergic swelling all over with a whistling chest (Resuscitation Council UK anaphylaxis 2021)', () => {
  it('reads "swollen all over" and a whistling chest after an allergen as anaphylaxis', () => {
    expectUrgent([
      ['fr', 'mon fils gonfle de partout après des noix et il siffle'],
      ['es', 'mi novia comió gambas y está toda hinchada, le pitan los pulmones'],
      ['it', 'dopo le arachidi è tutto gonfio e respira con il fischio'],
      ['pt', 'comeu camarão e ficou todo inchado, está com pieira'],
      ['tr', 'fıstık yedikten sonra her yeri şişti, hırıltılı nefes alıyor'],
    ]);
  });
  it('keeps a whistled tune and swollen ankles in the heat out', () => {
    expectNotRead('dyspnoea', [['fr', 'il siffle une chanson en faisant la vaisselle']]);
    expectNotUrgent([
      ['fr', 'mes chevilles sont un peu gonflées avec la chaleur le soir'],
      ['it', 'ho le caviglie un po gonfie con il caldo'],
    ]);
  });
});

describe('a jump threatened from a height, a method named (NICE NG225: a plan or means is the highest risk)', () => {
  it('reads the plan in everyday words', () => {
    expectUrgent([
      ['fr', 'mon frère est sur le toit et il dit qu il va sauter'],
      ['es', 'mi amiga está en el puente y dice que se va a tirar'],
      ['it', 'un ragazzo è sul ponte e dice che si vuole buttare'],
      ['pt', 'meu primo está na ponte e disse que vai pular'],
      ['tr', 'arkadaşım köprüde, atlayacağım diye yazdı'],
      ['pt', 'a minha irmã diz que se quer matar e está sozinha'],
      ['tr', 'yarın evde ilaçları içeceğim, hepsini hazırladım'],
    ]);
  });
  it('keeps a jump into the pool and a skipped meal out', () => {
    expectNotUrgent([
      ['fr', 'mon fils va sauter du plongeoir demain, il a peur'],
      ['es', 'se va a tirar a la piscina con flotador, tiene 4 años'],
      ['pt', 'vai pular a refeição porque está enjoado'],
    ]);
  });
});

describe('an overdose told in Turkish (TOXBASE: a whole box taken is an overdose)', () => {
  it('reads a box or all of the pills taken', () => {
    expectRead('overdose', [
      ['tr', 'ablam bir kutu uyku ilacı içmiş'],
      ['tr', 'annem ilaçlarının hepsini içmiş'],
    ]);
  });
  it('keeps an ordinary dose out', () => {
    expectNotRead('overdose', [['tr', 'annem akşam ilacını içti, şimdi uyuyor']]);
  });
});

describe('blood that spurts (NICE NG39 / NHS: bleeding that is spurting or will not stop)', () => {
  it('reads "ça gicle"', () => {
    expectRead('heavy_bleeding', [['fr', 'il s est coupé la cuisse avec la disqueuse et ça gicle']]);
  });
  it('keeps the juice of an orange out', () => {
    expectNotRead('heavy_bleeding', [['fr', "le jus d'orange gicle sur la table"]]);
  });
});

describe('all the pills or a pile of them taken (TOXBASE / NICE CG16: an overdose, deliberate or not)', () => {
  it('reads "took all her tablets", "a load of pills" in everyday words', () => {
    expectRead('overdose', [
      ['fr', 'elle a avalé toutes ses gélules pour dormir'],
      ['es', 'mi hermana dice que se ha tomado todas las pastillas'],
      ['es', 'mi primo tomó muchas pastillas de la abuela'],
      ['it', 'mia sorella ha preso tutte le sue pastiglie per dormire'],
      ['pt', 'o meu irmão tomou um monte de remédio de dormir'],
      ['pt', 'ela engoliu todos os comprimidos da caixa'],
      ['tr', 'ablam bir kutu ağrı kesici içmiş'],
    ]);
  });
  it('keeps the usual morning tablets and a contraceptive pack out', () => {
    expectNotRead('overdose', [
      ['fr', "j'ai pris tous mes médicaments ce matin comme d'habitude"],
      ['es', 'me tomé todas las pastillas anticonceptivas del mes y no me baja la regla'],
      ['pt', 'tomei todos os meus remédios de manhã, como sempre'],
      ['it', 'ho preso tutte le pastiglie del giorno, come prescritto'],
    ]);
  });
});
