// A query whose shape never changes, only its values, built and compiled to SQL once per database
// and then run with the values of each call. For the session check of every request, building the
// query (the user's row and the 37 permission flags of their profiles) and compiling it cost the
// server more than PostgreSQL spends answering it.
import type { Compilable, CompiledQuery, Kysely } from 'kysely';

type Value = string | number | boolean;

/**
 * `build` receives markers in place of its arguments and must use each of them as a bound value
 * exactly where the call's value goes (never in the SQL's text, never transformed). The answer
 * runs the query with a call's values; plugins (the column names' camelCase) apply as usual.
 */
export function compiledOnce<Args extends readonly Value[], Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database of the product
  build: (db: Kysely<any>, ...markers: Args) => Compilable<Row>,
  arity: Args['length'],
) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const compiledFor = new WeakMap<Kysely<any>, { query: CompiledQuery<Row>; slots: number[] }>();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const compile = (db: Kysely<any>) => {
    const markers = Array.from({ length: arity }, (_, index) => `\u0000argument ${index}\u0000`);
    const query = build(db, ...(markers as unknown as Args)).compile();
    // Where each parameter comes from: an argument's index, or -1 for a value of the query itself.
    const slots = query.parameters.map((parameter) => markers.indexOf(parameter as string));
    for (const [index] of markers.entries()) {
      if (!slots.includes(index)) throw new Error(`argument ${index} is not a bound value of the query`);
    }
    return { query, slots };
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (db: Kysely<any>, ...values: Args): Promise<Row[]> => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = compile(db);
      compiledFor.set(db, compiled);
    }
    const { query, slots } = compiled;
    const parameters = slots.map((slot, index) => (slot < 0 ? query.parameters[index] : values[slot]));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
