// The list and get routes every resource has; a read-only resource has only these. Both require
// the declaration's permission rule and see only rows in the caller's tenancy scope and among
// those its readableRows lets the caller read; a row outside them answers 404 like a missing one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  checkReadRule,
  detailRowSchemaOf,
  mayAccess,
  type ReadableResource,
  readableRowsOf,
  rowSchemaOf,
} from '../../src/domain/resources';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { dataEnvelope } from '../services/envelope';
import { listPageQueries } from './list-rows';
import type { ListTotals } from './list-totals';
import { compiledSerializer } from './compiled-serializer';
import { PageStatements } from './page-statements';
import { parseRow } from './parse-row';
import { bearer, idParams, listQueryOf, pageOf, wireRow } from './route-schemas';
import { checkedParent } from './nested';
import { readRow } from './read-row';
import { referenceScopes, rowReferences } from './references/reference-sql';
import { DECLARED_RESOURCES, type ResourceCatalog } from './references/resource-catalog';
import { listScope, rowScope } from './tenancy';

/**
 * The table is chosen at run time from the declaration, which the typed Database interface
 * cannot express; the declaration's schema gives the rows their shape instead.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const untyped = (db: Kysely<Database>) => db as unknown as Kysely<any>;

export function registerReadRoutes(
  app: FastifyInstance,
  def: ReadableResource,
  totals: ListTotals,
  catalog: ResourceCatalog = DECLARED_RESOURCES,
): void {
  // A declaration whose list could show rows its get hides is refused before it serves anything.
  checkReadRule(def);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rowSchema = rowSchemaOf(def);
  const detailSchema = detailRowSchemaOf(def);
  const tags = [def.service, def.name];
  // Run on onRequest, before validation, so a caller without the rule gets 401/403 and never
  // learns anything from 400 answers about the query.
  const guard = app.requireRule(def.permission);
  const statements = new PageStatements();

  routes.get(
    `/${def.name}`,
    {
      onRequest: guard,
      serializerCompiler: compiledSerializer,
      schema: {
        tags,
        security: bearer,
        summary: `Lista paginada de ${def.name}`,
        querystring: listQueryOf(def),
        response: { 200: pageOf(wireRow(rowSchema)) },
      },
    },
    async (request) => {
      if (!mayAccess(def, request.auth.principal, 'list')) throw forbidden();
      const { page, pageSize, companyId } = request.query;
      const scope = await listScope(app.db, request.auth, def.tenancy, companyId);
      await checkedParent(app.db, request.auth, def, catalog, request.query.parentId);
      const scopes = await referenceScopes(app.db, request.auth, def, catalog);
      const readable = readableRowsOf(def, request.auth.principal);
      const queries = () =>
        listPageQueries(
          untyped(app.db),
          def,
          scope,
          request.query,
          rowReferences(def, catalog, scopes),
          readable,
        );
      // The same list whatever the page: the scope, the rows the caller may read, the search and
      // the filters (a search may match the labels of references, read in their own scopes).
      const { page: _page, pageSize: _size, sort, ...narrowing } = request.query;
      const key = JSON.stringify({ scope, readable, narrowing, referenced: [...scopes] });
      // Every input of the page's statement is in its key: the list's, the page and the order.
      const rows = statements.statement(JSON.stringify([key, page, pageSize, sort ?? null]), () =>
        queries().rows.compile(),
      );
      const [items, total] = await Promise.all([
        app.db.executeQuery<Record<string, unknown>>(rows).then((result) => result.rows),
        totals.total(def.name, key, async () =>
          Number((await queries().total.executeTakeFirstOrThrow()).total),
        ),
      ]);
      return {
        isSuccess: true as const,
        data: {
          items: items.map((raw) => parseRow(rowSchema, raw)),
          total,
          page,
          pageSize,
        },
      };
    },
  );

  routes.get(
    `/${def.name}/:id`,
    {
      onRequest: guard,
      serializerCompiler: compiledSerializer,
      schema: {
        tags,
        security: bearer,
        summary: `Um registro de ${def.name}`,
        params: idParams,
        response: { 200: dataEnvelope(wireRow(detailSchema)) },
      },
    },
    async (request) => {
      const scope = await rowScope(app.db, request.auth, def.tenancy);
      const scopes = await referenceScopes(app.db, request.auth, def, catalog);
      const found = await readRow(
        untyped(app.db),
        def,
        detailSchema,
        scope,
        request.params.id,
        rowReferences(def, catalog, scopes),
      );
      const record = found && parseRow(detailSchema, found);
      // A record the declaration keeps from this caller stays invisible, as if it did not exist.
      if (!record || !mayAccess(def, request.auth.principal, 'read', record)) throw notFound();
      return { isSuccess: true as const, data: record };
    },
  );
}
