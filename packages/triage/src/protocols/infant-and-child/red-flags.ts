import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  // NICE CKS / NHS intussusception: a baby or toddler with bouts of inconsolable screaming, drawing the legs
  // up, who is pale or floppy between them, vomits, or passes blood or a stool like redcurrant jelly →
  // hospital the same hour (colic alone, feeding well, is none of these)
  {
    id: 'intussusception',
    label:
      'Baby or toddler screaming in bouts, legs drawn up, with pallor, floppiness, vomiting or blood in the stool (possible intussusception)',
    urgency: 2,
    all: [
      ['crying_bouts_legs_up'],
      ['child', 'infant'],
      [
        'anaemia_pale',
        'floppy',
        'lethargic',
        'vomiting',
        'bilious_vomit',
        'blood_in_stool',
        'redcurrant_stool',
      ],
    ],
  },
  {
    id: 'redcurrant_stool',
    label: 'Baby or toddler with a stool like redcurrant jelly (possible intussusception)',
    urgency: 2,
    all: [['redcurrant_stool'], ['child', 'infant']],
  },
  // NICE NG143 red / NICE NG9 bronchiolitis / NHS: grunting, or the skin or tummy sucking in under the ribs → 999
  {
    id: 'child_respiratory_distress',
    label: 'Grunting or chest recession (severe respiratory distress)',
    urgency: 1,
    all: [['grunting', 'chest_recession']],
  },
  // NICE CKS croup: stridor at rest (moderate or severe croup) → emergency admission
  {
    id: 'stridor_at_rest',
    label: 'Stridor at rest (noisy breathing in even when calm)',
    urgency: 2,
    all: [['stridor'], ['at_rest']],
  },
  // NICE NG143 red: floppy, not responding normally
  { id: 'floppy_child', label: 'Floppy or limp child', urgency: 2, all: [['floppy']] },
  // NICE NG143 red: weak, high-pitched or continuous cry
  { id: 'abnormal_cry', label: 'Weak or high-pitched cry', urgency: 2, all: [['abnormal_cry']] },
  // NICE NG143 red / NG240: bulging fontanelle
  { id: 'bulging_fontanelle', label: 'Bulging fontanelle', urgency: 2, all: [['bulging_fontanelle']] },
  // NICE CG84: dehydration (dry nappies, sunken fontanelle) with red-flag signs (lethargy, floppiness, sunken eyes, mottling)
  {
    id: 'infant_dehydration',
    label:
      'Diarrhoea, vomiting or not feeding with dry nappies or a sunken fontanelle and lethargy or sunken eyes (dehydration with red flags)',
    urgency: 2,
    all: [
      ['diarrhoea', 'vomiting', 'poor_feeding'],
      ['dry_nappies', 'sunken_fontanelle'],
      [
        'drowsy',
        'floppy',
        'lethargic',
        'sunken_fontanelle',
        'sunken_eyes',
        'mottled_skin',
        'cyanosis',
        'unconscious',
      ],
    ],
  },
  // NICE CG84 (diarrhoea and vomiting in under 5s: clinical dehydration and its red flags) / NICE NG143: a
  // baby's sunken soft spot with drowsiness, floppiness, sunken eyes or no wet nappies is dehydration with
  // red-flag signs, whatever the cause told → emergency assessment (the sunken soft spot alone: same day, rules.ts)
  {
    id: 'sunken_fontanelle_unwell',
    label:
      'Sunken fontanelle (soft spot) with drowsiness, floppiness, sunken eyes or dry nappies (dehydration)',
    urgency: 2,
    all: [
      ['sunken_fontanelle'],
      ['drowsy', 'floppy', 'lethargic', 'unconscious', 'mottled_skin', 'dry_nappies', 'sunken_eyes'],
    ],
  },
];
