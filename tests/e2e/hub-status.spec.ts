// The lost-connection notice of the shell: nothing on a normal page load; once the hub connection
// drops and the server cannot be reached, a status announces it (dark and light, Portuguese and
// right-to-left Arabic, at 375 px), and it clears when the connection is back.
import { expect, test, type WebSocketRoute } from '@playwright/test';
import { openTrackingLayout, signIn } from './support';

const NEGOTIATE = '**/hubs/notifications/negotiate**';

test('the shell tells when the live connection is lost, and not on a normal load', async ({ page }) => {
  test.setTimeout(120_000);
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/hubs\/notifications/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  await signIn(page, 'admin');
  // The dashboard listens to import progress, so it opens the notifications hub.
  await openTrackingLayout(page);
  const status = page.getByTestId('hub-connection-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  await page.waitForTimeout(4_000);
  await expect(status).toHaveText('');

  // The server becomes unreachable: the socket drops and every new negotiation fails.
  await page.route(NEGOTIATE, (route) => route.fulfill({ status: 503, body: '' }));
  for (const socket of sockets) await socket.close({ code: 4000, reason: 'gone' });
  await expect(status).toHaveText('Conexão em tempo real perdida. Reconectando…');
  await page.screenshot({ path: 'test-results/hub-status-dark-pt.png' });

  // A reload while the server is still away: the first start fails, and the notice says so.
  for (const [locale, darkmode, width, text, name] of [
    ['pt', false, 375, 'Conexão em tempo real perdida. Reconectando…', 'light-pt-375'],
    ['ar', true, 375, 'انقطع الاتصال المباشر. جارٍ إعادة الاتصال…', 'dark-ar-375'],
    ['ar', false, 1280, 'انقطع الاتصال المباشر. جارٍ إعادة الاتصال…', 'light-ar'],
  ] as const) {
    await page.setViewportSize({ width, height: 760 });
    await page.evaluate(
      ([l, d]) => {
        localStorage.setItem('rota.locale', JSON.stringify(l));
        localStorage.setItem('rota.darkmode', JSON.stringify(d));
      },
      [locale, darkmode] as const,
    );
    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(status).toHaveText(text);
    await page.screenshot({ path: `test-results/hub-status-${name}.png` });
  }

  // The server is back: the next retry connects and the notice clears.
  await page.unroute(NEGOTIATE);
  await expect(status).toHaveText('', { timeout: 45_000 });
});
