import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, flags } from '../../../test/support/protocol.ts';

/**
 * BOAST (compartment syndrome) and NICE NG38: a limb in a cast whose pain keeps rising though
 * painkillers are taken, with cold, blue or numb fingers or toes, is an emergency (the cast split,
 * fasciotomy within hours). Our own sentences; the net is left out, so the rule alone is tested.
 */
describe('a limb in a cast, pain not eased by painkillers, cold, blue or numb digits → emergency (BOAST)', () => {
  it.each<[Language, string]>([
    ['en', 'My leg has been in a cast since yesterday, the pain keeps getting worse even with painkillers, my toes are blue and cold and I can hardly move them'],
    ['es', 'Tengo la pierna enyesada desde ayer, el dolor va a peor aunque tomo analgésicos, los dedos del pie están morados y fríos y casi no los puedo mover'],
    ['fr', "J'ai le bras plâtré depuis hier, la douleur augmente malgré les antidouleurs, mes doigts sont froids, bleutés et engourdis"],
    ['pt', 'Estou com o braço engessado desde ontem, a dor piora mesmo com analgésicos, os dedos estão frios, roxos e dormentes'],
    ['pl', 'Mam nogę w gipsie od wczoraj, ból coraz większy mimo tabletek przeciwbólowych, palce sine i zimne, prawie nie mogę nimi ruszać'],
    ['de', 'Mein Arm ist seit gestern im Gips, die Schmerzen werden trotz Schmerzmitteln immer schlimmer, die Finger sind kalt und bläulich und fühlen sich taub an'],
    ['is', 'Ég er í gifsi á fætinum síðan í gær, verkurinn versnar þrátt fyrir verkjalyf, tærnar eru bláar og kaldar og dofnar'],
    ['hi', 'कल से मेरे पैर पर प्लास्टर है, दर्द की दवा के बावजूद दर्द बढ़ता जा रहा है, उंगलियां नीली और ठंडी हैं और सुन्न हैं'],
    ['ja', '昨日からギプスをしていますが、痛み止めを飲んでも痛みがどんどん強くなり、指が冷たく紫色でしびれています'],
    ['ko', '어제부터 다리에 깁스를 했는데 진통제를 먹어도 통증이 점점 심해지고 발가락이 차갑고 보라색이고 저려요'],
  ])('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
    expect(flags(text)).toContain('compartment_syndrome');
  });

  it.each<[Language, string]>([
    ['en', 'My arm has been in a cast for a week, it itches a lot, paracetamol helps with the ache and my fingers are warm and pink'],
    ['es', 'Llevo una semana con el brazo enyesado, me pica mucho pero el dolor se calma con paracetamol y los dedos están bien'],
    ['de', 'Mein Bein ist seit einer Woche im Gips, es juckt, mit Ibuprofen sind die Schmerzen gut auszuhalten'],
  ])('look-alike: [%s] an itchy cast whose ache painkillers ease is no emergency', (lang, text) => {
    expect(flags(text)).not.toContain('compartment_syndrome');
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThanOrEqual(3);
  });
});
