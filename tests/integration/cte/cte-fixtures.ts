// CT-e files for the import tests: the real fixtures, and a CT-e built from an authorised fixture
// whose own key and referenced NF-e key the test chooses (no public CT-e references a public NF-e).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { accessKeyCheckDigit } from '../../../src/domain/tracking/nfe/access-key';
import { FIXTURES, fixture } from '../nfe/zip-builder';

export const cteFixtures = () =>
  readdirSync(join(FIXTURES, 'cte'))
    .filter((name) => name.endsWith('.xml'))
    .sort()
    .map((name) => ({ name, data: fixture('cte', name) }));

/** Authorised (cStat 100), valid key, 31 infNFe entries of one key. */
export const TEMPLATE = 'cteProc-3.00_homologacao_31NFe.xml';
const TEMPLATE_KEY = '41181028796029000140570260000000081486169211';
const TEMPLATE_NFE_KEY = '41181022545265000108550270000004041610511676';

/** A valid CT-e key whose number part is `number`. */
export function cteKey(number: number): string {
  const first43 = `${TEMPLATE_KEY.slice(0, 25)}${String(number).padStart(9, '0')}${TEMPLATE_KEY.slice(34, 43)}`;
  return `${first43}${accessKeyCheckDigit(first43)}`;
}

/** The template CT-e with its key replaced by `key` and every NF-e it carries replaced by `nfeKey`. */
export function cteCarrying(key: string, nfeKey: string, extra = ''): Buffer {
  const text = fixture('cte', TEMPLATE)
    .toString('utf8')
    .replaceAll(TEMPLATE_KEY, key)
    .replaceAll(TEMPLATE_NFE_KEY, nfeKey)
    .replace('<xObs>', `<xObs>${extra}`);
  return Buffer.from(text, 'utf8');
}
