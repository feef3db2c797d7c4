// Writes OCOREN files in the fixed-width layouts parse-ocoren.ts reads: the benchmark, the
// integration tests and the end-to-end test build files about NF-e they control with it.
import { HEADER, LAYOUTS, type Field, type OcorenVersion } from './ocoren-layout';

export interface OcorenRecordInput {
  emitenteCnpj: string;
  serie: string;
  numero: string | number;
  /** A PROCEDA number, or a carrier's own code with letters ('A7'). */
  codigo: number | string;
  /** DDMMAAAA */
  data: string;
  /** HHMM, or '' */
  hora?: string;
  observacao?: number;
  texto?: string;
}

export interface OcorenFileInput {
  version: OcorenVersion;
  transportadorCnpj: string;
  transportadorNome?: string;
  records: readonly OcorenRecordInput[];
}

const put = (line: string[], field: Field, value: string, numeric = false) => {
  const width = field.to - field.from + 1;
  const text = numeric ? value.padStart(width, '0') : value.padEnd(width, ' ');
  for (let index = 0; index < width; index += 1) line[field.from - 1 + index] = text[index] ?? ' ';
};

const blank = (length: number, type: string) => {
  const line = Array.from({ length }, () => ' ');
  put(line, { from: 1, to: 3 }, type);
  return line;
};

export function buildOcoren({
  version,
  transportadorCnpj,
  transportadorNome = 'TRANSPORTADORA',
  records,
}: OcorenFileInput): string {
  const layout = LAYOUTS[version];
  const out: string[] = [];
  const header = blank(layout.recordLength, '000');
  put(header, HEADER.remetente, 'TRANSPORTADORA');
  put(header, HEADER.destinatario, 'EMBARCADOR');
  put(header, HEADER.data, '010126', true);
  put(header, HEADER.hora, '0800', true);
  put(header, HEADER.intercambio, 'OCO01010800');
  out.push(header.join(''));
  const document = blank(layout.recordLength, layout.header);
  put(document, { from: 4, to: 17 }, 'OCORR01010800');
  out.push(document.join(''));
  const carrier = blank(layout.recordLength, layout.carrier);
  put(carrier, layout.carrierCnpj, transportadorCnpj, true);
  put(carrier, layout.carrierName, transportadorNome);
  out.push(carrier.join(''));
  for (const record of records) {
    const line = blank(layout.recordLength, layout.occurrence);
    put(line, layout.cnpj, record.emitenteCnpj, true);
    put(line, layout.serie, record.serie);
    put(line, layout.numero, String(record.numero), true);
    put(line, layout.codigo, String(record.codigo), /^\d+$/.test(String(record.codigo)));
    put(line, layout.data, record.data);
    put(line, layout.hora, record.hora ?? '');
    put(line, layout.observacao, String(record.observacao ?? 0), true);
    const texto = (record.texto ?? '').toUpperCase();
    if (layout.freeText === null) {
      put(line, layout.texts[0] ?? layout.observacao, texto);
      out.push(line.join(''));
    } else {
      out.push(line.join(''));
      if (texto !== '') {
        const text = blank(layout.recordLength, layout.freeText);
        put(text, layout.texts[0] ?? layout.observacao, texto);
        out.push(text.join(''));
      }
    }
  }
  if (version === '5.0') {
    const trailer = blank(layout.recordLength, '549');
    put(trailer, { from: 4, to: 7 }, String(records.length % 10_000), true);
    out.push(trailer.join(''));
  }
  return `${out.join('\r\n')}\r\n`;
}
