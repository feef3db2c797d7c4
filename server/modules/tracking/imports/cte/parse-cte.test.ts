// The CT-e reader against the fixtures (values from the fixtures README, section 3) and against
// small documents that isolate one rule each.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickCargoWeight } from './cargo-weight';
import { cteStatus, type ParsedCte, parseCte, repairDoubleEncoding } from './parse-cte';

const FIXTURES = path.resolve(process.cwd(), 'tests/fixtures');
const read = (folder: string, file: string) => readFileSync(path.join(FIXTURES, folder, file));

function parsed(file: string): ParsedCte {
  const result = parseCte(read('cte', file));
  if (result.kind !== 'cte') throw new Error(`${file}: ${JSON.stringify(result)}`);
  return result;
}

const ANON_KEY = '42240302484555000343570020003396861082134657';

describe('parseCte on the CT-e fixtures', () => {
  it('reads the 4.00 road CT-e with one NF-e', () => {
    const cte = parsed('cteProc-4.00_rodo_SC-SP_1NFe_anonimizado.xml');
    expect(cte).toMatchObject({
      version: '4.00',
      accessKey: ANON_KEY,
      number: '99203223',
      series: '2',
      tpAmb: '2',
      modal: '01',
      model: '57',
      origin: { ibge: '4216305', city: 'SAO JOAO BATISTA', uf: 'SC' },
      destination: { ibge: '3556453', city: 'VARGEM GRANDE PAULISTA', uf: 'SP' },
      taker: { code: '0' },
      freightTotal: '221.19',
      freightReceivable: '221.19',
      cargoValue: '3016.92',
      nfeKeys: ['02394910232349239234934138491040891884149930'],
      nfeKeyEntries: 1,
      // PESO REAL comes before PESO BASE DE CALCULO; units and m³ are not weights.
      weightKg: '209.8000',
      weightMeasure: 'PESO REAL',
    });
    expect(cte.taker.cnpjCpf).toBe(cte.sender.cnpjCpf);
    expect(cte.components.map((c) => c.nome)).toContain('PEDAGIO');
    expect(cte.components.find((c) => c.nome === 'FPESO')?.valor).toBe('117.78');
    expect(cteStatus(cte)).toBe('authorised');
    // chCTe has 34 digits in this sample.
    expect(cte.warnings.map((warning) => warning.id)).toEqual(['importLog.cte.warning.protocolKey']);
  });

  it('deduplicates the 29 NF-e entries into 8 keys', () => {
    const cte = parsed('cteProc-4.00_rodo_SC-SP_29NFe_anonimizado.xml');
    expect(cte.nfeKeyEntries).toBe(29);
    expect(cte.nfeKeys).toHaveLength(8);
    expect(new Set(cte.nfeKeys).size).toBe(8);
  });

  it('takes the taker from toma4 and the gross weight in kg over the one in tonnes', () => {
    const cte = parsed('cteProc-4.00_rodo_toma4-outros_anonimizado.xml');
    expect(cte.taker).toEqual({ code: '4', cnpjCpf: '92382301841312', name: 'EMPRESA TESTE LTDA' });
    expect(cte.weightKg).toBe('1072.0200');
    expect(cte.weightMeasure).toBe('PESO BRUTO');
  });

  it('reads the 3.00 production CT-e, repairs its double-encoded text and sees cStat 101 as cancelled', () => {
    const cte = parsed('cteProc-3.00_producao_RN-RO_1NFe.xml');
    expect(cte).toMatchObject({
      version: '3.00',
      accessKey: '24210231626841000132570010000007811746401259',
      number: '781',
      series: '1',
      tpAmb: '1',
      origin: { ibge: '2408003', city: 'Mossoró', uf: 'RN' },
      destination: { ibge: '1100304', city: 'Vilhena', uf: 'RO' },
      taker: { code: '3' },
      freightTotal: '4840.42',
      cargoValue: '1716.00',
      weightKg: '13000.0000',
      nfeKeys: ['24210234533611000117550010000005081684535350'],
      protocol: { cStat: '101', nProt: '324210000930048' },
      cancelled: true,
    });
    expect(cte.taker.cnpjCpf).toBe(cte.recipient.cnpjCpf);
    expect(cteStatus(cte)).toBe('cancelled');
  });

  it('deduplicates 31 entries of one key; a destination abroad is EX', () => {
    const cte = parsed('cteProc-3.00_homologacao_31NFe.xml');
    expect(cte).toMatchObject({
      accessKey: '41181028796029000140570260000000081486169211',
      number: '8',
      series: '26',
      destination: { ibge: '9999999', uf: 'EX' },
      freightTotal: '100.00',
      nfeKeyEntries: 31,
      nfeKeys: ['41181022545265000108550270000004041610511676'],
      protocol: { cStat: '100', nProt: '141180000090673' },
    });
    expect(cteStatus(cte)).toBe('authorised');
  });

  it('sees the procCancCTe cancellation event; infOutros gives no NF-e key', () => {
    const cte = parsed('cteProc-3.00_homologacao_cancelado-procCancCTe.xml');
    expect(cte.protocol?.cStat).toBe('100');
    expect(cte.nfeKeys).toEqual([]);
    expect(cte.weightKg).toBeNull();
    expect(cteStatus(cte)).toBe('cancelled');
  });

  it('reads a bare CTe with a BOM as not authorised', () => {
    const cte = parsed('CTe-3.00_multimodal_SEM-protCTe_8NFe_anonimizado.xml');
    expect(cte).toMatchObject({
      accessKey: '35190611111111111111570040000222221000222222',
      number: '22222',
      series: '4',
      modal: '06',
      taker: { code: '3' },
      freightTotal: '11807.75',
      cargoValue: '204166.06',
      nfeKeyEntries: 8,
      nfeKeys: ['99999999999999999999999999999999999999999999'],
      weightKg: '19939.6300',
      weightMeasure: 'PESO TAXADO',
      protocol: null,
    });
    expect(cteStatus(cte)).toBe('not-authorised');
  });
});

