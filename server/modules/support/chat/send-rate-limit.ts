// Messages per user: a bucket of SEND_BURST messages refilled at SEND_RATE_PER_SECOND, so a
// person typing fast is never stopped while a script flooding a conversation is. Kept in this
// server's memory: behind several servers each one counts its own share.
import { SEND_BURST, SEND_RATE_PER_SECOND } from '../../../../src/domain/support/chat-limits';

interface Bucket {
  tokens: number;
  at: number;
}

export class SendRateLimit {
  private readonly buckets = new Map<number, Bucket>();

  constructor(
    private readonly burst = SEND_BURST,
    private readonly perSecond = SEND_RATE_PER_SECOND,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one message from the user's bucket; false when it is empty. */
  take(userId: number): boolean {
    const now = this.now();
    const bucket = this.buckets.get(userId) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(userId, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    // Full buckets say nothing a new one would not: forget them so the map stays small.
    if (this.buckets.size > 10_000)
      for (const [id, b] of this.buckets) if (b.tokens >= this.burst - 1) this.buckets.delete(id);
    return true;
  }
}
