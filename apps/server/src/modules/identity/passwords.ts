import { hashPassword, verifyPassword } from '@better-auth/utils/password';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Staff read health data, so their passwords follow a stricter rule than the spec's minimum of six
 * (DESIGN D2): at least 12 characters, not on the common-password list that zxcvbn-ts maintains,
 * and not guessable by its pattern estimator (score ≥ 3 of 4: "safely unguessable").
 */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
const MIN_SCORE = 3;

export interface PasswordLimits {
  /** PASSWORD_MIN_LENGTH: never below STAFF_PASSWORD_MIN_LENGTH (config checks it). */
  PASSWORD_MIN_LENGTH: number;
  PASSWORD_MAX_LENGTH: number;
}

let estimator: ZxcvbnFactory | null = null;
const commonPasswords = new Set<string>();

/** Built on first use: the dictionaries take a moment to index and most requests never need them. */
function passwordEstimator(): ZxcvbnFactory {
  if (!estimator) {
    estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
    for (const word of dictionary['passwords-common'] ?? []) commonPasswords.add(String(word).toLowerCase());
  }
  return estimator;
}

/** Why a staff password is refused, or null when it is acceptable. */
export function staffPasswordProblem(password: string, limits: PasswordLimits, context: readonly string[] = []): string | null {
  const min = Math.max(STAFF_PASSWORD_MIN_LENGTH, limits.PASSWORD_MIN_LENGTH);
  if (password.length < min) return `The password must be at least ${min} characters long.`;
  if (password.length > limits.PASSWORD_MAX_LENGTH) return `The password must be at most ${limits.PASSWORD_MAX_LENGTH} characters long.`;
  const zxcvbn = passwordEstimator();
  if (commonPasswords.has(password.toLowerCase())) return 'This password is on a list of common passwords. Choose another.';
  const result = zxcvbn.check(password, context.filter((word) => word.length > 0));
  if (result.score < MIN_SCORE) return 'This password is too easy to guess. Use a longer phrase of unrelated words.';
  return null;
}

/**
 * Password hashing for the identity library, bounded: scrypt runs on libuv's thread pool, but
 * a storm of sign-ins would still take every core and starve the event loop (health checks,
 * streams). At most `concurrency` hashes run at once; up to `queueLimit` requests wait; beyond
 * that the route refuses the sign-in at once with 503 (`admit`).
 */
export class HashQueue {
  private running = 0;
  private admitted = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
  ) {}

  /**
   * Takes a place for one request that will hash (checked and counted at once, so a burst cannot
   * slip past); false when every place is taken. Each admitted request calls `release` when done.
   */
  admit(): boolean {
    if (this.admitted >= this.concurrency + this.queueLimit) return false;
    this.admitted += 1;
    return true;
  }

  release(): void {
    this.admitted = Math.max(0, this.admitted - 1);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  hash = (password: string): Promise<string> => this.run(() => hashPassword(password));
  verify = ({ hash, password }: { hash: string; password: string }): Promise<boolean> =>
    this.run(() => verifyPassword(hash, password));
}
