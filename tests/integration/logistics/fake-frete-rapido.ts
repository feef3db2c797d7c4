// A stand-in for Frete Rápido's pickup method, a real HTTP server on a local port answering as the
// service's documentation says: 200 with the order's protocol when it takes it, 401 for a token it
// does not know, 400 with a message when it refuses the order (here: an NF-e numbered 666). It
// keeps every request it got, so a test sees what the product sent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const GOOD_TOKEN = 'a'.repeat(32);

export interface ReceivedColeta {
  path: string;
  token: string | null;
  body: {
    data_coleta?: string;
    destinatario?: { cnpj_cpf?: string; nome?: string; endereco?: { cidade?: string; estado?: string } };
    notas_fiscais?: { chave_acesso?: string; numero?: string }[];
  };
}

export interface FakeFreteRapido {
  baseUrl: string;
  received: ReceivedColeta[];
  close: () => Promise<void>;
}

export async function startFakeFreteRapido(): Promise<FakeFreteRapido> {
  const received: ReceivedColeta[] = [];
  let serial = 0;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const answer = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || url.pathname !== '/api/coleta/')
        return answer(404, { error: 'Not found' });
      const body = JSON.parse(raw || '{}') as ReceivedColeta['body'];
      received.push({ path: url.pathname, token: url.searchParams.get('token'), body });
      if (url.searchParams.get('token') !== GOOD_TOKEN) return answer(401, { error: 'Token inválido' });
      if (body.notas_fiscais?.[0]?.numero === '666') {
        return answer(400, { error: 'Destinatário sem inscrição estadual' });
      }
      answer(200, { protocolo: `FR-${++serial}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
