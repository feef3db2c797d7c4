// A carrier's occurrence code is text: carriers send codes of their own with letters ('A7'), which
// the integer columns turned into other numbers or refused. The mapping's code and the code
// recorded on each occurrence become text; stored numbers keep their value as digits without
// leading zeros ('1'), the spelling src/domain/tracking/ocorrencia/carrier-code.ts gives every code.
// The unique constraints over these columns are rebuilt by Postgres with the new type.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table tabela_ocorrencia_de_para
    drop constraint if exists tabela_ocorrencia_de_para_codigo_transportador_check`.execute(db);
  await sql`alter table tabela_ocorrencia_de_para
    alter column codigo_transportador type text using codigo_transportador::text`.execute(db);
  await sql`alter table tabela_ocorrencia_de_para
    add constraint tabela_ocorrencia_de_para_codigo_transportador_check
    check (codigo_transportador ~ '^[0-9A-Z]{1,10}$')`.execute(db);
  await sql`alter table entrega_ocorrencia alter column codigo type text using codigo::text`.execute(db);
}

// Back to integers: a code with letters cannot be one, so those mapping rows and occurrences go.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from tabela_ocorrencia_de_para where codigo_transportador !~ '^[0-9]{1,3}$'`.execute(db);
  await sql`delete from entrega_ocorrencia where codigo !~ '^[0-9]{1,9}$'`.execute(db);
  await sql`alter table tabela_ocorrencia_de_para
    drop constraint if exists tabela_ocorrencia_de_para_codigo_transportador_check`.execute(db);
  await sql`alter table tabela_ocorrencia_de_para
    alter column codigo_transportador type integer using codigo_transportador::integer`.execute(db);
  await sql`alter table tabela_ocorrencia_de_para
    add constraint tabela_ocorrencia_de_para_codigo_transportador_check
    check (codigo_transportador between 0 and 999)`.execute(db);
  await sql`alter table entrega_ocorrencia alter column codigo type integer using codigo::integer`.execute(
    db,
  );
}
