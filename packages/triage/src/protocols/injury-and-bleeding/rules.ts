import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { isChild, isOlderAdult } from '../common.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  const age = f.ageYears;
  const days = f.durationDays;
  // The Canadian C-spine rule applies to acute injuries (within 48 hours).
  const acute = f.durationDays === undefined || f.durationDays <= 2;
  if (P('head_injury') && age !== undefined && age >= 65) hit('head_injury_65', 3);
  if (P('tetanus_signs')) hit('tetanus', 1);
  if (P('deformity')) hit('deformity', 2);
  if (P('large_burn')) hit('major_burn', 2);
  // NHS 111 cuts and grazes: A&E if the bleeding does not stop after 10 minutes of pressure; a cut
  // with numbness or loss of movement beyond it may have injured a nerve or tendon.
  if (P('wound') && any('bleeding', 'heavy_bleeding', 'bleeding_persistent')) {
    const minutes = days !== undefined && days < 1 ? days * 1440 : undefined;
    if (P('bleeding_persistent') && !P('bleeding_stopped') && (minutes === undefined || minutes >= 10))
      hit(
        'wound_bleeding',
        minutes !== undefined ? 2 : 3,
        minutes !== undefined ? { minutes: Math.round(minutes) } : {},
        minutes !== undefined ? 'wound_bleeding_timed' : 'wound_bleeding_persistent',
      );
    // the time said is the complaint's: it is the bleeding's only while the bleeding has not stopped
    else if (
      minutes !== undefined &&
      minutes >= 10 &&
      !P('bleeding_persistent') &&
      !P('bleeding_stopped') &&
      /bleed|krwaw|blae|blaed/.test(f.text)
    )
      hit('wound_bleeding', 2, { minutes: Math.round(minutes) });
  }
  if (P('wound') && any('numbness', 'cant_move_part')) hit('wound_nerve', 3);
  // NICE CG124 / NHS: an older person who falls and cannot get up or stand, or whose leg is shortened and turned out → hip fracture, ambulance
  // An older person is one said to be old ("grandad", "my 80-year-old mum") as well as one whose age is given.
  if (isOlderAdult(f) && P('injury') && any('limited_weight_bearing', 'deformity')) hit('hip_fracture', 2);
  // NICE CG124 / NICE CG161 (falls): an older person who fell and lay on the floor for hours (a long
  // lie) is at risk of hypothermia, rhabdomyolysis and pressure damage besides the fracture → 999.
  if (isOlderAdult(f) && P('injury') && P('long_lie')) hit('fall_long_lie', 1);
  // NICE CG124 / NHS falls (call 999 if the person cannot get up and is confused or cold): an older
  // person who fell and cannot stand, or whose leg is shortened and turned out, and is confused or cold
  // → ambulance, as for a long lie.
  if (isOlderAdult(f) && P('injury') && any('limited_weight_bearing', 'deformity') && any('confusion', 'hypothermia_cold'))
    hit('fall_cannot_get_up_unwell', 1);
  // NHS sprains and strains: not getting better after a week of self-care → GP
  if (P('injury') && days !== undefined && days >= 7 && !P('walks_normally')) hit('injury_not_settling', 4);
  // NHS (major trauma after a serious road accident or a fall from a height) and NICE NG39 / NG41:
  // an injury by a fall from a height, a road collision, thrown from a horse or a bike is assessed the
  // same day for a fracture or a hidden injury, not treated as a sprain at home — unless the person
  // says they are well again or names only a graze or a bruise (a child's fall from a bike).
  // Unconsciousness, a head, neck or spine injury, a deformed limb are red flags of their own (1–2).
  const onlySkinDeep =
    any('wound', 'bruise') &&
    !any('complaint_unspecified', 'limb_pain', 'back_pain', 'neck_pain', 'head_injury', 'cant_move_part', 'limited_weight_bearing', 'swelling_local', 'severe');
  if (P('dangerous_mechanism') && acute && !f.past.has('dangerous_mechanism') && !onlySkinDeep && !any('full_recovery', 'walks_normally'))
    hit('serious_mechanism', 3);
  // NICE NG41 / Canadian C-spine rule: neck pain after a dangerous mechanism → do not move, 999, imaging.
  if (P('dangerous_mechanism') && P('neck_pain') && acute) hit('spinal_mechanism_neck', 1);
  // British Burn Association / NHS: a burn the size of the palm or larger, or with large blisters → same day.
  // British Burn Association referral criteria / NHS burns and scalds: in a child a burn the size of
  // their palm or larger, or with large blisters, is a large burn → A&E (a child's body surface is small).
  if (P('burn') && P('burn_extent') && !any('large_burn', 'sunburn')) hit(isChild(f) ? 'major_burn' : 'burn_significant', isChild(f) ? 2 : 3);
  // NHS burns and scalds (A&E for a burn that blisters on the face, hands, arms, feet, legs or genitals, or in a
  // child) / British Burn Association referral (a partial-thickness burn in a child): a child's scald or burn
  // that has blistered (a hot drink pulled over a hand or a foot) → A&E.
  if (isChild(f) && P('burn') && P('burn_blistered') && !any('large_burn', 'sunburn')) hit('major_burn', 2);
  // NHS burns and scalds (A&E for burns on the face, hands, arms, feet, legs or genitals that cause blisters) /
  // NICE CKS burns and scalds (refer burns of the hands, feet, face, perineum or over a joint): a blistered burn
  // of those areas is a major burn in an adult as in a child, 2; sunburn stays with its own advice, and an
  // adult's blister said to be small (a finger caught on a pan, "une petite cloque") is a minor burn for the pharmacy
  if (P('burn') && P('burn_blistered') && P('burn_special_site') && !any('large_burn', 'sunburn') && (isChild(f) || !P('blister_small')))
    hit('major_burn', 2);
  // NICE CKS cellulitis: dusky or dark skin around a wound or an infection → same-day assessment.
  if (P('skin_dusky') && any('wound', 'skin_red_hot', 'sting_bite', 'infection')) hit('dusky_wound', 3);
  // NICE NG232: under 1 year, a bruise, swelling or cut on the head after a head injury → CT within the hour.
  if (
    P('head_injury') &&
    f.ageYears !== undefined &&
    f.ageYears < 1 &&
    any('swelling_local', 'lump', 'bruise', 'wound')
  )
    hit('infant_head_injury', 2);
  // NICE CKS human and animal bites: a bite that broke the skin → same day (wound care, antibiotic and tetanus
  // decisions); to the face, a hand or the genitals, or deep, puncture or gaping → urgent. UKHSA rabies
  // post-exposure guidance: a bite from a bat, a monkey, a stray or unknown animal abroad or an unvaccinated
  // animal → same-day risk assessment for rabies vaccine and immunoglobulin.
  // A bite that did not break the skin needs no antibiotic or tetanus decision (NICE CKS bites): self-care.
  if (P('animal_bite') && !P('skin_not_broken')) {
    if (any('bite_high_risk_site', 'wound_gaping', 'wound_deep_structures')) hit('bite_high_risk', 2);
    else if (any('rabies_risk', 'travel', 'malaria_area')) hit('bite_rabies_risk', 2);
    else hit('animal_bite', 3);
  }
  // NHS cuts and grazes: a gaping wound that may need closing → minor injuries unit today; a deep wound with
  // numbness or loss of movement beyond it (nerve or tendon) → A&E.
  if (P('wound_gaping') && any('numbness', 'cant_move_part')) hit('deep_wound_nerve', 2);
  else if (P('wound_gaping')) hit('wound_gaping', 3);
}
