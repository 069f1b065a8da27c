import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const URINARY_AND_GENITAL: Protocol = {
  implies: {
    // NICE CG97: straining, a poor stream or not emptying the bladder are lower urinary tract symptoms
    urinary_hesitancy: ['luts'],
  },
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    renal_colic_severe: 'Severe loin-to-groin pain: renal colic needing analgesia now (NICE CKS renal colic)',
    no_urine_belly_pain:
      'No urine for many hours with pain or swelling in the lower belly: possible acute urinary retention, emergency department now (NICE CKS LUTS in men; NHS urinary retention)',
    pyelo: 'Loin pain with fever: possible pyelonephritis (NICE NG111)',
    upper_uti: 'Urinary symptoms with fever, rigors or loin pain (NICE NG111)',
    uti_pregnant: 'Urinary symptoms in pregnancy (NICE NG109)',
    uti: 'Lower urinary tract symptoms: GP or pharmacist (NICE NG109)',
    testicular: 'Testicular pain: same-day assessment (NICE CKS scrotal pain)',
    haematuria: 'Blood in the urine: GP assessment (NICE NG12)',
    testicular_lump: 'Painless lump or enlargement of a testicle: GP, suspected cancer pathway (NICE NG12)',
    heavy_periods: 'Heavy menstrual bleeding: GP assessment with a blood count for anaemia (NICE NG88)',
    renal_colic_settled:
      'Loin pain with blood in the urine that has settled: same-day GP assessment (NICE NG118 renal colic)',
    heavy_bleeding_unstable:
      'Heavy menstrual bleeding with fainting or confusion: emergency assessment (NICE NG88; RCOG acute heavy menstrual bleeding)',
    emergency_contraception:
      'Unprotected sex or condom failure: emergency contraception the same day (FSRH emergency contraception guideline)',
    period_pain_refer:
      'Period pain not helped by painkillers or with heavy bleeding: GP assessment (NHS; NICE CKS dysmenorrhoea)',
    discharge_pelvic_infection:
      'Vaginal discharge with fever and pelvic pain: possible pelvic inflammatory disease, same-day assessment (NICE CKS pelvic inflammatory disease)',
    thrush_refer:
      'Vaginal itch or discharge in pregnancy, under 16, four or more times a year, smelly or coloured, or with fever or pelvic pain: GP rather than pharmacy (NICE CKS candida – female genital; bacterial vaginosis)',
    genital_sti:
      'Sores, blisters, ulcers, warts or lumps on the genitals, a discharge from the penis, or a sexually transmitted infection in the patient or a partner: sexual-health clinic or GP within days (BASHH; NICE CKS genital herpes, chlamydia, gonorrhoea)',
  },
  patterns: {
    testicular_torsion: 'torsion', // NICE CKS scrotal pain
    haematuria: 'haematuria', // NICE NG12
    acute_urinary_retention: 'urinary_retention',
    no_urine_belly_pain: 'urinary_retention',
    testicular_lump: 'testicular_lump',
    heavy_periods: 'menorrhagia',
    renal_colic_settled: 'renal_colic',
    heavy_bleeding_unstable: 'menorrhagia',
    priapism: 'priapism', // NICE CKS priapism
    genital_sti: 'genital_sti', // BASHH; NICE CKS genital herpes, chlamydia, gonorrhoea
  },
};
