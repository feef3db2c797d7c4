// A pool for Kysely's PostgresDialect whose clients are wrapped (hot-statements.ts,
// watched-writes.ts). Kysely keeps one connection object per pooled client, so the same client
// must come back in the same wrapper each time the pool hands it out.
import type { PostgresPool, PostgresPoolClient } from 'kysely';

interface ClientPool<Client> {
  connect(): Promise<Client>;
  end(): Promise<void>;
}

export function poolOfWrappedClients<Client extends object>(
  pool: ClientPool<Client>,
  wrap: (client: Client) => PostgresPoolClient,
): PostgresPool {
  const wrappers = new WeakMap<Client, PostgresPoolClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
