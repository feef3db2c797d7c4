import { describe, expect, it } from 'vitest';
import { DecodeQueueFull, DecodeSlots } from './decode-slots';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('DecodeSlots', () => {
  it('runs at most maxActive at once, queues maxWaiting, and refuses the rest', async () => {
    const slots = new DecodeSlots(2, 3);
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      return 'ok';
    };
    const accepted = Array.from({ length: 5 }, () => slots.run(work));
    await expect(slots.run(work)).rejects.toBeInstanceOf(DecodeQueueFull);
    expect(await Promise.all(accepted)).toEqual(Array<string>(5).fill('ok'));
    expect(most).toBe(2);
    expect(slots.takePeak()).toBe(2);
    expect(slots.takePeak()).toBe(0);
  });

  it('frees the slot when the work fails', async () => {
    const slots = new DecodeSlots(1, 1);
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slots.run(async () => 1)).toBe(1);
  });
});
