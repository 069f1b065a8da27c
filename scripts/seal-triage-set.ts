/**
 * Seals an evaluation set written by an outside author, so it can be kept in the repository
 * without anyone on the team reading it (packages/triage/data/sealed/README.md):
 *   ASA_SEALED_KEY=… npm run seal:triage-set -- IN.json OUT.sealed "label"
 * The label says what the set is (name, persona, counts), never a message text. Delete IN.json
 * once it is sealed; `npm run eval:triage -- --set OUT.sealed` opens it in memory.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { sealSet } from '@asa/triage';

const [input, output, label] = process.argv.slice(2);
const passphrase = process.env.ASA_SEALED_KEY;
if (!input || !output || !label || !passphrase) {
  console.error('usage: ASA_SEALED_KEY=… npm run seal:triage-set -- IN.json OUT.sealed "label"');
  process.exit(2);
}
writeFileSync(output, `${JSON.stringify(sealSet(readFileSync(input, 'utf8'), passphrase, label), null, 2)}\n`);
console.log(`sealed ${input} → ${output}`);
