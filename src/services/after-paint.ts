// Work that must not delay what a page shows first: it starts once the page has painted its
// first text or image (the browser's first contentful paint), at once when that has already
// happened (a page opened from another one). A hidden page paints nothing, so there, and in a
// browser that does not report paints, it starts at once.
export const afterFirstContentfulPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (
      document.visibilityState === 'hidden' ||
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes.includes('paint')
    ) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    // Buffered: a paint from before this call is reported too.
    observer.observe({ type: 'paint', buffered: true });
  });
