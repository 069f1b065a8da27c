import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { type Case, expectNotRead, expectNotUrgent, expectRead, expectUrgent } from './support/everyday.ts';
import { assessWithoutNet } from './support/protocol.ts';

const urgency = (text: string, lang: Language) => assessWithoutNet(text, lang).urgency;

// What the engine misread in everyday French, Spanish, Italian, Portuguese and Turkish: a person gone
// grey or blue in colour words, legs that "do not move" in the third person, soot coughed up and smoke
// breathed in a fire, severe belly pain with words between, someone still passed out, and the cue words
// "plus de" (more than) and "passed" (a pain that spreads, time gone by) read as a finding resolved.
// Every text is written for this file, not taken from a corpus.

describe('a person gone grey or blue (Resuscitation Council UK ABCDE / NHS 111: blue or grey skin or lips → 999)', () => {
  it('reads the colour of the whole person in everyday words', () => {
    expectRead('cyanosis', [
      ['fr', 'mon oncle est devenu tout gris dans le fauteuil'],
      ['fr', 'elle est toute grise et froide'],
      ['fr', 'son visage est grisâtre depuis tout à l heure'],
      ['es', 'mi abuela se ha puesto gris y no contesta bien'],
      ['es', 'tiene la piel grisácea y suda'],
      ['it', 'mio zio è diventato grigio di colpo'],
      ['it', 'il bambino ha le labbra bluastre'],
      ['pt', 'o meu avô ficou todo cinzento no sofá'],
      ['pt', 'a bebé está roxinha na boca'],
      ['tr', 'dedemin yüzü griye döndü'],
      ['tr', 'bebeğim mosmor oldu'],
    ]);
    expectUrgent([
      ['fr', 'mon mari est tout gris et il transpire'],
      ['es', 'mi padre se puso gris y está sudando'],
      ['it', 'la nonna sta diventando grigia e suda freddo'],
      ['pt', 'o meu pai ficou cinzento e está a suar'],
      ['tr', 'babamın rengi kül gibi oldu, terliyor'],
      ['en', 'my husband has blue lips and is sweating'],
      ['de', 'meine Mutter hat blaue Lippen'],
      ['pl', 'dziecko ma sine usta'],
      ['ru', 'у ребёнка синие губы'],
      ['ar', 'شفايف الطفل زرقاء'],
    ]);
  });
  it('keeps the weather, grey hair, a bruise and a grey jumper out', () => {
    expectNotRead('cyanosis', [
      ['fr', 'le ciel est tout gris depuis une semaine et j ai mal à la tête'],
      ['fr', 'mes cheveux sont tout gris à 35 ans'],
      ['fr', 'mon genou est tout bleu après la chute'],
      ['es', 'el cielo está gris y me duele la cabeza'],
      ['es', 'tengo la rodilla morada del golpe'],
      ['it', 'i capelli sono diventati grigi presto'],
      ['it', 'il cielo è grigio e ho mal di testa'],
      ['pt', 'o joelho ficou roxo da pancada'],
      ['pt', 'o tempo está cinzento hoje'],
      ['tr', 'dizim morarmış, çarptım'],
      ['tr', 'gri kazağım çok kaşındırıyor'],
    ]);
  });
});

describe('legs that do not move after an injury (NICE NG41: spinal injury → 999, do not move the person)', () => {
  it('reads "does not move his legs" without the modal verb', () => {
    expectUrgent([
      ['fr', 'il est tombé de l échelle et il ne bouge plus ses jambes'],
      ['es', 'se cayó del tejado y no mueve las piernas'],
      ['it', 'è caduto dalla scala e non muove le gambe'],
      ['pt', 'caiu do telhado e não mexe as pernas'],
      ['tr', 'merdivenden düştü, bacaklarını hareket ettiremiyor'],
      ['en', 'he fell off the roof and cannot move his legs'],
      ['de', 'er ist vom Dach gefallen und kann die Beine nicht bewegen'],
      ['pl', 'spadł z dachu i nie może ruszać nogami'],
      ['ru', 'упал с крыши и не может пошевелить ногами'],
      ['ar', 'وقع من السطح وما يقدر يحرك رجليه'],
    ]);
  });
  it('keeps legs that move again, and legs that only ache, out', () => {
    expectNotRead('paralysis', [
      ['es', 'me duelen las piernas después de correr'],
      ['it', 'ho le gambe stanche dopo la camminata'],
      ['pt', 'as pernas doem depois do treino'],
      ['fr', 'j ai mal aux jambes après le sport'],
    ]);
  });
});

