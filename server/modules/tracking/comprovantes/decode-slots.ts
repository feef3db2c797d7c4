// At most a few images decoded at once: a decoded photo takes width x height x 4 bytes, and eight
// 79-megapixel PNGs decoded together took 700 MB. Others wait their turn in a short queue; past
// it the upload is refused at once (the screen sends a user's files one after the other, so a
// full queue means many users at the same moment, or one client misbehaving).

export class DecodeQueueFull extends Error {}

export class DecodeSlots {
  private active = 0;
  private peakActive = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxActive: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs `work` when a slot is free; throws DecodeQueueFull when too many already wait. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.maxActive) {
      if (this.waiting.length >= this.maxWaiting) throw new DecodeQueueFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    this.peakActive = Math.max(this.peakActive, this.active);
    try {
      return await work();
    } finally {
      // The slot goes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** The most decodes seen running at once since the last reset (for tests and measurements). */
  takePeak(): number {
    const peak = this.peakActive;
    this.peakActive = this.active;
    return peak;
  }
}
