// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from './after-paint';

/** A stand-in for the browser's paint reports: `report` delivers entries to every observer. */
function paintObserver(buffered: string[] = []) {
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe() {
      const deliver = (names: string[]) =>
        this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      observers.push(deliver);
      if (buffered.length) deliver(buffered);
    }
    disconnect() {
      observers.length = 0;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { report: (names: string[]) => [...observers].forEach((deliver) => deliver(names)) };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstContentfulPaint', () => {
  it('waits for the first contentful paint, not for the first paint', async () => {
    const paints = paintObserver();
    const waiting = afterFirstContentfulPaint();
    paints.report(['first-paint']);
    expect(await settled(waiting)).toBe(false);
    paints.report(['first-contentful-paint']);
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on at once when the page has painted already', async () => {
    paintObserver(['first-paint', 'first-contentful-paint']);
    expect(await settled(afterFirstContentfulPaint())).toBe(true);
  });

  it('goes on at once on a hidden page, which paints nothing', async () => {
    paintObserver();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterFirstContentfulPaint())).toBe(true);
  });

  it('goes on at once in a browser that does not report paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(await settled(afterFirstContentfulPaint())).toBe(true);
  });
});
