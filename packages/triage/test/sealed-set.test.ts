import { describe, expect, it } from 'vitest';
import { isSealed, openSealedSet, sealSet, SealedSetError } from '../src/index.ts';

const passphrase = 'a passphrase long enough';
const set = JSON.stringify({ name: 'a set', vignettes: [{ id: 'x-1', text: 'brjóstverkur og mæði', urgency: 1 }] });

describe('sealed evaluation sets', () => {
  it('open with their passphrase to the exact text that was sealed', () => {
    const sealed = JSON.stringify(sealSet(set, passphrase, 'a label'));
    expect(isSealed(sealed)).toBe(true);
    expect(openSealedSet(sealed, passphrase)).toBe(set);
  });

  it('never hold a message text in the clear', () => {
    const sealed = JSON.stringify(sealSet(set, passphrase, 'a label'));
    expect(sealed).not.toContain('brjóstverkur');
    expect(sealed).not.toContain('x-1');
  });

  it('refuse a wrong passphrase or a damaged file with a clear error', () => {
    const envelope = sealSet(set, passphrase, 'a label');
    expect(() => openSealedSet(JSON.stringify(envelope), 'another passphrase, also long')).toThrow(SealedSetError);
    const damaged = { ...envelope, data: Buffer.from('not the data').toString('base64') };
    expect(() => openSealedSet(JSON.stringify(damaged), passphrase)).toThrow(/does not open/);
  });

  it('refuse a short passphrase, and a set that is not JSON', () => {
    expect(() => sealSet(set, 'short', 'a label')).toThrow(/16 characters/);
    expect(() => sealSet('not json', passphrase, 'a label')).toThrow(SyntaxError);
  });

  it('tell a plain set from a sealed one', () => {
    expect(isSealed(set)).toBe(false);
    expect(isSealed('not json')).toBe(false);
  });
});
