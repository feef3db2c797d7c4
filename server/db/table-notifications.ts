// Other connections' writes to the watched tables, as PostgreSQL announces them: one connection of
// its own LISTENs on the channel the tables' triggers notify (migration 0095), and each
// notification moves the clock. While that connection is down, the clock says no reading may be
// kept (setListening(false)); it connects again a second later, as long as the server runs.
import pg from 'pg';
import { TABLE_CHANGES_CHANNEL, type TableChanges } from './table-changes';

const RECONNECT_MS = 1_000;

export interface TableNotifications {
  stop: () => Promise<void>;
}

export function listenForTableChanges(url: string, changes: TableChanges): TableNotifications {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = undefined;
    changes.setListening(false);
    failed.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
  };

  async function connect() {
    retry = undefined;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', () => changes.moved());
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${TABLE_CHANGES_CHANNEL}`);
      // Stopped meanwhile: this connection is nobody's any more.
      if (client !== next) return void (await next.end().catch(() => undefined));
      // Writes made while nobody listened are unknown: setListening moves the clock past them.
      changes.setListening(true);
    } catch {
      lost(next);
    }
  }

  void connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      changes.setListening(false);
      await current?.end().catch(() => undefined);
    },
  };
}
