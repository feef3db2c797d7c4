// `npm run bench:api`: how the delivery list answers many users at once.
//
// For each database (the embedded default, and DATABASE_URL's server when set, on a throwaway
// database), starts the built server as `npm start` does, gives the demo company 100,000
// deliveries besides its demo ones (one NF-e imported through the API, then cloned in SQL with
// other keys, numbers, dates, cities and states), and sends 50 concurrent clients (autocannon)
// for BENCH_SECONDS each, after WARM_UP_SECONDS of the same load unmeasured:
//   - the list, page of 25, sorted by issue date (newest first), with no filter;
//   - the same with a filter (a state and a city);
//   - the session check alone (`/access/me`);
// first alone, then each again while a 10,000-NF-e import of its own runs in the same server.
// Prints requests/s, p50/p99 latencies and the CPU time each request cost the server and (on the
// embedded database, whose processes are the server's children) PostgreSQL per scenario, and a
// Markdown table. The CPU figures hold when the machine is busy or slower; requests/s do not.
import autocannon from 'autocannon';
import pg from 'pg';
import yazl from 'yazl';
import { addCopies } from '../tests/support/nfe-corpus';
import {
  answer,
  type RunningServer,
  signIn,
  startBuiltServer,
  startNfeImport,
  withThrowawayDatabase,
} from './server-process';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 100_000);
const IMPORT_SIZE = Number(process.env.BENCH_IMPORT ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
// Before each scenario (and before its import starts) the same load runs unmeasured for this long:
// the figures are of a server in use, not of its first requests (the code's first compilation,
// each connection's first statements, a list's first count).
const WARM_UP_SECONDS = 2;
// BENCH_WHILE=alone or BENCH_WHILE=import runs only that half (a closer look, a CPU profile).
const WHILE = process.env.BENCH_WHILE;
const UFS = ['SP', 'RJ', 'MG', 'PR', 'SC', 'RS', 'BA', 'GO', 'PE', 'CE'];
const CITIES = ['Campinas', 'Santos', 'Curitiba', 'Joinville', 'Salvador', 'Recife', 'Goiânia'];

const SCENARIOS = [
  { label: 'list, no filter', path: '/api/tracking/entrega?page=1&pageSize=25&sort=-dataEmissao' },
  {
    label: 'list, UF and city',
    path: '/api/tracking/entrega?page=1&pageSize=25&sort=-dataEmissao&uf=PR&cidade=Curitiba',
  },
  { label: 'session check', path: '/api/scheduler/v1/access/me' },
];

/** A zip of `count` distinct NF-e numbered from `first` (each import gets keys of its own). */
async function zipOf(count: number, first: number): Promise<Uint8Array<ArrayBuffer>> {
  const zip = new yazl.ZipFile();
  addCopies(zip, count, 'notas', first);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

async function waitForImport(server: RunningServer, headers: { authorization: string }, id: number) {
  for (;;) {
    const { data } = await answer<{ data: { dataFim: string | null } }>(
      await fetch(`${server.url}/api/tracking/nfe/get/${id}`, { headers }),
    );
    if (data.dataFim) return;
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** Clones the company's one NF-e and its delivery into `count` more, in one statement each. */
async function cloneDeliveries(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Every column but the id and those PostgreSQL computes (a generated column takes no value).
    const columns = async (table: string) =>
      (
        await client.query<{ column_name: string }>(
          `select column_name from information_schema.columns
            where table_schema = 'public' and table_name = $1 and column_name <> 'id'
              and is_generated = 'NEVER'
            order by ordinal_position`,
          [table],
        )
      ).rows.map((r) => r.column_name);
    const varied: Record<string, string> = {
      chave_acesso: `'9' || lpad(g::text, 43, '0')`,
      numero: `(1000000 + g)::text`,
      data_emissao: `t.data_emissao - (g % 400) * interval '1 day' - (g % 1440) * interval '1 minute'`,
      destinatario_uf: `(array['${UFS.join("','")}'])[1 + g % ${UFS.length}]`,
      destinatario_municipio: `(array['${CITIES.join("','")}'])[1 + g % ${CITIES.length}]`,
      valor_total: `round((g % 9000 + 100)::numeric, 2)`,
    };
    const nota = await columns('nota_fiscal');
    // The NF-e the benchmark imported (the demo data has others), and where the clones begin.
    const { rows } = await client.query<{ id: number; empresa_id: number; last: number }>(
      `select id, empresa_id, (select max(id) from nota_fiscal) as last
         from nota_fiscal where import_id is not null order by id limit 1`,
    );
    const template = rows[0];
    if (!template) throw new Error('no NF-e to clone');
    await client.query(
      `insert into nota_fiscal (${nota.join(', ')})
       select ${nota.map((c) => varied[c] ?? `t.${c}`).join(', ')}
         from nota_fiscal t, generate_series(1, $2) g where t.id = $1`,
      [template.id, count],
    );
    const entrega = await columns('entrega');
    await client.query(
      `insert into entrega (${entrega.join(', ')})
       select ${entrega.map((c) => (c === 'nota_fiscal_id' ? 'n.id' : `t.${c}`)).join(', ')}
         from entrega t, nota_fiscal n
        where t.nota_fiscal_id = $1 and n.empresa_id = $2 and n.id > $3`,
      [template.id, template.empresa_id, template.last],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU ms per request answered, of the server and of its embedded database. */
  serverCpu: number;
  databaseCpu: number;
  /** CPU ms per request of the clients (autocannon, in this process): the machine's cores are shared. */
  clientCpu: number;
}

async function load(
  server: RunningServer,
  path: string,
  headers: { authorization: string },
): Promise<Figures> {
  const before = server.cpuMs();
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    url: server.url + path,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  const after = server.cpuMs();
  const client = process.cpuUsage(clientBefore);
  const answered = Math.max(1, result.requests.total);
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    serverCpu: (after.serverMs - before.serverMs) / answered,
    databaseCpu: (after.databaseMs - before.databaseMs) / answered,
    clientCpu: (client.user + client.system) / 1000 / answered,
  };
}

async function measure(label: string, databaseUrl: string | undefined, rows: string[]) {
  const server = await startBuiltServer(databaseUrl);
  try {
    const headers = await signIn(server.url);
    await waitForImport(server, headers, await startNfeImport(server.url, headers, await zipOf(1, 1)));
    const directUrl = databaseUrl ?? server.embeddedUrl;
    const seeded = performance.now();
    await cloneDeliveries(directUrl, DELIVERIES - 1);
    console.log(
      `${label}: ${DELIVERIES} deliveries in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    for (const during of [false, true].filter((d) => !WHILE || WHILE === (d ? 'import' : 'alone'))) {
      for (const [index, scenario] of SCENARIOS.entries()) {
        // Each scenario under load gets an import of its own, started just before it.
        const zip = during ? await zipOf(IMPORT_SIZE, 2 + index * IMPORT_SIZE) : undefined;
        await autocannon({
          url: server.url + scenario.path,
          connections: CONNECTIONS,
          duration: WARM_UP_SECONDS,
          headers,
        });
        const importStarted = performance.now();
        const importId = zip ? await startNfeImport(server.url, headers, zip) : undefined;
        const figures = await load(server, scenario.path, headers);
        let importNote = '';
        if (importId !== undefined) {
          await waitForImport(server, headers, importId);
          importNote = ` (import took ${((performance.now() - importStarted) / 1000).toFixed(0)} s)`;
        }
        const line =
          `| ${label} | ${scenario.label} | ${during ? `during an import${importNote}` : 'alone'} | ` +
          `${Math.round(figures.perSecond)} | ${figures.p50} ms | ${figures.p99} ms | ${figures.errors} | ` +
          `${figures.serverCpu.toFixed(2)} ms | ${databaseUrl ? '–' : `${figures.databaseCpu.toFixed(2)} ms`} | ` +
          `${figures.clientCpu.toFixed(2)} ms |`;
        console.log(line);
        rows.push(line);
      }
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  const rows: string[] = [];
  await measure('embedded', undefined, rows);
  if (process.env.DATABASE_URL) {
    await withThrowawayDatabase(process.env.DATABASE_URL, (url) => measure('PostgreSQL', url, rows));
  }
  console.log(`\n${CONNECTIONS} clients, ${SECONDS} s a scenario, ${DELIVERIES} deliveries of one company`);
  console.log(
    '| database | request | while | requests/s | p50 | p99 | errors | server CPU a request | PostgreSQL CPU a request | clients\' CPU a request |',
  );
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
