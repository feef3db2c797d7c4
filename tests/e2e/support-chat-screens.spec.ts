// The support chat's screens as people see them: the inbox and an open conversation in
// Portuguese and Arabic, and the timeline, (right to left), dark and light, on a 375 px phone and a desktop, with no
// sideways scrolling. Screenshots go to SHOTS_DIR (default /tmp/shots-chat) to be looked at.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-chat';

async function prefer(page: Page, locale: 'pt' | 'ar', dark: boolean) {
  await page.evaluate(
    ([l, d]) => {
      localStorage.setItem('rota.locale', JSON.stringify(l));
      localStorage.setItem('rota.darkmode', JSON.stringify(d));
    },
    [locale, dark] as const,
  );
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
    .toBe(true);

for (const locale of ['pt', 'ar'] as const) {
  for (const dark of [true, false]) {
    test(`the inbox and a conversation at 375 px, ${locale}, ${dark ? 'dark' : 'light'}`, async ({
      browser,
    }) => {
      mkdirSync(SHOTS, { recursive: true });
      const context = await browser.newContext({ viewport: { width: 375, height: 760 } });
      const page = await context.newPage();
      await signIn(page, 'admin');
      await prefer(page, locale, dark);
      const name = `${locale}-${dark ? 'dark' : 'light'}`;

      await page.goto('/support/chat');
      await expect(page.getByTestId('conversation-row').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/inbox-375-${name}.png` });

      await page.getByTestId('conversation-row').first().click();
      await expect(page.getByTestId('chat-message').first()).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/conversation-375-${name}.png` });

      await page.setViewportSize({ width: 1280, height: 800 });
      // Another spec's customer may write into this conversation meanwhile; a message arriving
      // as '/' is typed can close the list of canned replies, so the '/' is typed again.
      const composer = page.getByRole('textbox').last();
      await expect(async () => {
        await composer.fill('');
        await composer.fill('/');
        await expect(page.getByRole('option').first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await page.screenshot({ path: `${SHOTS}/desktop-${name}.png` });

      await page.goto('/support/timeline');
      await expect(page.getByTestId('timeline')).toBeVisible();
      await page.setViewportSize({ width: 375, height: 760 });
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/timeline-375-${name}.png`, fullPage: true });
      await context.close();
    });
  }
}