describe('soot, singed nose hair, smoke breathed in a fire (British Burn Association: inhalational and facial burns)', () => {
  it('reads an inhalational or facial burn in everyday words', () => {
    expectRead('large_burn', [
      ['fr', 'après l incendie mon voisin tousse du noir'],
      ['fr', 'ma tante a respiré beaucoup de fumée dans l incendie'],
      ['es', 'después del incendio mi tío tose negro'],
      ['es', 'tiene los pelos de la nariz chamuscados'],
      ['it', 'dopo l incendio tossisce nero'],
      ['it', 'mio padre ha respirato molto fumo nell incendio'],
      ['pt', 'depois do incêndio ele está a tossir preto'],
      ['pt', 'a minha mãe inalou muita fumaça no incêndio'],
      ['tr', 'yangında kardeşim dumanda kaldı'],
      ['tr', 'babamın burnunun içi kapkara olmuş'],
    ]);
    expectUrgent([
      ['fr', 'le feu a pris, mon fils tousse du noir et sa voix est rauque'],
      ['es', 'hubo fuego en la cocina, mi hijo tose negro y tiene la voz ronca'],
      ['it', 'incendio in cucina, mia madre tossisce nero e ha la voce rauca'],
      ['pt', 'houve um incêndio, o meu pai tosse preto e está rouco'],
      ['tr', 'evde yangın çıktı, annem dumandan etkilendi, sesi kısıldı'],
      ['en', 'he has a burn on his face from the fire'],
      ['de', 'Verbrennung im Gesicht nach dem Brand'],
      ['pl', 'po pożarze ma poparzoną twarz'],
      ['ru', 'после пожара у него ожог лица'],
      ['ar', 'بعد الحريق عنده حرق في الوجه'],
    ]);
  });
  it('keeps cigarette smoke, whooping cough and a sunburnt face out', () => {
    expectNotRead('large_burn', [
      ['fr', 'j ai respiré de la fumée de cigarette chez mon oncle'],
      ['es', 'he respirado humo de tabaco en el bar'],
      ['it', 'ho respirato fumo di sigaretta tutta la sera'],
      ['pt', 'respirei fumo de cigarro no carro'],
      ['tr', 'sigara dumanından etkileniyorum, öksürüyorum'],
      ['tr', 'çocuğum kara öksürük geçirdi geçen yıl'],
    ]);
  });
});

describe('French "plus de": "more than" is not "no more"', () => {
  it('a finding before "plus de 5 minutes" or "plus de 40" stays present', () => {
    expectUrgent([
      ['fr', 'il convulse depuis plus de 5 minutes'],
      ['fr', 'mon bébé s étouffe avec un bonbon, il devient bleu, il fait plus de bruit'],
      ['fr', 'elle a la nuque raide, plus de 40 de fièvre'],
    ]);
  });
  it('"plus de fièvre" after the fever still ends it', () => {
    expectNotRead('fever', [['fr', 'j avais de la fièvre hier, plus de fièvre aujourd hui']]);
  });
});

describe('severe belly pain in everyday words (NICE CKS acute abdomen / NHS 111: severe sudden tummy pain → urgent)', () => {
  it('reads "pain … in the belly" with words between, and severe belly pain is urgent', () => {
    expectRead('abdominal_pain', [
      ['fr', 'j ai une douleur terrible au ventre depuis midi'],
      ['fr', 'le ventre lui fait très mal'],
      ['it', 'ho un dolore fortissimo alla pancia'],
      ['it', 'la pancia mi fa tanto male'],
      ['pt', 'tenho uma dor muito forte na barriga'],
      ['pt', 'dores fortes no estômago desde ontem'],
      ['tr', 'karnım çok fena ağrıyor'],
      ['es', 'tengo un dolor muy fuerte en la barriga'],
      ['en', 'I have a terrible pain in my belly'],
      ['de', 'ich habe starke Bauchschmerzen'],
      ['pl', 'bardzo boli mnie brzuch'],
    ]);
    expectUrgent([
      ['fr', 'douleur atroce au ventre et je vomis'],
      ['it', 'dolore fortissimo alla pancia e vomito'],
      ['pt', 'dor insuportável na barriga desde esta manhã'],
      ['tr', 'karnım dayanılmaz şekilde ağrıyor'],
      ['es', 'dolor insoportable en la tripa'],
      ['en', 'unbearable pain in my tummy'],
      ['de', 'unerträgliche Bauchschmerzen'],
      ['pl', 'nie do zniesienia ból brzucha'],
      ['ru', 'невыносимая боль в животе'],
      ['ar', 'ألم شديد جدا في البطن'],
    ]);
  });
  it('keeps a pain that is gone, and a mild one, out of 1–2', () => {
    expectNotUrgent([
      ['fr', 'j avais une petite douleur au ventre hier, ça va mieux'],
      ['it', 'un leggero dolore alla pancia dopo pranzo'],
      ['pt', 'uma dor leve na barriga depois do almoço'],
    ]);
  });
});

