// registerHub(app, definition): the one way to add a hub. It builds the hub with the settings
// (definition, then configuration, then defaults), gives it a lifetime manager, adds its
// negotiate route, and answers the hub's sending side for server code.
import type { FastifyInstance } from 'fastify';
import { recheckSession } from '../auth/session';
import { Hub } from './hub';
import type { HubContext } from './hub-context';
import { DEFAULT_HUB_SETTINGS, type HubDefinition } from './hub-definition';
import { registerNegotiateRoute } from './negotiate';

const HUB_NAME = /^[a-z0-9-]+$/;

export function registerHub(app: FastifyInstance, definition: HubDefinition): HubContext {
  if (!HUB_NAME.test(definition.name)) throw new Error(`Invalid hub name '${definition.name}'.`);
  const { channelPrefix: _prefix, ...configured } = app.config.realtime ?? {};
  const settings = { ...DEFAULT_HUB_SETTINGS, ...configured, ...definition.settings };
  const hub = new Hub(
    definition,
    settings,
    app.realtime.lifetimeManagerFor(definition.name),
    app.log.child({ hub: definition.name }),
    (auth) => recheckSession(app, auth),
  );
  app.realtime.add(hub);
  registerNegotiateRoute(app, hub);
  return hub.context;
}
