// What every module's route list is built from: its layout route (the layout chunk and the
// module's catalog loaded together), placeholders for screens not built yet, and the platform
// pages several layouts show (profile, under construction).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyComponent, underConstruction } from './lazy-route';
import { withChunkTimeout } from './lazy-with-timeout';
import { ModuleMessages, preloadModuleMessages, type ModuleCatalogs } from './module-messages';
import { RouteErrorPage } from './route-error-page';

export { lazyComponent, underConstruction } from './lazy-route';
export { resourceRouteObjects } from './resource-routes';
export type { ModuleCatalogs } from './module-messages';

export const profilePage = lazyComponent(
  () => import('@/features/profile/profile-page'),
  (m) => m.ProfilePage,
);

/** Placeholder routes for screens not built yet: the path itself and everything below it. */
export const pending = (...paths: string[]): RouteObject[] =>
  paths.flatMap((path) => [
    { path, lazy: underConstruction },
    { path: `${path}/*`, lazy: underConstruction },
  ]);

export interface ModuleLayoutRoute<M> {
  /** The layout's chunk and the component in it. */
  layout: () => Promise<M>;
  pick: (module: M) => ComponentType;
  catalogs: ModuleCatalogs;
  children: RouteObject[];
}

/** A module's layout with its screens; a failing screen shows the error inside the layout. */
export const moduleLayout = <M,>({
  layout,
  pick,
  catalogs,
  children,
}: ModuleLayoutRoute<M>): RouteObject => ({
  lazy: async () => {
    const [Layout] = await Promise.all([
      withChunkTimeout(layout).then(pick),
      withChunkTimeout(() => preloadModuleMessages(catalogs)),
    ]);
    return {
      Component: () => (
        <ModuleMessages catalogs={catalogs}>
          <Layout />
        </ModuleMessages>
      ),
    };
  },
  errorElement: <RouteErrorPage />,
  children: [{ errorElement: <RouteErrorPage />, children }],
});
