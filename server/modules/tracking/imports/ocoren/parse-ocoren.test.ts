import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROCEDA_CODES } from '../../../../../src/domain/tracking/ocorrencia/proceda-codes';
import { buildOcoren } from './build-ocoren';
import { parseOcoren } from './parse-ocoren';

const FIXTURES = path.resolve(process.cwd(), 'tests/fixtures/ocoren');
const fixture = (file: string) => readFileSync(path.join(FIXTURES, file));
const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseOcoren on the fixtures', () => {
  it('reads the BRASPRESS 3.1 file', () => {
    const parsed = parseOcoren(fixture('OCOREN-3.1_BRASPRESS_real.txt'));
    expect(parsed.version).toBe('3.1');
    expect(parsed.header).toEqual({
      remetente: 'BRASPRESS',
      destinatario: 'SND DISTRIBUIÇÃO DE PRODUTOS DE INF',
      intercambio: 'OCO020308261',
    });
    expect(parsed.problems).toEqual([]);
    expect(parsed.occurrences).toEqual([
      {
        line: 4,
        transportadorCnpj: '48740351001641',
        emitenteCnpj: '02101894001880',
        serie: '23',
        numero: '40935',
        codigo: '1',
        dia: '2020-02-28',
        dataOcorrencia: '2020-02-28T12:00:00-03:00',
        codigoObservacao: null,
        texto: '',
      },
    ]);
  });

  it('flags the misaligned 3.1 file line by line without crashing', () => {
    const parsed = parseOcoren(fixture('OCOREN-3.1_MODELO_desalinhado.txt'));
    expect(parsed.version).toBe('3.1');
    expect(parsed.occurrences).toEqual([]);
    expect(parsed.problems.map((p) => [p.line, p.kind])).toEqual([
      [4, 'dataInvalida'],
      [5, 'dataInvalida'],
    ]);
    expect(parsed.problems[0]?.mensagem).toMatchObject({
      id: 'importLog.ocoren.invalidDate',
      values: { linha: 4 },
    });
  });

  it('reads the synthetic 5.0 file: 3-digit code, 9-digit number, trailer ignored', () => {
    const parsed = parseOcoren(fixture('OCOREN-5.0_SINTETICO_php-edi.txt'));
    expect(parsed.version).toBe('5.0');
    expect(parsed.header?.intercambio).toBe('OCO50DDMM999');
    expect(parsed.problems).toEqual([]);
    expect(parsed.occurrences).toHaveLength(1);
    expect(parsed.occurrences[0]).toMatchObject({
      emitenteCnpj: '01212312300112',
      serie: '123',
      numero: '123456789',
      codigo: '123',
      dia: '2018-08-31',
      dataOcorrencia: '2018-08-31T16:00:00-03:00',
      codigoObservacao: 1,
    });
  });

  it('keeps the PROCEDA code table as the fixtures list it', () => {
    const csv = readFileSync(path.join(FIXTURES, 'proceda-codes.csv'), 'utf8').trim().split('\n').slice(1);
    const rows = csv.map((line) => {
      const [, code, description] = /^(\d\d),"?(.*?)"?$/.exec(line) ?? [];
      return { codigo: Number(code), descricao: description };
    });
    expect(PROCEDA_CODES.map(({ codigo, descricao }) => ({ codigo, descricao }))).toEqual(rows);
  });
});

const record = {
  emitenteCnpj: '12345678000195',
  serie: '1',
  numero: 1234,
  codigo: 1,
  data: '10052026',
  hora: '1430',
};

describe('parseOcoren on generated files', () => {
  it('reads a 5.0 free-text record into the occurrence before it', () => {
    const text = buildOcoren({
      version: '5.0',
      transportadorCnpj: '11222333000181',
      records: [{ ...record, codigo: 19, texto: 'cliente pediu reentrega' }, record],
    });
    const parsed = parseOcoren(bytes(text));
    expect(parsed.problems).toEqual([]);
    expect(parsed.occurrences.map((o) => [o.codigo, o.texto, o.transportadorCnpj])).toEqual([
      ['19', 'CLIENTE PEDIU REENTREGA', '11222333000181'],
      ['1', '', '11222333000181'],
    ]);
  });

  it("keeps a carrier's code with letters as text, in either version", () => {
    for (const version of ['3.1', '5.0'] as const) {
      const text = buildOcoren({
        version,
        transportadorCnpj: '11222333000181',
        records: [
          { ...record, codigo: 'A7' },
          { ...record, codigo: 'b2' },
        ],
      });
      const parsed = parseOcoren(bytes(text));
      expect(parsed.problems).toEqual([]);
      expect(parsed.occurrences.map((o) => o.codigo)).toEqual(['A7', 'B2']);
    }
  });

  it('decodes latin1, tolerates LF or CRLF, trimmed trailing blanks and empty lines', () => {
    const text = buildOcoren({
      version: '3.1',
      transportadorCnpj: '11222333000181',
      records: [{ ...record, texto: 'recebido por joão' }],
    })
      .split('\r\n')
      .map((line) => line.trimEnd())
      .join('\n\n');
    const latin1 = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    const parsed = parseOcoren(latin1);
    expect(parsed.problems).toEqual([]);
    expect(parsed.occurrences[0]?.texto).toBe('RECEBIDO POR JOÃO');
    expect(parsed.occurrences[0]?.numero).toBe('1234');
  });

  it('logs bad dates, short lines, shifted fields and unknown records, and reads the rest', () => {
    const good = buildOcoren({ version: '3.1', transportadorCnpj: '11222333000181', records: [record] });
    const [header = '', doc = '', carrier = '', occurrence = ''] = good.split('\r\n');
    const badDate = occurrence.slice(0, 30) + '31022026' + occurrence.slice(38);
    const badTime = occurrence.slice(0, 38) + '2561' + occurrence.slice(42);
    const short = occurrence.slice(0, 30);
    const shifted = `342 ${occurrence.slice(3)}`;
    const unknown = `999${occurrence.slice(3)}`;
    const text = [header, doc, carrier, badDate, badTime, short, shifted, unknown, occurrence].join('\r\n');
    const parsed = parseOcoren(bytes(text));
    expect(parsed.problems.map((p) => [p.line, p.kind])).toEqual([
      [4, 'dataInvalida'],
      [5, 'dataInvalida'],
      [6, 'linhaCurta'],
      [7, 'desalinhada'],
      [8, 'registroDesconhecido'],
    ]);
    expect(parsed.occurrences.map((o) => o.line)).toEqual([9]);
  });

  it('answers no version for a file with no occurrence records', () => {
    const parsed = parseOcoren(bytes('hello\nworld\n'));
    expect(parsed.version).toBeNull();
    expect(parsed.occurrences).toEqual([]);
    expect(parsed.problems).toHaveLength(2);
  });
});