describe('someone who is still passed out (Resuscitation Council UK: unresponsive → 999)', () => {
  it('reads the colloquial "tá desmaiado", "sigue desmayado" as unconscious', () => {
    expectUrgent([
      ['pt', 'o meu primo tá desmaiado no chão'],
      ['pt', 'ela continua desmaiada há cinco minutos'],
      ['es', 'mi tío sigue desmayado en el suelo'],
      ['fr', 'mon père est inconscient par terre'],
      ['it', 'mio padre è privo di sensi'],
      ['tr', 'annem baygın yatıyor'],
      ['en', 'my dad is unconscious on the floor'],
      ['de', 'mein Vater ist bewusstlos'],
      ['pl', 'tata jest nieprzytomny'],
      ['ru', 'папа без сознания'],
    ]);
  });
  it('keeps someone who fainted and came round out of the unconscious reading', () => {
    expectNotRead('unconscious', [
      ['pt', 'desmaiei ontem no calor mas já estou bem'],
      ['es', 'me desmayé ayer en el metro pero ya estoy bien'],
    ]);
  });
});

describe('"passed" of a pain that spreads, or of time going by, is not a pain that is gone', () => {
  it('chest pain that goes through to the back or the arm stays present', () => {
    expectUrgent([
      ['pt', 'dor no peito que passou para o braço esquerdo, estou a suar'],
      ['es', 'dolor en el pecho que se me pasó al brazo izquierdo y sudo frío'],
      ['it', 'dolore al petto passato al braccio sinistro, sudo freddo'],
      ['fr', 'douleur dans la poitrine qui passe dans le bras gauche, il transpire'],
      ['tr', 'göğsümde ağrı var, sol koluma geçti, terliyorum'],
    ]);
    expectRead('chest_pain', [
      ['pt', 'dor no peito, já passou uma hora e continua'],
      ['it', 'dolore al petto, è passata mezz ora e non migliora'],
      ['tr', 'göğsüm ağrıyor, üzerinden bir saat geçti'],
    ]);
  });
  it('a pain that has passed is still read as gone', () => {
    expectNotRead('headache', [
      ['pt', 'tive dor de cabeça mas já passou'],
      ['es', 'tuve dolor de cabeza pero ya pasó'],
      ['it', 'avevo mal di testa ma è passato'],
      ['fr', 'j avais mal à la tête, ça passe'],
      ['tr', 'başım ağrıyordu, geçti'],
    ]);
  });
});

describe('teething in a parent\'s words (NHS teething / NICE CKS: drooling, chewing everything, a temperature under 38 °C → home care)', () => {
  const selfCare = (cases: Case[]) => {
    for (const [lang, t] of cases) expect(urgency(t, lang), `${lang}: ${t}`).toBe(5);
  };
  it('reads molars coming through and a baby who bites everything as teething, kept at home', () => {
    expectRead('teething', [
      ['fr', 'ma fille de 18 mois fait ses molaires'],
      ['es', 'a mi hijo le están saliendo las muelas'],
      ['it', 'il piccolo sta mettendo i molari'],
      ['pt', 'estão a nascer os dentinhos da bebé'],
      ['tr', 'oğlumun azı dişleri çıkıyor'],
    ]);
    selfCare([
      ['fr', 'mon bébé de 8 mois bave beaucoup et mordille tout, 37,3, il boit bien'],
      ['es', 'mi bebé de 9 meses babea y muerde todo, le están saliendo las muelas, come bien'],
      ['it', 'la bimba di 10 mesi sbava e morde tutto, sta mettendo i dentini, beve bene'],
      ['pt', 'o meu bebé de 8 meses baba-se e morde tudo, estão a nascer os dentes'],
      ['tr', 'bebeğim her şeyi ısırıyor, salyası akıyor, azı dişleri çıkıyor'],
      ['en', 'my 8 month old is teething, dribbling and chewing everything, eating fine'],
      ['de', 'mein Baby zahnt, sabbert viel und ist etwas quengelig'],
      ['hi', 'बच्चे के दांत निकल रहे हैं, लार टपक रही है'],
      ['ko', '아기가 이가 나서 침을 많이 흘려요'],
      ['ru', 'у малыша режутся зубы, слюни текут'],
      ['zh', '宝宝出牙，流口水，什么都咬'],
    ]);
  });
  it('keeps teething with a high temperature, floppiness or a purple rash out of self-care, and a dog that bites out of teething', () => {
    for (const [lang, t] of [
      ['fr', 'mon bébé de 7 mois fait ses dents, 39,5 de fièvre et il est tout mou'],
      ['es', 'mi bebé muerde todo y tiene 39,8 de fiebre, está decaído y no come'],
      ['it', 'la bimba morde tutto ma ha 40 di febbre da ieri'],
      ['pt', 'a bebé morde tudo e está com 39 de febre'],
      ['tr', 'bebeğim her şeyi ısırıyor ama ateşi 39,5 ve çok halsiz'],
    ] as Case[])
      expect(urgency(t, lang), `${lang}: ${t}`).toBeLessThan(5);
    expectNotRead('teething', [
      ['fr', 'mon chien mord tout dans la maison'],
      ['es', 'mi perro muerde todo lo que encuentra'],
      ['it', 'il mio cane morde tutto'],
      ['pt', 'o meu cão morde tudo'],
      ['tr', 'köpeğim her şeyi ısırıyor'],
    ]);
  });
});
