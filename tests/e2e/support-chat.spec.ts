// The support chat in two browsers: a customer (conferente) opens a conversation; the agent
// (admin) sees it arrive live and sees the customer typing, answers, and sees the answer read; an
// image shows on both sides; a message written while the customer's network is cut arrives once
// it is back; resolving moves the conversation from the open list to the resolved one; a user of
// another company sees none of it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, storedToken } from './support';
import { chatImage } from './support-chat-image';
import { newCompany } from './tracking-support';

const PNG = chatImage();

async function chatAs(browser: Browser, login: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, login, password);
  await page.goto('/support/chat');
  await expect(page.getByRole('heading', { name: 'Chat de suporte' })).toBeVisible();
  return page;
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Mensagem' });
const log = (page: Page) => page.getByTestId('chat-log');

test('a conversation between a customer and an agent, live, offline and across companies', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await chatAs(browser, 'admin');
  const customer = await chatAs(browser, 'conferente');

  await customer.getByRole('button', { name: 'Nova conversa' }).click();
  await expect(customer).toHaveURL(/[?&]c=\d+/);
  const conversationId = Number(new URL(customer.url()).searchParams.get('c'));
  await composer(customer).fill('Olá, o checklist não salva a foto.');
  await composer(customer).press('Enter');
  await expect(log(customer).getByText('Olá, o checklist não salva a foto.')).toBeVisible();

  // The agent's inbox shows it without a reload.
  const row = agent.getByTestId('conversation-row').filter({ hasText: 'Olá, o checklist não salva a foto.' });
  await expect(row).toBeVisible();
  await row.click();
  await expect(log(agent).getByText('Olá, o checklist não salva a foto.')).toBeVisible();

  await composer(customer).pressSequentially('Mais um detalhe', { delay: 20 });
  await expect(agent.getByTestId('chat-typing')).toHaveText('Conferente Demo está digitando…');
  await composer(customer).press('Enter');
  await expect(log(agent).getByText('Mais um detalhe')).toBeVisible();

  await composer(agent).fill('Pode enviar uma foto da tela?');
  await composer(agent).press('Enter');
  await expect(log(customer).getByText('Pode enviar uma foto da tela?')).toBeVisible();
  await expect(customer.getByTestId('support-online')).toHaveText('Suporte online agora');
  // The customer has the conversation open, so the agent's answer shows as read.
  await expect(log(agent).getByTestId('delivery-read')).toBeVisible();

  await customer
    .getByTestId('chat-file')
    .setInputFiles({ name: 'tela.png', mimeType: 'image/png', buffer: PNG });
  await expect(log(customer).getByTestId('chat-image')).toBeVisible();
  await expect(log(agent).getByTestId('chat-image')).toBeVisible();
  await expect(log(agent).getByRole('img', { name: 'tela.png' })).toBeVisible();

  // Written while the network is cut: kept, shown as waiting, sent when it comes back.
  await customer.context().setOffline(true);
  await composer(customer).fill('Escrevi sem conexão');
  await composer(customer).press('Enter');
  await expect(log(customer).getByTestId('delivery-waiting')).toBeVisible();
  await customer.context().setOffline(false);
  await expect(log(agent).getByText('Escrevi sem conexão')).toBeVisible({ timeout: 20_000 });
  await expect(log(customer).getByTestId('delivery-waiting')).toHaveCount(0);
  await expect(log(customer).getByText('Escrevi sem conexão')).toHaveCount(1);

  // Resolving moves it from the open list to the resolved one.
  await agent.getByRole('button', { name: 'Resolver' }).click();
  await expect(agent.getByTestId('conversation-status')).toHaveText('Resolvida');
  await expect(agent.getByTestId('conversation-list').getByText('Escrevi sem conexão')).toHaveCount(0);
  await agent.locator('label').filter({ hasText: 'Resolvidas' }).click();
  await expect(agent.getByTestId('conversation-list').getByText('Escrevi sem conexão')).toBeVisible();
  await expect(customer.getByTestId('conversation-status')).toHaveText('Resolvida');
  await agent.screenshot({ path: '/tmp/shots-chat/flow-agent.png' });
  await customer.screenshot({ path: '/tmp/shots-chat/flow-customer.png' });

  // Another company's user sees no conversation of this one, even by its address.
  const setup = await browser.newPage();
  const outsiderLogin = await newCompany(setup, 'chatx', 'Dona da Outra', 'outra-123');
  const outsider = await chatAs(browser, outsiderLogin, 'outra-123');
  await expect(outsider.getByText('Nenhuma conversa aberta.')).toBeVisible();
  await outsider.goto(`/support/chat?c=${conversationId}&status=resolved`);
  await expect(outsider.getByText('Nenhuma conversa resolvida.')).toBeVisible();
  await expect(outsider.getByRole('alert')).toBeVisible();
  await expect(outsider.getByText('Escrevi sem conexão')).toHaveCount(0);
});

