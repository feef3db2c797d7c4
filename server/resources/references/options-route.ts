// GET /<resource>/options: the rows of a register that reference fields point at, as
// `{ id, label }`, for a form's searchable select. Scoped by that register's own tenancy and
// record rule. A search pages through its active rows whose label contains the text; `ids` looks
// up given rows whatever their state, so an edit form shows what a record already points at.
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
  referenceOptionsPage,
  referenceOptionsQuery,
  rowSchemaOf,
} from '../../../src/domain/resources';
import { forbidden, refuse } from '../../errors';
import { dataEnvelope } from '../../services/envelope';
import { containsPattern, pageOffset } from '../list-query';
import { tableColumnsOf } from '../list-rows';
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
  // A record-level rule needs the row's columns to decide; otherwise the id and label suffice.
  const ruleColumns = target.canAccess
    ? tableColumnsOf(rowSchemaOf(target), target).map((c) => `r.${c}`)
    : [];

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
      const scope = await rowScope(app.db, request.auth, target.tenancy);
      const text = labelText('r', label);
      const base = untyped(app.db).selectFrom(`${target.table} as r`).where(inScope(scope, 'r'));
      const visible = (rows: Record<string, unknown>[]) =>
        rows
          .filter((row) => target.canAccess?.(principal, 'read', row) ?? true)
          .map((row) => ({ id: Number(row.id), label: String(row.optionLabel ?? '') }));
      const select = (query: typeof base) => query.select(['r.id', text.as('optionLabel'), ...ruleColumns]);

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
