// One way for the end-to-end specs to ask axe about a page: wait until no CSS transition or
// animation is running (a drawer or modal fading in is read at partial opacity, which axe reports
// as low contrast on a loaded machine), then list the serious and critical violations, one line
// each with the colours behind a contrast finding.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeNode = { target: unknown[]; any: { data?: unknown }[] };

/** Resolves once every running animation and transition of the document has finished. */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 5000 },
  );
}

const describeNode = (node: AxeNode) => {
  const data = node.any[0]?.data as
    { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
  return `${node.target.join(' ')}${colours}`;
};

/** The serious and critical violations of the page, or of the part `include` selects. */
export async function seriousViolations(page: Page, options: { include?: string } = {}) {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n      ${v.nodes.map(describeNode).join('\n      ')}`);
}
