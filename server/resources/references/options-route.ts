// GET /<resource>/options: the rows of a register that reference fields point at, as
// `{ id, label }`, for a form's searchable select. Scoped by that register's own tenancy and
// readable rows (readable-rows.ts), so its total counts only what it may offer. A search pages
// through its active rows whose label contains the text; `ids` looks up given rows whatever their
// state, so an edit form shows what a record already points at.
//
// Who may ask: whoever may list the register, and whoever may create or edit a register whose
// form points at it (a user's form picks profiles without the right to manage profiles). The
// answer is only ids and labels, which that form's record shows anyway.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type ManyReferenceField,
  type ReadableResource,
  type ReferenceField,
  type ResourceDefinition,
  OPTIONS_PAGE_SIZE,
  isWritable,
  mayAccess,
  mayReadRegister,
  readableRowsOf,
  referenceOptionsPage,
  referenceOptionsQuery,
} from '../../../src/domain/resources';
import { forbidden, refuse } from '../../errors';
import { dataEnvelope } from '../../services/envelope';
import { containsPattern, pageOffset } from '../list-query';
import { meetsCondition } from '../readable-rows';
import { untyped } from '../read-routes';
import { bearer } from '../route-schemas';
import { inScope, rowScope } from '../tenancy';
import { labelText } from './reference-sql';

export interface Referencing {
  def: ResourceDefinition;
  field: ReferenceField | ManyReferenceField;
}

export function registerReferenceOptions(
  app: FastifyInstance,
  target: ReadableResource,
  referencing: readonly Referencing[],
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const labels = [...new Set(referencing.map(({ field }) => field.references.label))];
  const activatable = isWritable(target) && target.activatable;

  routes.get(
    `/${target.name}/options`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: [target.service, target.name],
        security: bearer,
        summary: `Opções de ${target.name} (id e rótulo) para campos que apontam para ele`,
        querystring: referenceOptionsQuery,
        response: { 200: dataEnvelope(referenceOptionsPage) },
      },
    },
    async (request) => {
      const { principal } = request.auth;
      const allowed =
        mayAccess(target, principal, 'list') ||
        referencing.some(
          ({ def }) => mayAccess(def, principal, 'create') || mayAccess(def, principal, 'update'),
        );
      if (!allowed) throw forbidden();
      const label = request.query.label ?? labels[0];
      if (label === undefined || !labels.includes(label))
        throw refuse(400, { id: 'error.invalidLabel', values: { label: String(label) } });
      // A register the caller may not read at all offers nothing.
      if (!mayReadRegister(target, principal))
        return { isSuccess: true as const, data: { items: [], total: 0 } };
      const scope = await rowScope(app.db, request.auth, target.tenancy);
      const text = labelText('r', label);
      const base = untyped(app.db)
        .selectFrom(`${target.table} as r`)
        .where(inScope(scope, 'r'))
        .where(meetsCondition(readableRowsOf(target, principal), 'r'));
      const visible = (rows: Record<string, unknown>[]) =>
        rows.map((row) => ({ id: Number(row.id), label: String(row.optionLabel ?? '') }));
      const select = (query: typeof base) => query.select(['r.id', text.as('optionLabel')]);

      const { ids, search, page } = request.query;
      if (ids !== undefined) {
        const rows = ids.length === 0 ? [] : await select(base).where('r.id', 'in', ids).execute();
        const items = visible(rows);
        return { isSuccess: true as const, data: { items, total: items.length } };
      }
      const matching = base
        .where((eb) => (activatable ? eb('r.ativo', '=', true) : eb.lit(true)))
        .where((eb) => (search ? eb(text, 'ilike', containsPattern(search)) : eb.lit(true)));
      const [rows, count] = await Promise.all([
        select(matching)
          .orderBy(text)
          .orderBy('r.id')
          .limit(OPTIONS_PAGE_SIZE)
          .offset(pageOffset(page, OPTIONS_PAGE_SIZE))
          .execute(),
        matching.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { isSuccess: true as const, data: { items: visible(rows), total: Number(count.total) } };
    },
  );
}
