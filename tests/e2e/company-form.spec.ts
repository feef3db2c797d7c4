// The company form. A company's logo is an uploaded file: the demo company's shows in the sidebar
// from its public address; another company's is chosen on its form (previewed, saved, shown again
// after a reload, and in the sidebar once the user switches to it); a file that is no image is
// refused with a message, by its bytes whatever its name. The CNPJ is punctuated as it is typed,
// and the map engine and photo quality are chosen by name.
import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { openTrackingLayout, signIn } from './support';

const loaded = (image: Locator) =>
  image.evaluate(
    (node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0,
  );

test('the demo logo shows in the sidebar, and a logo uploaded on a company form is kept and shown', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openTrackingLayout(page);
  const brand = page.locator('.rota-brand img');
  await expect(brand).toHaveAttribute('src', /^\/api\/files\/public\/[0-9a-f-]{36}$/);
  await expect.poll(() => loaded(brand)).toBe(true);

  await page.goto('/empresa/edit/2');
  const choose = page.getByRole('button', { name: 'Escolher imagem: Logo' });
  await expect(choose).toBeVisible();

  // Not an image, though named like one: refused by the server, told at the field.
  const [notImage] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
  await notImage.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg></svg>') });
  await expect(page.getByText('O arquivo não é uma imagem PNG, JPEG, WebP ou GIF.')).toBeVisible();

  const png = await sharp({ create: { width: 90, height: 90, channels: 3, background: '#2f9e44' } })
    .png()
    .toBuffer();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
  await chooser.setFiles({ name: 'norte.png', mimeType: 'image/png', buffer: png });
  await expect(
    page.getByText('Arquivo enviado: norte.png. Salve o formulário para guardá-lo.'),
  ).toBeVisible();
  await expect.poll(() => loaded(page.getByRole('img', { name: 'Logo' }))).toBe(true);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();

  await page.goto('/empresa/edit/2');
  const preview = page.getByRole('img', { name: 'Logo' });
  await expect(preview).toHaveAttribute('src', /^\/api\/files\/public\//);
  await expect.poll(() => loaded(preview)).toBe(true);
  const norteLogo = await preview.getAttribute('src');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Rota Demo Transportes/ }).click();
  await page.getByRole('dialog', { name: 'Selecione a empresa' }).getByText('Rota Logística Norte').click();
  await expect(page.getByTestId('topbar-company')).toContainText('Rota Logística Norte');
  await expect(page.locator('.rota-brand img')).toHaveAttribute('src', norteLogo!);
});

test('the company form punctuates the CNPJ as it is typed and names the map engine and photo quality', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/empresa/edit/2');
  const cnpj = page.getByLabel('CNPJ');
  await cnpj.fill('');
  await cnpj.pressSequentially('11444777000161');
  await expect(cnpj).toHaveValue('11.444.777/0001-61');

  await page.getByRole('textbox', { name: 'Motor de mapas' }).click();
  await page.getByRole('option', { name: 'Google Maps (precisa da chave de mapas)' }).click();
  await page.getByRole('textbox', { name: 'Qualidade de imagem' }).click();
  await page.getByRole('option', { name: 'Média (75%)' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();

  await page.goto('/empresa/edit/2');
  await expect(page.getByLabel('CNPJ')).toHaveValue('11.444.777/0001-61');
  await expect(page.getByRole('textbox', { name: 'Motor de mapas' })).toHaveValue(
    'Google Maps (precisa da chave de mapas)',
  );
  await expect(page.getByRole('textbox', { name: 'Qualidade de imagem' })).toHaveValue('Média (75%)');
  // Stored clean, as the API answers it.
  const token = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('rota.token'))) ?? 'null',
  ) as string;
  const stored = await page.request.get('/api/tracking/empresa/2', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await stored.json()).data).toMatchObject({
    cnpj: '11444777000161',
    mapEngine: 1,
    imageQuality: 75,
  });
});
