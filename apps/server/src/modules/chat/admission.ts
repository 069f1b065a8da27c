/**
 * Admission of chat turns (issue 16): a bounded number in flight per process, a bounded number
 * waiting for a moment, the rest refused. A burst of patients then meets a short wait or a clear
 * 503 with Retry-After — never a reset connection, a starved health check, or a process whose
 * every reply slows down because it took on everything at once.
 */
export interface AdmissionLimits {
  /** Turns in flight at once (from the send until the reply's [DONE]). */
  maxInFlight: number;
  /** Sends that may wait for a free place; beyond it they are refused at once. */
  maxWaiting: number;
  /** How long a send waits for a place before it is refused. */
  waitMs: number;
}

interface Waiter {
  admit: (admitted: boolean) => void;
}

export class TurnAdmission {
  private inFlight = 0;
  /** In arrival order; a Set so a waiter that gives up leaves in O(1). */
  private readonly waiting = new Set<Waiter>();

  constructor(private readonly limits: AdmissionLimits) {}

  get counts(): { inFlight: number; waiting: number } {
    return { inFlight: this.inFlight, waiting: this.waiting.size };
  }

  /**
   * True when the turn may start — the caller then calls `release()` exactly once when it ends —
   * false when refused (queue full, waited too long, or `signal` aborted: the client left).
   */
  async acquire(signal?: AbortSignal): Promise<boolean> {
    if (this.inFlight < this.limits.maxInFlight && this.waiting.size === 0) {
      this.inFlight += 1;
      return true;
    }
    if (this.waiting.size >= this.limits.maxWaiting || this.limits.waitMs === 0 || signal?.aborted) return false;
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        admit: (admitted) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', giveUp);
          this.waiting.delete(waiter);
          resolve(admitted);
        },
      };
      const giveUp = () => waiter.admit(false);
      const timer = setTimeout(giveUp, this.limits.waitMs);
      signal?.addEventListener('abort', giveUp, { once: true });
      this.waiting.add(waiter);
    });
  }

  /** A turn ended: its place goes to the longest-waiting send, if any. */
  release(): void {
    const next = this.waiting.values().next();
    if (next.done) {
      this.inFlight = Math.max(0, this.inFlight - 1);
      return;
    }
    // The place passes on directly: inFlight stays the same.
    next.value.admit(true);
  }
}
