import { describe, expect, it } from 'vitest';
import { expectNotUrgent, expectUrgent } from './support/everyday.ts';
import { present } from './support/protocol.ts';

/**
 * Everyday readings found missing in sets L and M once newer sealed sets replaced them: a wish to be
 * done with life in English, a treatment of a cancer named as an Icelandic compound, the Icelandic
 * perfect "rekið höfuðið" of a head strike, Polish words tangling in speech, a used needle through the
 * skin (new, 15 languages), caustic soda and drain cleaner in the eye. Every text is written for this
 * file; each reading has its look-alike.
 */
describe('"done with everything" is a wish to be done with life (NICE NG225: ask about suicide directly)', () => {
  it('is urgent', () => {
    expectUrgent([
      ['en', "honestly I'm just done with everything, there are pills in my drawer"],
      ['en', 'im done with it all'],
      ['en', 'I feel done with life'],
    ]);
  });
  it('a list of tasks done is not', () => {
    expectNotUrgent([
      ['en', "I'm done with everything on my list today, now my back aches"],
      ['en', 'I am done with everything at work for the week, just a runny nose'],
    ]);
  });
});

describe('Icelandic: a cancer treatment named as a compound, a head strike in the perfect', () => {
  it('reads chemotherapy for breast or lung cancer as a cancer treatment', () => {
    for (const t of ['ég er í meðferð við brjóstakrabbameini', 'lyfjagjöf vegna lungnakrabbameins í síðustu viku'])
      expect([...present(t, 'is')], t).toContain('anticancer_treatment');
    expect([...present('mamma dó úr brjóstakrabbameini fyrir tíu árum', 'is')]).not.toContain('anticancer_treatment');
  });
  it('a fever after chemotherapy and a head struck on warfarin are urgent', () => {
    expectUrgent([
      ['is', 'ég er í meðferð við brjóstakrabbameini og er komin með hita og hroll'],
      ['is', 'hún hefur rekið höfuðið í vaskinn og er á warfaríni'],
    ]);
  });
});

describe('Polish: words tangling in speech', () => {
  it('is read as slurred speech', () => {
    for (const t of ['plączę się w słowach', 'zaczynam się plątać w słowach', 'plącze mu się w słowach'])
      expect([...present(t, 'pl')], t).toContain('slurred_speech');
  });
  it('a tangled cable is not', () => {
    expect([...present('plączą mi się kable od słuchawek', 'pl')]).not.toContain('slurred_speech');
  });
});

describe('a used or discarded needle through the skin → emergency department (NHS needlestick; UKHSA, BHIVA)', () => {
  it('is read in every language', () => {
    expectUrgent([
      ['en', 'I pricked myself on a used needle in the park'],
      ['es', 'me pinché con una jeringa que estaba tirada en la calle'],
      ['pt', 'me furei com uma seringa na praia'],
      ['fr', 'je me suis piqué avec une seringue qui traînait'],
      ['it', 'mi sono punto con una siringa trovata al parco'],
      ['de', 'ich habe mich an einer Spritze im Park gestochen'],
      ['pl', 'ukłułem się strzykawką w parku'],
      ['ru', 'укололся шприцем на улице'],
      ['tr', 'parkta bir şırınga elime battı'],
      ['zh', '被地上的针头扎到了'],
      ['ja', '公園で注射針が刺さった'],
      ['ko', '주사바늘에 찔렸어요'],
      ['ar', 'شكتني ابرة سرنجة مرمية'],
      ['hi', 'park mein syringe chubh gayi'],
      ['is', 'ég stakkst á notaðri nál'],
    ]);
  });
  it("an injection at the doctor, a sewing needle or one's own insulin needle is not", () => {
    expectNotUrgent([
      ['en', 'I pricked my finger with a sewing needle'],
      ['en', 'I pricked myself with my insulin needle'],
      ['es', 'me dieron un pinchazo con una jeringa para la vacuna'],
      ['fr', 'après la piqûre avec la seringue chez le médecin, le bras est rouge'],
      ['it', 'dopo la puntura con la siringa ho un livido'],
      ['de', 'nach der Spritze beim Arzt sticht es im Arm'],
      ['ru', 'мне сделали укол шприцем в поликлинике'],
    ]);
  });
});

describe('caustic soda or drain cleaner in the eye (NICE CKS red eye: chemical injury → emergency eye care)', () => {
  it('is urgent', () => {
    expectUrgent([
      ['tr', 'fabrikada kostik soda gözüme sıçradı, çok yanıyor'],
      ['ja', 'パイプ洗浄剤(水酸化ナトリウム入り)が目に跳ねた'],
    ]);
  });
  it('detergent on the hands is not', () => {
    expectNotUrgent([['ja', '食器用洗剤が手についた']]);
  });
});
