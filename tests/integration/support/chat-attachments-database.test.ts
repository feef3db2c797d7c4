// Chat attachments in the database file store (every instance shares it): an image sent in a
// conversation is served from there, and its bytes go with the conversation when it is removed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, type TestApp } from '../helpers';
import { multipart } from '../nfe/zip-builder';
import { CHAT, chatCalls, login } from './chat-fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('chat attachments in the database file store', () => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await createTestApp('embedded', { fileStore: 'database' });
    app = testApp.app;
  });
  afterAll(() => testApp?.close());

  it('serves an attachment from the database and removes its bytes with its conversation', async () => {
    const conferente = await login(app, 'conferente');
    const id = await chatCalls(app).open(conferente, { subject: 'Foto' });
    const { payload, headers } = multipart(PNG, 'foto.png');
    const upload = await app.inject({
      method: 'POST',
      url: `${CHAT}/conversations/${id}/attachments`,
      payload,
      headers: { ...headers, ...authHeaders(conferente) },
    });
    expect(upload.statusCode).toBe(200);
    const file = await chatCalls(app).get(conferente, `/attachments/${upload.json().data.id}`);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const chatFiles = () => app.db.selectFrom('storedFile').select('id').where('area', '=', 'chat').execute();
    expect(await chatFiles()).toHaveLength(1);

    await app.db.deleteFrom('supportConversation').where('id', '=', id).execute();
    expect(await chatFiles()).toHaveLength(0);
  });
});
