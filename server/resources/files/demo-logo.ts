// The demo company's logo, kept as every logo is: a PNG in the file store, named by a
// register_file row (drawn from a small SVG mark at 2x the best size, for sharp screens).
import type { FastifyInstance } from 'fastify';
import { LOGO_SIZE_PX } from '../../../src/domain/constants';
import { loadSharp } from '../../files/load-sharp';
import { newRegisterFileName, registerFileRef } from './file-fields';

const DEMO_MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 90"><rect width="90" height="90" rx="18" fill="#1c7ed6"/>' +
  '<path d="M20 62 L45 22 L70 62 Z" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/></svg>';

/** Gives the company a logo when it has none (the demo seed calls it once). */
export async function storeDemoLogo(app: FastifyInstance, empresaId: number): Promise<void> {
  const company = await app.db
    .selectFrom('empresa')
    .select('logo')
    .where('id', '=', empresaId)
    .executeTakeFirst();
  if (!company || company.logo) return;
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(DEMO_MARK))
    .resize(LOGO_SIZE_PX * 2, LOGO_SIZE_PX * 2)
    .png()
    .toBuffer();
  const { id, name } = newRegisterFileName('png');
  await app.files.write(registerFileRef(empresaId, name), [bytes]);
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
        size: bytes.length,
        originalName: 'logo.png',
        public: true,
        createdBy: null,
      })
      .execute();
    await trx.updateTable('empresa').set({ logo: id }).where('id', '=', empresaId).execute();
  });
}
