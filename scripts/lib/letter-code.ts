/**
 * A letters-only code that differs for every n, to sign a text so that nothing memoised by text
 * (the engine's reading, `packages/triage/src/engine/reading.ts`) is reused from an earlier one.
 */
export function letterCode(n: number): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let code = '';
  let k = n;
  do {
    code += letters[k % letters.length];
    k = Math.floor(k / letters.length);
  } while (k > 0);
  return code.padEnd(4, 'x');
}
