import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { feverGrade } from '../../scores/fever-grade.ts';

/**
 * Floaters said to have been there for years (NICE CKS retinal detachment: long-standing floaters that
 * have not changed need no emergency review): "for years", "seit Jahren", "depuis des années", "yıllardır".
 */
const FOR_YEARS =
  /(?:^|[^\p{L}])(?:for (?:many |several |a few |some )?years|years? ago|since (?:i was )?(?:a )?(?:child|kid|teen)|ever since|my whole life|all my life|i(?: ha|')ve always had|always had|seit (?:vielen |einigen )?jahren|seit der kindheit|schon immer|depuis (?:des |plusieurs |quelques )?ann[ée]es|depuis toujours|depuis l.enfance|desde hace (?:muchos |varios )?a[ñn]os|desde (?:siempre|ni[ñn]o|ni[ñn]a|peque[ñn]o)|h[áa] (?:muitos |v[áa]rios )?anos|faz (?:muitos |v[áa]rios )?anos|desde sempre|da (?:molti |tanti )?anni|da sempre|od (?:wielu |kilku )?lat|od zawsze|od dziecka|(?:уже )?(?:много|несколько) лет|годами|с детства|всю жизнь|yıllardır|yillardir|yıllar önce|yillar once|çocukluğumdan beri|cocuklugumdan beri|í (?:mörg |nokkur )?ár|(?:saalon|salon|kai saal|kayi saal|barson) se|सालों से|कई साल से|برسों से|من سنين|من سنوات|من زمان|min sneen|men zaman|mn zaman)(?![\p{L}])|多年|好几年|好幾年|很多年|几年了|幾年了|何年も|数年前から|昔から|子供の頃から|몇 년|수년|오래전부터|어릴 때부터|منذ سنوات|منذ سنين|من سنين|من سنوات/u;

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  if (any('eye_red', 'sticky_eye') && any('eye_pain', 'photophobia', 'vision_change', 'contact_lens') && !P('eyelid'))
    hit('red_eye_serious', 3);
  // NICE CKS conjunctivitis (infective): a sticky eye in the first 28 days may be ophthalmia
  // neonatorum — same-day assessment; in a baby whose age is not told, a GP review.
  if (P('sticky_eye') && f.childAgeMonths !== undefined && f.childAgeMonths < 1) hit('sticky_eye_baby', 3);
  else if (P('sticky_eye') && P('infant') && f.childAgeMonths === undefined) hit('sticky_eye_baby', 4);
  if (P('vision_change') && !P('headache')) hit('vision_change', 3);
  // NICE CKS cellulitis: a swollen, red eyelid or swelling around the eye with fever → periorbital cellulitis,
  // same-day hospital assessment (in a child always; orbital spread has to be ruled out).
  if (P('eyelid') && feverGrade(f) !== 'none') hit('periorbital_cellulitis', 2);
  // NICE CKS red eye, NHS eye injuries (go to A&E if something hit the eye at high speed, e.g. from a power tool):
  // a high-velocity injury to the eye → eye casualty now, even without a stated eye sign (a penetrating
  // fragment can hurt little at first).
  if (P('high_velocity_eye')) hit('high_velocity_eye', 2);
  // NICE CKS retinal detachment (RCOphth): new floaters, alone or with flashes or a shadow (the red flag), are
  // seen the same day by an eye service; floaters that have been there unchanged for years are routine. Spots
  // before the eyes on standing up, with dizziness or with a headache are that complaint's own sign ("мушки перед
  // глазами", "schwarze Punkte vor den Augen"), read by its rules, unless flashes or a shadow come with them.
  if (P('floaters') && !FOR_YEARS.test(f.text) && !any('postural', 'dizziness', 'headache')) hit('new_floaters', 2);
}
