// @vitest-environment jsdom
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MODULE_ROUTE_TABLES, moduleRouteTablesFor } from './module-routes';
import { routes } from './routes';

/** Every path of a route table, nested paths joined to their parents'. */
const pathsOf = (table: RouteObject[], base = ''): string[] =>
  table.flatMap((route) => {
    const path =
      route.path === undefined
        ? base
        : route.path.startsWith('/')
          ? route.path
          : `${base.replace(/\/$/, '')}/${route.path}`;
    return [...(route.path === undefined ? [] : [path]), ...pathsOf(route.children ?? [], path)];
  });

const firstSegment = (path: string) => path.split('/').find((part) => part !== '') ?? '';

describe('module route tables', () => {
  it('declare the first segment of every path of their table, and no other', async () => {
    for (const table of MODULE_ROUTE_TABLES) {
      const segments = new Set(pathsOf([await table.load()]).map(firstSegment));
      // A module path must start with a fixed segment: a parameter there could not be mapped.
      for (const segment of segments) expect(segment, table.id).toMatch(/^[\w-]+$/);
      expect([...segments].sort(), table.id).toEqual([...table.segments].sort());
    }
  });

  it('cover every route table a module exports', async () => {
    const loaded = new Set(await Promise.all(MODULE_ROUTE_TABLES.map((table) => table.load())));
    const modules = import.meta.glob<Record<string, unknown>>('../features/*/routes.tsx');
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    for (const [file, load] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(await load())) {
        if (name.endsWith('Routes')) expect(loaded.has(value as RouteObject), `${file}: ${name}`).toBe(true);
      }
    }
  });

  it('have distinct ids', () => {
    const ids = MODULE_ROUTE_TABLES.map((table) => table.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are found by a path’s first segment', () => {
    expect(moduleRouteTablesFor('/dashboard').map((table) => table.id)).toEqual(['tracking']);
    expect(moduleRouteTablesFor('/empresa/edit/1').map((table) => table.id)).toEqual(['tracking']);
    expect(moduleRouteTablesFor('/financial/dashboard').map((table) => table.id)).toEqual([
      'financial',
      'financial-public',
    ]);
    expect(moduleRouteTablesFor('/no/such/page')).toEqual([]);
    expect(moduleRouteTablesFor('/')).toEqual([]);
  });

  it('leave the entry’s table without module routes: their paths fall to the not-found page until added', () => {
    const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
    expect(leaf('/dashboard')).toBe('*');
    expect(leaf('/login')).toBe('/login');
    expect(leaf('/module')).toBe('/module');
  });
});
