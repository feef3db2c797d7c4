// A list page's statement, built and compiled to SQL once for the same list, page and order.
// Building it with the query builder (scope, the rows the caller may read, search, filters,
// references, order) was a tenth of a list request's server time, and its garbage more; yet the
// statement is a function of those inputs alone, and people open the same pages again and again
// (the first page of the delivery list, sorted by issue date). The key holds every input, so a
// statement is only ever reused for exactly the request it was built for.
import { CompiledQuery } from 'kysely';

/** Statements kept per resource; the least recently used is dropped past it. */
const MAX_STATEMENTS = 64;

export class PageStatements {
  private readonly statements = new Map<string, CompiledQuery>();

  constructor(private readonly capacity = MAX_STATEMENTS) {}

  /** The statement of `key`, compiled by `compile` the first time (or again once dropped). */
  statement(key: string, compile: () => CompiledQuery): CompiledQuery {
    const kept = this.statements.get(key);
    if (kept) {
      // Most recently used last: a Map keeps insertion order.
      this.statements.delete(key);
      this.statements.set(key, kept);
      return kept;
    }
    // Only the text and the values are kept: the compiled query's tree, which nothing needs to run
    // it, is many times larger than its text.
    const { sql, parameters } = compile();
    const compiled = CompiledQuery.raw(sql, [...parameters]);
    this.statements.set(key, compiled);
    if (this.statements.size > this.capacity) {
      this.statements.delete(this.statements.keys().next().value!);
    }
    return compiled;
  }

  get size(): number {
    return this.statements.size;
  }
}
