import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const HEADACHE_AND_NEURO: Protocol = {
  // a first fit is a fit (NHS epilepsy)
  implies: { first_seizure: ['seizure'] },
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    meningism: 'Headache with neck stiffness and photophobia (NICE NG240)',
    sudden_severe_headache: 'Sudden severe headache (NICE CKS headache red flags)',
    headache_vision: 'Headache with visual disturbance (NICE CKS headache)',
    dizziness: 'Dizziness (NHS)',
    memory_decline:
      'Memory getting worse or getting lost over months: GP assessment for dementia (NICE NG97)',
    gca: 'New headache at 50 or over with scalp tenderness or jaw pain on chewing: same-day assessment for giant cell arteritis (NICE CKS giant cell arteritis)',
    medication_overuse_headache:
      'Headache on most days with painkillers taken on most days: possible medication overuse headache, GP within days (NICE CG150)',
  },
  patterns: {
    thunderclap: 'sah', // NICE CKS headache: thunderclap headache = subarachnoid haemorrhage until proven otherwise
    meningitis: 'meningitis', // NICE NG240
    unconscious: 'unresponsive', // Resuscitation Council UK
    status_epilepticus: 'seizure', // NICE NG217
    seizure: 'seizure', // NICE CG137 / NG217
    first_seizure: 'seizure', // NHS epilepsy; NICE NG217
    sudden_severe_headache: 'sah', // NICE CKS headache red flags
    aneurysm_headache: 'sah', // NICE NG228
    meningism: 'meningitis', // NICE NG240
    memory_decline: 'dementia',
    gca: 'giant_cell_arteritis',
    medication_overuse_headache: 'medication_overuse_headache', // NICE CG150
  },
};
