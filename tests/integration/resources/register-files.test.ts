// The registers' file fields, proven on a company's logo: uploaded as a file (checked by its
// bytes and size), saved on the record by the id the upload answered, served to who may read the
// record (and, the logo being public, by its address alone), never settable from another company,
// and swept once no record names it.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepRegisterFiles } from '../../../server/resources/files';
import { expectStoredFileHeaders } from '../files/stored-file-headers';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { multipart } from '../nfe/zip-builder';

const UPLOAD = '/api/tracking/empresa/files/logo';

const png = (size = 90) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();

describe.each(DATABASES)('register file fields on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let ownerOfB: string;
  let companyB: number;

  const upload = (token: string, bytes: Buffer, name = 'logo.png') => {
    const { payload, headers } = multipart(bytes, name);
    return app.inject({
      method: 'POST',
      url: UPLOAD,
      payload,
      headers: { ...headers, ...authHeaders(token) },
    });
  };
  const saveLogo = async (token: string, companyId: number, logo: string | null) => {
    const read = await app.inject({
      method: 'GET',
      url: `/api/tracking/empresa/${companyId}`,
      headers: authHeaders(token),
    });
    expect(read.statusCode, read.body).toBe(200);
    const current = read.json().data as { nome: string; nomeFantasia: string };
    return app.inject({
      method: 'PUT',
      url: `/api/tracking/empresa/${companyId}`,
      headers: authHeaders(token),
      payload: { nome: current.nome, nomeFantasia: current.nomeFantasia, logo },
    });
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    admin = await login(app, 'admin');
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona da Empresa B',
        nomeAcesso: `dona.b.${kind}`,
        email: `dona.${kind}@empresa-b.example`,
        password: 'empresa-b-123',
        empresaNomeFantasia: 'Empresa B',
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    ownerOfB = signUp.json().token;
    companyB = signUp.json().user.empresaId;
  });
  afterAll(() => testApp?.close());

  it('saves an uploaded logo on the company, serves it and names it in the sign-in answer', async () => {
    const bytes = await png();
    const sent = await upload(admin, bytes);
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, contentType, size } = sent.json().data as { id: string; contentType: string; size: number };
    expect(contentType).toBe('image/png');
    expect(size).toBe(bytes.length);

    const saved = await saveLogo(admin, 1, id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.logo).toBe(id);

    const file = await app.inject({
      method: 'GET',
      url: `/api/tracking/empresa/1/files/logo`,
      headers: authHeaders(admin),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expectStoredFileHeaders(file);
    expect(file.rawPayload.equals(bytes)).toBe(true);

    const publicFile = await app.inject({ method: 'GET', url: `/api/files/public/${id}` });
    expect(publicFile.statusCode).toBe(200);
    expect(publicFile.headers['cache-control']).toContain('immutable');
    expectStoredFileHeaders(publicFile);
    expect(publicFile.rawPayload.equals(bytes)).toBe(true);

    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/scheduler/v1/access/login',
      payload: { login: 'admin', password: 'demo1234' },
    });
    expect(signedIn.json().user.companyLogo).toBe(`/api/files/public/${id}`);
  });

  it('refuses what is not an image, and an image over 200 KB, by the bytes and not the name', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await upload(admin, svg, 'logo.png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messageIds).toEqual(['resources.file.notImage']);

    const pdf = await upload(admin, Buffer.from('%PDF-1.7\n%%EOF\n'), 'logo.png');
    expect(pdf.statusCode).toBe(400);

    const large = await sharp({
      create: { width: 1200, height: 1200, channels: 3, background: '#808080' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(200 * 1024);
    expect((await upload(admin, large)).statusCode).toBe(413);
    const rows = await app.db
      .selectFrom('registerFile')
      .select('id')
      .where('resource', '=', 'empresa')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('never lets a company save a file another company uploaded, nor read its record’s file', async () => {
    const ofAdmin = (await upload(admin, await png(40))).json().data.id as string;
    const taken = await saveLogo(ownerOfB, companyB, ofAdmin);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().messageIds).toEqual(['resources.file.unknown']);

    const ofB = (await upload(ownerOfB, await png(30))).json().data.id as string;
    expect((await saveLogo(ownerOfB, companyB, ofB)).statusCode).toBe(200);
    const fromA = await app.inject({
      method: 'GET',
      url: `/api/tracking/empresa/${companyB}/files/logo`,
      headers: authHeaders(admin),
    });
    expect(fromA.statusCode).toBe(404);
    // Nor a made-up id, nor an id that is no UUID.
    expect((await saveLogo(admin, 1, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
    expect((await saveLogo(admin, 1, '../../etc/passwd')).statusCode).toBe(400);
  });

  it('sweeps, a day later, the files no record names, with their bytes', async () => {
    const kept = (
      await app.db.selectFrom('empresa').select('logo').where('id', '=', 1).executeTakeFirstOrThrow()
    ).logo!;
    const orphan = (await upload(admin, await png(20))).json().data.id as string;
    // Only a day-old file goes: a form may still be open between its upload and its save.
    expect(await sweepRegisterFiles(app)).toBe(0);
    await sql`update register_file set created_at = now() - interval '2 days'`.execute(app.db);
    const removed = await sweepRegisterFiles(app);
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = (await app.db.selectFrom('registerFile').select('id').execute()).map((row) => row.id);
    expect(left).toContain(kept);
    expect(left).not.toContain(orphan);
    const gone = await app.inject({ method: 'GET', url: `/api/files/public/${orphan}` });
    expect(gone.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/files/public/${kept}` })).statusCode).toBe(200);
  });

  it('clears the logo when the form sends none', async () => {
    const cleared = await saveLogo(admin, 1, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.logo).toBeNull();
  });
});
