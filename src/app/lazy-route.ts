import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { withChunkTimeout } from './lazy-with-timeout';

/** A route whose screen is its own chunk, loaded under the chunk time-out. */
export const lazyComponent =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] =>
  async () => ({ Component: pick(await withChunkTimeout(load)) });

/** The page of a screen not built yet. */
export const underConstruction = lazyComponent(
  () => import('@/features/general/under-construction-page'),
  (m) => m.UnderConstructionPage,
);
