// Searches the IBGE municipalities (municipios-ibge.ts) by name, UF or code, in memory: 5,571
// short rows, read once.
import { IBGE_UF_CODES } from '../../../../src/domain/tracking/entrega/ibge-uf-codes';
import {
  MUNICIPIO_SEARCH_LIMIT,
  type Municipio,
  type MunicipioQuery,
  searchText,
} from '../../../../src/domain/tracking/rota-prazo/route-pickers';
import { MUNICIPIOS_IBGE } from './municipios-ibge';

interface Entry extends Municipio {
  key: string;
}

let entries: Entry[] | undefined;

const all = (): Entry[] =>
  (entries ??= MUNICIPIOS_IBGE.split('\n')
    .filter((line) => line.length > 7)
    .map((line) => {
      const ibge = line.slice(0, 7);
      const nome = line.slice(7);
      return { ibge, nome, uf: IBGE_UF_CODES[ibge.slice(0, 2)] ?? '', key: searchText(nome) };
    }));

/** The municipalities that match, names starting with the text first, then by name. */
export function searchMunicipios(query: MunicipioQuery): Municipio[] {
  const text = searchText(query.busca);
  const found = all().filter(
    (m) =>
      (query.ibge === undefined || m.ibge === query.ibge) &&
      (query.uf === undefined || m.uf === query.uf) &&
      (text === '' || m.key.includes(text)),
  );
  const rank = (m: Entry) => (text !== '' && m.key.startsWith(text) ? 0 : 1);
  return found
    .sort((a, b) => rank(a) - rank(b) || a.key.localeCompare(b.key) || a.uf.localeCompare(b.uf))
    .slice(0, MUNICIPIO_SEARCH_LIMIT)
    .map(({ ibge, nome, uf }) => ({ ibge, nome, uf }));
}
