// A process that starts the embedded PostgreSQL on the folder it is given, writes one row, says
// "ready" and waits to be killed: the test kills it with SIGKILL, as a crash or `kill -9` would.
import pg from 'pg';
import { startEmbeddedPostgres } from '../../../server/db/embedded-postgres';

const dir = process.argv[2]!;
const server = await startEmbeddedPostgres(dir, { info: () => {}, warn: () => {} });
const client = new pg.Client({ connectionString: server.url });
await client.connect();
await client.query('create table if not exists kept (note text)');
await client.query(`insert into kept values ('written before the crash')`);
await client.end();
console.log('ready');
setInterval(() => {}, 60_000);
