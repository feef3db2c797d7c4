// `npm run bench:edi`: the OCOREN (EDI delivery occurrence) import measured on a 100,000-line file.
//
// 1. Starts the real app in this process on a throwaway embedded PostgreSQL under a
//    temporary DATA_DIR (and, when DATABASE_URL is set, on a throwaway database of that
//    PostgreSQL server), and writes BENCH_EDI_LINES deliveries straight into it: one NF-e each,
//    as the NF-e import leaves them.
// 2. Builds an OCOREN 3.1 file with one occurrence per delivery (code 01, delivered; every tenth
//    late, so the status rule takes both paths).
// 3. Parse alone: parseOcoren over the file's bytes, best of three.
// 4. The full import through the HTTP API as the screen drives it: begin, upload the .txt, poll
//    until dataFim; occurrences per second from the import's own start to its end.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { ImportStatusDto } from '../src/domain/tracking/imports/document-import';
import { buildApp } from '../server/app';
import { DEMO_PASSWORD } from '../server/db/seed';
import { buildOcoren, type OcorenRecordInput } from '../server/modules/tracking/imports/ocoren/build-ocoren';
import { parseOcoren } from '../server/modules/tracking/imports/ocoren/parse-ocoren';
import { multipart } from '../tests/integration/nfe/zip-builder';

const LINES = Number(process.env.BENCH_EDI_LINES ?? 100_000);
const EMITENTE = '11222333000181';
const INSERT_CHUNK = 2_000;

async function seedDeliveries(app: FastifyInstance, empresaId: number): Promise<void> {
  for (let start = 0; start < LINES; start += INSERT_CHUNK) {
    const numbers = Array.from({ length: Math.min(INSERT_CHUNK, LINES - start) }, (_, i) => start + i + 1);
    const notas = await app.db
      .insertInto('notaFiscal')
      .values(
        numbers.map((numero) => {
          const chaveAcesso = `35260511222333000181550010${String(numero).padStart(9, '0')}100000000`.slice(
            0,
            44,
          );
          return {
            empresaId,
            chaveAcesso,
            numero: String(numero),
            serie: '1',
            emitenteCnpjCpf: EMITENTE,
            dataEmissao: '2026-05-01T10:00:00-03:00',
            conteudoHash: createHash('sha256').update(chaveAcesso).digest('hex'),
          };
        }),
      )
      .returning('id')
      .execute();
    await app.db
      .insertInto('entrega')
      .values(
        notas.map(({ id }) => ({
          empresaId,
          notaFiscalId: id,
          status: 'emTransito',
          dataPrevista: '2026-05-10',
        })),
      )
      .execute();
  }
}

function buildFile(): Buffer {
  const records: OcorenRecordInput[] = Array.from({ length: LINES }, (_, i) => ({
    emitenteCnpj: EMITENTE,
    serie: '1',
    numero: i + 1,
    codigo: 1,
    data: i % 10 === 0 ? '12052026' : '09052026',
    hora: '1430',
    texto: 'RECEBIDO NA PORTARIA',
  }));
  return Buffer.from(buildOcoren({ version: '3.1', transportadorCnpj: '55444333000122', records }), 'latin1');
}

function parseSpeed(file: Buffer): number {
  let best = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const parsed = parseOcoren(file);
    best = Math.min(best, performance.now() - started);
    if (parsed.occurrences.length !== LINES)
      throw new Error(`parsed ${parsed.occurrences.length} of ${LINES}`);
  }
  return LINES / (best / 1000);
}

async function importSpeed(label: string, databaseUrl: string | undefined, file: Buffer) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rota-bench-edi-'));
  const app = await buildApp({
    config: {
      dataDir,
      databaseUrl,
      logLevel: 'warn',
      jwtSecret: randomBytes(32).toString('hex'),
      seedDemo: true,
    },
    serveSpa: false,
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/scheduler/v1/access/login',
      payload: { login: 'admin', password: DEMO_PASSWORD },
    });
    const { token, user } = login.json<{ token: string; user: { empresaId: number } }>();
    const headers = { authorization: `Bearer ${token}` };
    let started = performance.now();
    await seedDeliveries(app, user.empresaId);
    console.log(
      `${label}: ${LINES} deliveries written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const begun = await app.inject({
      method: 'GET',
      url: '/api/tracking/entregaOcorrencia/beginImport',
      headers,
    });
    const id = begun.json<{ data: { id: number } }>().data.id;
    const body = multipart(file, 'OCOREN.TXT');
    started = performance.now();
    const sent = await app.inject({
      method: 'POST',
      url: `/api/tracking/entregaOcorrencia/importzip?id=${id}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    if (sent.statusCode !== 200) throw new Error(`upload answered ${sent.statusCode}: ${sent.body}`);
    let status: ImportStatusDto;
    for (;;) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/tracking/entregaOcorrencia/get/${id}`,
        headers,
      });
      status = answer.json<{ data: ImportStatusDto }>().data;
      if (status.dataFim !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const wall = (performance.now() - started) / 1000;
    const own = (Date.parse(status.dataFim) - Date.parse(status.dataInicio)) / 1000;
    const late = await app.db
      .selectFrom('entrega')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'entregueComAtraso')
      .executeTakeFirstOrThrow();
    console.log(
      `${label}: ${status.quantidadeImportadas} occurrences recorded (${status.quantidadeRejeitadas} refused), ` +
        `${late.n} deliveries late; import ${own.toFixed(1)} s = ${Math.round(LINES / own)} occurrences/s ` +
        `(upload to last poll ${wall.toFixed(1)} s)`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withThrowawayDatabase(serverUrl: string, run: (url: string) => Promise<void>) {
  const name = `rota_bench_edi_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const file = buildFile();
console.log(`OCOREN 3.1 file: ${LINES} occurrence lines, ${(file.length / 1024 ** 2).toFixed(1)} MB`);
console.log(`parse alone: ${Math.round(parseSpeed(file))} occurrences/s`);
await importSpeed('embedded', undefined, file);
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) await withThrowawayDatabase(serverUrl, (url) => importSpeed('PostgreSQL', url, file));
