/**
 * Sealed evaluation sets kept in the repository, encrypted (issue 13).
 *
 * A sealed set is written by an author who never saw the engine, and the team must not read it:
 * it measures the engine on words no one here wrote. Kept outside the repository, such sets were
 * lost with the machine they lived on. Kept here encrypted, they survive, never show up in a
 * search of the tree, and cannot be read by accident; only `npm run eval:triage` opens one, in
 * memory, with the passphrase in ASA_SEALED_KEY, and it prints identifiers and figures, never a
 * message text.
 *
 * The envelope is JSON: scrypt (N = 2^15) derives an AES-256-GCM key from the passphrase and a
 * random salt; the authentication tag makes a wrong passphrase or a damaged file an error, not
 * garbage.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

const FORMAT = 'asa-sealed-set/1';
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export interface SealedEnvelope {
  format: typeof FORMAT;
  /** What the set is (name, author's persona, counts): never its texts. */
  label: string;
  salt: string;
  iv: string;
  tag: string;
  data: string;
}

export class SealedSetError extends Error {}

function keyFor(passphrase: string, salt: Buffer): Buffer {
  if (passphrase.length < 16) throw new SealedSetError('the passphrase must have at least 16 characters');
  return scryptSync(passphrase, salt, 32, SCRYPT);
}

/** Encrypts a set's JSON text under a passphrase. */
export function sealSet(json: string, passphrase: string, label: string): SealedEnvelope {
  JSON.parse(json); // a set that is not JSON is refused before it is sealed
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(passphrase, salt), iv);
  const data = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return {
    format: FORMAT,
    label,
    salt: salt.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

/** Whether a file's text is a sealed envelope (so the harness knows to ask for the passphrase). */
export function isSealed(text: string): boolean {
  try {
    return (JSON.parse(text) as { format?: unknown }).format === FORMAT;
  } catch {
    return false;
  }
}

/** Decrypts a sealed envelope's text back to the set's JSON text. */
export function openSealedSet(text: string, passphrase: string): string {
  const envelope = JSON.parse(text) as SealedEnvelope;
  if (envelope.format !== FORMAT) throw new SealedSetError(`not a sealed set (format ${String(envelope.format)})`);
  const decipher = createDecipheriv('aes-256-gcm', keyFor(passphrase, Buffer.from(envelope.salt, 'base64')), Buffer.from(envelope.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(envelope.tag, 'base64'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(envelope.data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedSetError('the passphrase does not open this sealed set (or the file is damaged)');
  }
}
