import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const ABDOMINAL: Protocol = {
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    peritonism: 'Guarding / rigid abdomen: acute abdomen (NHS 111; ESI 2)',
    appendicitis:
      'Right lower abdominal pain with fever, vomiting or pain on movement: suspected appendicitis (NICE CKS)',
    abdo_fever: 'Abdominal pain with fever (NHS 111)',
    jaundice: 'New jaundice: same-day assessment (NICE CKS)',
    bloody_diarrhoea: 'Bloody diarrhoea (NICE CKS gastroenteritis)',
    rectal_bleeding_50: 'Rectal bleeding at 50 or over (NICE NG12)',
    dehydration: 'Vomiting/diarrhoea with signs of dehydration (NICE CG84 red flags)',
    cant_keep_fluids: 'Unable to keep fluids down (NHS 111)',
    diarrhoea_7d: 'Diarrhoea for more than 7 days (NICE CKS)',
    vomiting_2d: 'Vomiting for more than 2 days (NHS)',
    travel_diarrhoea: 'Diarrhoea after foreign travel (NICE CKS)',
    aaa: 'Abdominal/back pain at 60 or over with pallor, sweating or collapse: ruptured abdominal aortic aneurysm until proven otherwise (NICE NG156)',
    dyspepsia_refer:
      'Dyspepsia at 55 or over, with alarm features or not responding to treatment (NICE CKS dyspepsia; NICE NG12)',
    rectal_bleeding: 'Rectal bleeding: GP assessment (NHS; NICE NG12)',
    peritoneal_irritation:
      'Abdominal pain worse on walking or coughing with fever or vomiting: peritoneal irritation, possible appendicitis (NICE CKS appendicitis)',
    dysphagia_refer: 'Food sticking or difficulty swallowing: GP, urgent endoscopy pathway (NICE NG12)',
    hiccups_48h: 'Hiccups lasting more than 48 hours: GP (NHS)',
    threadworm_gp: 'Threadworms in a child under 2 or in pregnancy: GP rather than pharmacy treatment (NHS)',
    bloating_ng12:
      'Bloating most days for 3 weeks or more in a woman aged 50 or over: GP, CA125 test (NICE NG12 ovarian cancer)',
    food_bolus:
      'Unable to swallow saliva: emergency assessment for oesophageal obstruction or airway swelling (ESGE 2016; NICE CKS sore throat)',
    bowel_habit_change:
      'Change in bowel habit: GP, faecal immunochemical test (NICE NG12; at 60 or over, suspected cancer pathway)',
    ovarian_torsion:
      'Sudden severe pain low on one side of the abdomen with vomiting or unable to stand straight: same-day surgical or gynaecology assessment for ovarian torsion, appendicitis or ectopic pregnancy (NICE CKS)',
    acute_one_sided_pain:
      'Sudden severe pain low on one side of the abdomen with vomiting or unable to stand straight: same-day surgical assessment (NICE CKS)',
    pancreatitis_pain:
      'Upper or central abdominal pain going through to the back with vomiting or after heavy drinking: possible acute pancreatitis (NICE NG104)',
    cholangitis:
      'Abdominal pain with fever or rigors and jaundice: possible ascending cholangitis (NICE CKS gallstones; Charcot triad)',
    pain_behaviour_abdomen:
      'Pain shown by behaviour in someone who cannot say it, with vomiting and a hard or swollen abdomen: possible acute abdomen (Mencap; NICE)',
    gallstones_gp: 'Known gallstones with tummy pain or indigestion, no fever or jaundice: GP (NICE CKS gallstones)',
  },
  patterns: {
    gi_bleed: 'gi_bleed', // NICE CG141: haematemesis / melaena → acute upper GI bleeding
    rectal_bleeding_unwell: 'rectal_bleeding', // NHS; BSG 2019 lower GI bleeding
    bowel_obstruction: 'bowel_obstruction', // NICE CKS
    aaa: 'aaa', // NICE NG156
    aneurysm_pain: 'aaa', // NICE NG156
    appendicitis: 'appendicitis', // NICE CKS appendicitis
    peritoneal_irritation: 'appendicitis',
    dysphagia_refer: 'oesophageal_dysphagia',
    food_bolus: 'oesophageal_dysphagia',
    ovarian_torsion: 'ovarian_torsion', // NICE CKS
    pancreatitis_pain: 'acute_pancreatitis', // NICE NG104
    cholangitis: 'cholangitis', // NICE CKS gallstones
    pain_behaviour_abdomen: 'peritonitis', // acute abdomen
    gallstones_gp: 'biliary_colic', // NICE CKS gallstones
  },
};