test('a delivery client writes from the portal’s door and the agents see who it is', async ({ browser }) => {
  test.setTimeout(60_000);
  const agent = await chatAs(browser, 'admin');
  const context = await browser.newContext({ viewport: { width: 375, height: 760 } });
  const client = await context.newPage();
  await signIn(client, 'cliente', undefined, '/trackingClient/login', /\/trackingClient\/opened$/);
  await client.goto('/support/chat');
  await client.getByRole('button', { name: 'Nova conversa' }).click();
  await composer(client).fill('Quando chega a minha nota?');
  await composer(client).press('Enter');
  await expect(log(client).getByText('Quando chega a minha nota?')).toBeVisible();
  // A client has no inbox of the company nor its agents' actions.
  await expect(client.getByRole('button', { name: 'Resolver' })).toHaveCount(0);
  await expect(client.getByRole('link', { name: 'Linha do tempo' })).toHaveCount(0);

  const row = agent.getByTestId('conversation-row').filter({ hasText: 'Quando chega a minha nota?' });
  await row.click();
  await expect(agent.getByText('Cliente do portal')).toBeVisible();
  await composer(agent).fill('Amanhã até as 12h.');
  await composer(agent).press('Enter');
  await expect(log(client).getByText('Amanhã até as 12h.')).toBeVisible();
});

test('a link about a delivery opens its conversation with the delivery beside the messages', async ({
  browser,
}) => {
  const page = await chatAs(browser, 'conferente');
  const token = await storedToken(page);
  const list = await page.request.get('/api/tracking/entrega?pageSize=5', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.ok()).toBe(true);
  const entregaId = ((await list.json()) as { data: { items: { id: number }[] } }).data.items[0]!.id;

  await page.goto(`/support/chat?entregaId=${entregaId}`);
  await expect(page).toHaveURL(/[?&]c=\d+/);
  await expect(page.getByRole('region', { name: /Entrega da NF-e/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-chat/delivery-conversation.png' });
  const first = new URL(page.url()).searchParams.get('c');
  // Following the link again lands in the same conversation.
  await page.goto(`/support/chat?entregaId=${entregaId}`);
  await expect(page).toHaveURL(new RegExp(`[?&]c=${first}(&|$)`));
});

test('a delivery client asks about one of its deliveries from the portal and the agent answers it live', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const agent = await chatAs(browser, 'admin');
  const context = await browser.newContext({ viewport: { width: 375, height: 760 } });
  const client = await context.newPage();
  await signIn(client, 'cliente', undefined, '/trackingClient/login', /\/trackingClient\/opened$/);
  const card = client.getByTestId('portal-delivery').first();
  const number = (await card.innerText()).match(/NF-e (\d+)/)![1]!;
  await card.click();
  const drawer = client.getByRole('dialog', { name: 'Detalhes da entrega' });
  await drawer.getByRole('link', { name: 'Falar com o suporte' }).click();
  await expect(client).toHaveURL(/\/support\/chat\?/);
  // The conversation is about that delivery, shown beside the messages.
  await expect(client.getByRole('region', { name: /Entrega da NF-e/ })).toContainText(number);
  await composer(client).fill(`A NF-e ${number} chega hoje?`);
  await composer(client).press('Enter');
  await expect(log(client).getByText(`A NF-e ${number} chega hoje?`)).toBeVisible();

  const row = agent.getByTestId('conversation-row').filter({ hasText: `A NF-e ${number} chega hoje?` });
  await row.click();
  await expect(agent.getByRole('region', { name: /Entrega da NF-e/ })).toContainText(number);
  await composer(agent).fill('Sim, está no último trecho.');
  await composer(agent).press('Enter');
  await expect(log(client).getByText('Sim, está no último trecho.')).toBeVisible();
});