describe('parseCte on other documents', () => {
  it('calls an NF-e an NF-e although both carry infNFe', () => {
    expect(parseCte(read('nfe', 'nfeProc-4.00_SP-PR_FOB_2022.xml'))).toMatchObject({
      kind: 'not-cte',
      reason: 'nfe',
    });
  });

  it('tells CT-e OS, events, unknown roots and broken XML apart', () => {
    const xml = (text: string) => Buffer.from(text);
    expect(parseCte(xml('<CTeOS xmlns="http://www.portalfiscal.inf.br/cte"/>'))).toMatchObject({
      reason: 'cte-os',
    });
    expect(parseCte(xml('<procEventoCTe xmlns="http://www.portalfiscal.inf.br/cte"/>'))).toMatchObject({
      reason: 'event',
    });
    expect(parseCte(xml('<pedido/>'))).toMatchObject({ reason: 'unknown-root', rootElement: 'pedido' });
    expect(parseCte(xml('<CTe xmlns="http://www.portalfiscal.inf.br/cte"><ide></CTe>'))).toMatchObject({
      kind: 'invalid-xml',
    });
    expect(parseCte(xml('<CTe xmlns="http://www.portalfiscal.inf.br/cte"/>'))).toMatchObject({
      reason: 'missing-infCte',
    });
  });

  it('leaves correct accents alone and repairs only double encoding', () => {
    expect(repairDoubleEncoding('São Paulo')).toBe('São Paulo');
    expect(repairDoubleEncoding('SÃ£o Paulo')).toBe('São Paulo');
    expect(repairDoubleEncoding('Ã')).toBe('Ã');
  });
});

describe('pickCargoWeight', () => {
  it('prefers the gross weight, converts tonnes, ignores volumes, falls back to any weight', () => {
    expect(
      pickCargoWeight([
        { cUnid: '03', tpMed: 'PESO BRUTO', qCarga: '10' },
        { cUnid: '02', tpMed: 'Peso Bruto', qCarga: '1.5' },
        { cUnid: '01', tpMed: 'PESO CUBADO', qCarga: '900' },
      ]),
    ).toEqual({ kg: '1500.0000', tpMed: 'Peso Bruto' });
    expect(pickCargoWeight([{ cUnid: '01', tpMed: 'QUALQUER', qCarga: '7.5' }])).toEqual({
      kg: '7.5000',
      tpMed: 'QUALQUER',
    });
    expect(pickCargoWeight([{ cUnid: '00', tpMed: 'M3', qCarga: '5' }])).toBeNull();
  });
});
