// The Chromium the audits drive: Debian's (a test tool's own browser download is not used), with
// the flags that keep it quiet and runnable in a container (no sandbox, no GPU, no background
// traffic that would count as the page's).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every run of it takes; Playwright's test runner adds headless itself. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** For the audits, which launch it themselves. */
export const CHROMIUM_ARGS = ['--headless', ...CHROMIUM_FLAGS];
