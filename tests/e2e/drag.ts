// A mouse drag as a hand makes it: press on the element, move a little so the drag starts, go to
// the target in small steps and let go once the target stays under the pointer. A board scrolls
// itself while a card is held near its edge, which moves the target away from where it was: the
// pointer follows the target until it stops moving.
import type { Locator, Page } from '@playwright/test';

const SETTLE_MS = 150;
const MAX_AIMS = 8;

/** Where the pointer goes on the target: its middle, 160 px below its top (a column's body). */
const aimAt = async (target: Locator) => {
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + Math.min(160, box.height / 2) };
};

export async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  // Hovering first waits until nothing (a closing dialog's backdrop) covers the element.
  await from.hover();
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2 + 4, { steps: 4 });
  let aim = await aimAt(to);
  await page.mouse.move(aim.x, aim.y, { steps: 15 });
  for (let tries = 0; tries < MAX_AIMS; tries++) {
    await page.waitForTimeout(SETTLE_MS);
    const now = await aimAt(to);
    if (Math.abs(now.x - aim.x) < 2 && Math.abs(now.y - aim.y) < 2) break;
    aim = now;
    await page.mouse.move(aim.x, aim.y, { steps: 5 });
  }
  await page.mouse.up();
}
