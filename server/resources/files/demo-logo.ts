// The demo company's logo, kept as every logo is: a PNG in the file store, named by a
// register_file row (drawn ahead from a small SVG mark: demo-mark.ts, demo-logo-png.ts).
import type { FastifyInstance } from 'fastify';
import { DEMO_LOGO_PNG } from './demo-logo-png';
import { newRegisterFileName, registerFileRef } from './file-fields';

/** Gives the company a logo when it has none (the demo seed calls it once). */
export async function storeDemoLogo(app: FastifyInstance, empresaId: number): Promise<void> {
  const company = await app.db
    .selectFrom('empresa')
    .select('logo')
    .where('id', '=', empresaId)
    .executeTakeFirst();
  if (!company || company.logo) return;
  const { id, name } = newRegisterFileName('png');
  await app.files.write(registerFileRef(empresaId, name), [DEMO_LOGO_PNG]);
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('registerFile')
      .values({
        id,
        empresaId,
        resource: 'empresa',
        field: 'logo',
        name,
        contentType: 'image/png',
        size: DEMO_LOGO_PNG.length,
        originalName: 'logo.png',
        public: true,
        createdBy: null,
      })
      .execute();
    await trx.updateTable('empresa').set({ logo: id }).where('id', '=', empresaId).execute();
  });
}
