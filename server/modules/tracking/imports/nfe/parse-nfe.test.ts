import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authorisationStatus, parseNfe, type NfeParseResult, type ParsedNfe } from './parse-nfe';

const FIXTURES = path.resolve(process.cwd(), 'tests/fixtures');
const read = (folder: string, file: string): Buffer => readFileSync(path.join(FIXTURES, folder, file));

function parseFixture(file: string): ParsedNfe {
  const result = parseNfe(read('nfe', file));
  if (result.kind !== 'nfe') throw new Error(`${file} was read as ${JSON.stringify(result)}`);
  return result;
}

interface Expected {
  file: string;
  key: string;
  number: string;
  series: string;
  issueDate: string;
  issuer: string;
  recipient: { cnpjCpf: string | null; idEstrangeiro?: string };
  from: [string, string, string];
  to: [string, string, string];
  vNF: string;
  modFrete: string;
  items: number;
  volumes: number | null;
  netWeight: string | null;
  grossWeight: string | null;
  protocol: { nProt: string; cStat: string } | null;
}

// The values of the fixtures README, section 2 ("Expected values in the NF-e fixtures").
const EXPECTED: Expected[] = [
  {
    file: 'NFe-4.00_RS_homologacao_SEM-protNFe.xml',
    key: '43180906929383000163550010000000261000010301',
    number: '26',
    series: '1',
    issueDate: '2018-09-25T00:00:00-03:00',
    issuer: '06929383000163',
    recipient: { cnpjCpf: '58716523000119' },
    from: ['SAPIRANGA', 'RS', '4319901'],
    to: ['SAO PAULO', 'SP', '3550308'],
    vNF: '500.00',
    modFrete: '9',
    items: 1,
    volumes: null,
    netWeight: null,
    grossWeight: null,
    protocol: null,
  },
  {
    file: 'nfeProc-4.00_PA-MG_CIF_reforma-tributaria-IBSCBS.xml',
    key: '15231207933914000154550010006643501427015088',
    number: '664350',
    series: '1',
    issueDate: '2025-07-01T10:00:01-00:00',
    issuer: '00127786000102',
    recipient: { cnpjCpf: '00127912000129' },
    from: ['Maraba', 'PA', '1504208'],
    to: ['BELO HORIZONTE', 'MG', '3106200'],
    vNF: '164746.81',
    modFrete: '0',
    items: 1,
    volumes: 16,
    netWeight: '30983.000',
    grossWeight: '30983.000',
    protocol: { nProt: '315230052780138', cStat: '100' },
  },
  {
    file: 'nfeProc-4.00_PE_FOB_transp-aereo_vol-sem-peso.xml',
    key: '26180812984794000154550010000016871192213339',
    number: '1687',
    series: '1',
    issueDate: '2018-08-16T16:28:18-03:00',
    issuer: '75335849000115',
    recipient: { cnpjCpf: '37148260000119' },
    from: ['Recife', 'PE', '2611606'],
    to: ['Santos', 'SP', '3548500'],
    vNF: '5780.00',
    modFrete: '1',
    items: 3,
    volumes: 1,
    netWeight: null,
    grossWeight: null,
    protocol: { nProt: '126180042806970', cStat: '100' },
  },
  {
    file: 'nfeProc-4.00_SC-SP_CIF_destCPF_360kg.xml',
    key: '42211275277525000178550030000276771368212013',
    number: '27677',
    series: '3',
    issueDate: '2021-12-15T09:43:49-02:00',
    issuer: '75277525000178',
    recipient: { cnpjCpf: '35029428895' },
    from: ['Blumenau', 'SC', '4202404'],
    to: ['Ubatuba', 'SP', '3555406'],
    vNF: '19606.03',
    modFrete: '0',
    items: 4,
    volumes: 1,
    netWeight: '360.000',
    grossWeight: '360.000',
    protocol: { nProt: '342210239879490', cStat: '100' },
  },
  {
    file: 'nfeProc-4.00_SC_entrada-importacao_modFrete9.xml',
    key: '42210775277525000178550030000266631762885493',
    number: '26663',
    series: '3',
    issueDate: '2021-07-22T15:05:23-03:00',
    issuer: '75277525000178',
    recipient: { cnpjCpf: null, idEstrangeiro: 'EXTERIOR' },
    from: ['Blumenau', 'SC', '4202404'],
    to: ['EXTERIOR', 'EX', '9999999'],
    vNF: '95700.68',
    modFrete: '9',
    items: 3,
    volumes: null,
    netWeight: null,
    grossWeight: null,
    protocol: { nProt: '342210134258589', cStat: '100' },
  },
  {
    file: 'nfeProc-4.00_SC_exportacao_destEstrangeiro.xml',
    key: '42220575277525000178550030000292481295366801',
    number: '29248',
    series: '3',
    issueDate: '2022-05-27T08:52:04-03:00',
    issuer: '75277525000178',
    recipient: { cnpjCpf: null, idEstrangeiro: '371780142' },
    from: ['Blumenau', 'SC', '4202404'],
    to: ['EXTERIOR', 'EX', '9999999'],
    vNF: '64237.04',
    modFrete: '0',
    items: 2,
    volumes: 2,
    netWeight: '990.000',
    grossWeight: '1100.000',
    protocol: { nProt: '342220106391922', cStat: '100' },
  },
  {
    file: 'nfeProc-4.00_SP-PR_FOB_2022.xml',
    key: '35220499999999000191550010000076381418267635',
    number: '7638',
    series: '1',
    issueDate: '2022-04-05T10:20:19-02:00',
    issuer: '99999999000191',
    recipient: { cnpjCpf: '05069814000112' },
    from: ['SAO PAULO', 'SP', '3550308'],
    to: ['Londrina', 'PR', '4113700'],
    vNF: '538.32',
    modFrete: '1',
    items: 1,
    volumes: 1,
    netWeight: '14.300',
    grossWeight: '14.700',
    protocol: { nProt: '135220439686576', cStat: '100' },
  },
  {
    file: 'nfeProc-4.00_SP-RS_FOB_41itens_1015vol_ANOMALO-chave-divergente.xml',
    key: '94567341576807000161550010000699161000436194',
    number: '69916',
    series: '1',
    issueDate: '2025-05-12T12:34:49-03:00',
    issuer: '90954334000197',
    recipient: { cnpjCpf: '96274637000145' },
    from: ['Sao Paulo', 'SP', '3550308'],
    to: ['Vera Cruz', 'RS', '4322707'],
    vNF: '238643.07',
    modFrete: '1',
    items: 41,
    volumes: 1015,
    netWeight: '3445.132',
    grossWeight: '3924.188',
    protocol: { nProt: '135259806782559', cStat: '100' },
  },
  {
    file: 'nfeProc-4.00_SP_CIF_16itens_pesoL-diferente-pesoB.xml',
    key: '35180803102452000172550010000476491552806942',
    number: '47649',
    series: '1',
    issueDate: '2018-08-17T09:06:43-03:00',
    issuer: '34128745000152',
    recipient: { cnpjCpf: '97493746000116' },
    from: ['São João da Boa Vista', 'SP', '3549102'],
    to: ['Cristina', 'MG', '3120508'],
    vNF: '879.68',
    modFrete: '0',
    items: 16,
    volumes: 15,
    netWeight: '49.350',
    grossWeight: '52.110',
    protocol: { nProt: '135180555849149', cStat: '100' },
  },
  {
    file: 'nfeProc-4.00_SP_CIF_41itens_43vol.xml',
    key: '35180803102452000172550010000476861118934859',
    number: '47686',
    series: '1',
    issueDate: '2018-08-17T15:28:31-03:00',
    issuer: '34128745000152',
    recipient: { cnpjCpf: '95398560000152' },
    from: ['São João da Boa Vista', 'SP', '3549102'],
    to: ['Jarinu', 'SP', '3525201'],
    vNF: '3251.92',
    modFrete: '0',
    items: 41,
    volumes: 43,
    netWeight: '198.700',
    grossWeight: '198.700',
    protocol: { nProt: '135180557351415', cStat: '100' },
  },
  {
    file: 'nfeProc-4.00_SP_CIF_6itens_destCPF.xml',
    key: '35180803102452000172550010000474281920007498',
    number: '47428',
    series: '1',
    issueDate: '2018-08-07T09:19:15-03:00',
    issuer: '34128745000152',
    recipient: { cnpjCpf: '68161525650' },
    from: ['Sao Joao da Boa Vista', 'SP', '3549102'],
    to: ['Belo Horizonte', 'MG', '3106200'],
    vNF: '347.28',
    modFrete: '0',
    items: 6,
    volumes: 1,
    netWeight: '6.970',
    grossWeight: '6.970',
    protocol: { nProt: '135180527657478', cStat: '100' },
  },
  {
    file: 'nfeProc-4.00_SP_FOB_serie0_cancelada-retEvento.xml',
    key: '35210258716523000119550000000573661346317847',
    number: '57366',
    series: '0',
    issueDate: '2021-02-04T13:31:00-03:00',
    issuer: '58716523000119',
    recipient: { cnpjCpf: '10702368000155' },
    from: ['Sao Paulo', 'SP', '3550308'],
    to: ['Campinas', 'SP', '3509502'],
    vNF: '581.55',
    modFrete: '1',
    items: 2,
    volumes: 7,
    netWeight: '106.850',
    grossWeight: '109.650',
    protocol: { nProt: '135210128765156', cStat: '100' },
  },
  {
    file: 'nfeProc-4.00_SP_semFrete-modFrete9_sem-qVol.xml',
    key: '35180803102452000172550010000476121675985748',
    number: '47612',
    series: '1',
    issueDate: '2018-08-16T11:55:31-03:00',
    issuer: '34128745000152',
    recipient: { cnpjCpf: '68834846982' },
    from: ['Sao Joao da Boa Vista', 'SP', '3549102'],
    to: ['Caxambu', 'MG', '3115508'],
    vNF: '9.06',
    modFrete: '9',
    items: 1,
    volumes: null,
    netWeight: '0.900',
    grossWeight: '0.900',
    protocol: { nProt: '135180553190074', cStat: '100' },
  },
];

describe('parseNfe on the NF-e fixtures', () => {
  it('covers every NF-e fixture in the folder', () => {
    expect(readdirSync(path.join(FIXTURES, 'nfe')).sort()).toEqual(EXPECTED.map((row) => row.file).sort());
  });

  it.each(EXPECTED)('reads $file', (expected) => {
    const nfe = parseFixture(expected.file);
    expect(nfe.accessKey).toBe(expected.key);
    expect(nfe.number).toBe(expected.number);
    expect(nfe.series).toBe(expected.series);
    expect(nfe.issueDate).toBe(expected.issueDate);
    expect(nfe.model).toBe('55');
    expect(nfe.issuer.cnpjCpf).toBe(expected.issuer);
    expect(nfe.recipient.cnpjCpf).toBe(expected.recipient.cnpjCpf);
    expect(nfe.recipient.idEstrangeiro).toBe(expected.recipient.idEstrangeiro ?? null);
    const { address: from } = nfe.issuer;
    const { address: to } = nfe.recipient;
    expect([from.xMun, from.UF, from.cMun]).toEqual(expected.from);
    expect([to.xMun, to.UF, to.cMun]).toEqual(expected.to);
    expect(nfe.totalValue).toBe(expected.vNF);
    expect(nfe.modFrete).toBe(expected.modFrete);
    expect(nfe.itemsCount).toBe(expected.items);
    expect(nfe.volumes).toBe(expected.volumes);
    expect(nfe.netWeight).toBe(expected.netWeight);
    expect(nfe.grossWeight).toBe(expected.grossWeight);
    if (expected.protocol === null) expect(nfe.protocol).toBeNull();
    else expect(nfe.protocol).toMatchObject(expected.protocol);
  });

  it('reads the issuer and recipient details', () => {
    const nfe = parseFixture('nfeProc-4.00_SC-SP_CIF_destCPF_360kg.xml');
    expect(nfe.issuer).toEqual({
      cnpjCpf: '75277525000178',
      name: 'Fornos Ltda.',
      fantasia: 'Fornos',
      address: {
        xLgr: 'Rua Bahia',
        nro: '3465',
        xBairro: 'Salto',
        cMun: '4202404',
        xMun: 'Blumenau',
        UF: 'SC',
        CEP: '89031002',
      },
    });
    expect(nfe.recipient.name).toBe('MARIA DE PEREIRA SILVA');
    expect(nfe.tpNF).toBe('1');
    expect(nfe.protocol).toEqual({
      nProt: '342210239879490',
      cStat: '100',
      chNFe: '42211275277525000178550030000276771368212013',
      dhRecbto: '2021-12-15T11:44:55-03:00',
      xMotivo: 'Autorizado o uso da NF-e',
    });
  });

  it('reads the carrier, also when it has only a name and UF', () => {
    expect(parseFixture('nfeProc-4.00_SP_CIF_6itens_destCPF.xml').carrier).toEqual({
      cnpjCpf: '25663791000160',
      name: 'TRANSP E ENCOMENDAS LTDA',
      city: 'Ribeirao Preto',
      UF: 'SP',
    });
    expect(parseFixture('nfeProc-4.00_SP_FOB_serie0_cancelada-retEvento.xml').carrier).toEqual({
      cnpjCpf: null,
      name: 'RETIRA',
      city: null,
      UF: 'SP',
    });
    expect(parseFixture('NFe-4.00_RS_homologacao_SEM-protNFe.xml').carrier).toBeNull();
  });

  it('reads tpNF 0 of an inbound (import) note', () => {
    expect(parseFixture('nfeProc-4.00_SC_entrada-importacao_modFrete9.xml').tpNF).toBe('0');
  });

  it('flags the cancelled note and keeps its event', () => {
    const nfe = parseFixture('nfeProc-4.00_SP_FOB_serie0_cancelada-retEvento.xml');
    expect(nfe.cancelled).toBe(true);
    expect(nfe.cancellation).toEqual({
      nProt: '135210128997350',
      cStat: '135',
      dhRegEvento: '2021-02-04T15:15:09-03:00',
    });
    expect(authorisationStatus(nfe)).toBe('cancelled');
  });

  it('tells authorised notes from notes without a protocol', () => {
    expect(authorisationStatus(parseFixture('nfeProc-4.00_SP-PR_FOB_2022.xml'))).toBe('authorised');
    expect(authorisationStatus(parseFixture('NFe-4.00_RS_homologacao_SEM-protNFe.xml'))).toBe(
      'not-authorised',
    );
  });

  it('warns, without failing, about the ANOMALO key divergences', () => {
    const nfe = parseFixture('nfeProc-4.00_SP-RS_FOB_41itens_1015vol_ANOMALO-chave-divergente.xml');
    const codes = nfe.warnings.map((warning) => warning.code);
    expect(codes).toContain('protocol-key-differs');
    expect(codes).toContain('issuer-differs-from-key');
    expect(codes).not.toContain('key-check-digit-invalid');
    expect(nfe.protocol?.chNFe).toBe('12345561576807000161550010000699161000436194');
  });

  it('warns when emit CNPJ differs from the key (anonymised issuers) and not when it matches', () => {
    const anonymised = parseFixture('nfeProc-4.00_SP_CIF_41itens_43vol.xml');
    expect(anonymised.warnings.map((warning) => warning.code)).toEqual(['issuer-differs-from-key']);
    expect(parseFixture('nfeProc-4.00_SP-PR_FOB_2022.xml').warnings).toEqual([]);
  });
});

// A small NF-e built in the test so that encoding, status and key problems can be varied at will.
function miniNfe(options: {
  declaration?: string;
  key?: string;
  cStat?: string;
  issuerName?: string;
  event?: string;
}): string {
  const key = options.key ?? '35220499999999000191550010000076381418267635';
  const protocol =
    options.cStat === undefined
      ? ''
      : `<protNFe versao="4.00"><infProt><chNFe>${key}</chNFe><nProt>1</nProt><cStat>${options.cStat}</cStat></infProt></protNFe>`;
  return (
    `${options.declaration ?? '<?xml version="1.0" encoding="UTF-8"?>'}` +
    '<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe>' +
    `<infNFe Id="NFe${key}" versao="4.00"><ide><mod>55</mod><serie>1</serie><nNF>7638</nNF><dEmi>2010-01-02</dEmi></ide>` +
    `<emit><CNPJ>99999999000191</CNPJ><xNome>${options.issuerName ?? 'Emitente'}</xNome>` +
    '<enderEmit><xMun>São Paulo</xMun><UF>SP</UF></enderEmit></emit>' +
    '<det nItem="1"><prod><xProd>A</xProd></prod></det><det nItem="2"><prod><xProd>B</xProd></prod></det>' +
    '<total><ICMSTot><vNF>10.00</vNF></ICMSTot></total>' +
    '<transp><modFrete>0</modFrete><vol><qVol>2</qVol><pesoB>1.5</pesoB></vol><vol><qVol>3</qVol><pesoB>0.25</pesoB></vol></transp>' +
    `</infNFe></NFe>${protocol}${options.event ?? ''}</nfeProc>`
  );
}

function expectNfe(result: NfeParseResult): ParsedNfe {
  if (result.kind !== 'nfe') throw new Error(`expected an NF-e, got ${JSON.stringify(result)}`);
  return result;
}

describe('parseNfe on built documents', () => {
  it('decodes an ISO-8859-1 document with accents', () => {
    const xml = miniNfe({
      declaration: '<?xml version="1.0" encoding="ISO-8859-1"?>',
      issuerName: 'Comércio Ação Ltda',
    });
    const nfe = expectNfe(parseNfe(Buffer.from(xml, 'latin1')));
    expect(nfe.issuer.name).toBe('Comércio Ação Ltda');
    expect(nfe.issuer.address.xMun).toBe('São Paulo');
    expect(nfe.warnings).toEqual([]);
  });

  it('reads windows-1252 bytes that claim UTF-8 as latin1, with a warning', () => {
    const nfe = expectNfe(parseNfe(Buffer.from(miniNfe({ issuerName: 'Açúcar' }), 'latin1')));
    expect(nfe.issuer.name).toBe('Açúcar');
    expect(nfe.warnings.map((warning) => warning.code)).toEqual(['not-utf8']);
  });

  it('tolerates a UTF-8 BOM', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(miniNfe({ issuerName: 'Ótica' })),
    ]);
    const nfe = expectNfe(parseNfe(bytes));
    expect(nfe.issuer.name).toBe('Ótica');
    expect(nfe.accessKey).toBe('35220499999999000191550010000076381418267635');
  });

  it('sums volumes and weights over every vol and counts det', () => {
    const nfe = expectNfe(parseNfe(Buffer.from(miniNfe({}))));
    expect(nfe.volumes).toBe(5);
    expect(nfe.grossWeight).toBe('1.75');
    expect(nfe.netWeight).toBeNull();
    expect(nfe.itemsCount).toBe(2);
    expect(nfe.issueDate).toBe('2010-01-02');
  });

  it.each([
    ['100', 'authorised'],
    ['150', 'authorised'],
    ['110', 'not-authorised'],
    ['302', 'not-authorised'],
  ] as const)('maps protocol cStat %s to %s', (cStat, status) => {
    expect(authorisationStatus(expectNfe(parseNfe(Buffer.from(miniNfe({ cStat })))))).toBe(status);
  });

  it('cancels on a 110111 event with cStat 155 but not on a correction letter (110110)', () => {
    const key = '35220499999999000191550010000076381418267635';
    const event = (tpEvento: string, cStat: string): string =>
      `<retEvento versao="1.00"><infEvento><cStat>${cStat}</cStat><chNFe>${key}</chNFe><tpEvento>${tpEvento}</tpEvento><nProt>9</nProt></infEvento></retEvento>`;
    const late = expectNfe(parseNfe(Buffer.from(miniNfe({ cStat: '100', event: event('110111', '155') }))));
    expect(late.cancelled).toBe(true);
    const correction = expectNfe(
      parseNfe(Buffer.from(miniNfe({ cStat: '100', event: event('110110', '135') }))),
    );
    expect(correction.cancelled).toBe(false);
    expect(authorisationStatus(correction)).toBe('authorised');
    const rejected = expectNfe(
      parseNfe(Buffer.from(miniNfe({ cStat: '100', event: event('110111', '573') }))),
    );
    expect(rejected.cancelled).toBe(false);
  });

  it('warns about a key with a wrong check digit', () => {
    const nfe = expectNfe(
      parseNfe(Buffer.from(miniNfe({ key: '35220499999999000191550010000076381418267636' }))),
    );
    expect(nfe.warnings.map((warning) => warning.code)).toContain('key-check-digit-invalid');
  });
});

describe('parseNfe classification', () => {
  it.each(readdirSync(path.join(FIXTURES, 'cte')))('classifies the CT-e %s as not an NF-e', (file) => {
    expect(parseNfe(read('cte', file))).toMatchObject({ kind: 'not-nfe', reason: 'cte' });
  });

  it.each([
    [
      'procEventoNFe',
      '<procEventoNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><evento/></procEventoNFe>',
    ],
    [
      'retEvento',
      '<retEvento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><infEvento/></retEvento>',
    ],
    [
      'envEvento',
      '<envEvento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><idLote>1</idLote></envEvento>',
    ],
  ])('classifies a standalone %s as an event', (root, xml) => {
    expect(parseNfe(Buffer.from(xml))).toMatchObject({ kind: 'not-nfe', reason: 'event', rootElement: root });
  });

  it('classifies other XML as an unknown root', () => {
    expect(parseNfe(Buffer.from('<?xml version="1.0"?><pedido><id>1</id></pedido>'))).toMatchObject({
      kind: 'not-nfe',
      reason: 'unknown-root',
    });
  });

  it('classifies an nfeProc without infNFe as not an NF-e', () => {
    const xml = '<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe"><protNFe/></nfeProc>';
    expect(parseNfe(Buffer.from(xml))).toMatchObject({
      kind: 'not-nfe',
      reason: 'missing-infNFe',
      rootElement: 'nfeProc',
    });
  });

  it('reports broken XML with the parser message and position', () => {
    const whole = read('nfe', 'nfeProc-4.00_SP-PR_FOB_2022.xml');
    const truncated = parseNfe(whole.subarray(0, whole.length / 2));
    expect(truncated.kind).toBe('invalid-xml');
    const mismatched = parseNfe(Buffer.from('<?xml version="1.0"?>\n<NFe><infNFe></NFe>'));
    expect(mismatched).toEqual({
      kind: 'invalid-xml',
      message: expect.stringMatching(/^2:\d+: unexpected close tag/),
    });
    expect(parseNfe(Buffer.from('not xml at all'))).toMatchObject({ kind: 'invalid-xml' });
    expect(parseNfe(Buffer.alloc(0))).toMatchObject({ kind: 'invalid-xml' });
  });

  it('matches elements by local name, so a namespace prefix changes nothing', () => {
    const plain = miniNfe({ cStat: '100' }).replace(/^<\?xml[^>]*\?>/, '');
    const prefixed = plain
      .replace(/<(\/?)([A-Za-z])/g, '<$1n:$2')
      .replace('xmlns="http://www.portalfiscal.inf.br/nfe"', 'xmlns:n="http://www.portalfiscal.inf.br/nfe"');
    const nfe = expectNfe(parseNfe(Buffer.from(prefixed)));
    expect(nfe).toEqual(expectNfe(parseNfe(Buffer.from(plain))));
    expect(nfe.number).toBe('7638');
    expect(authorisationStatus(nfe)).toBe('authorised');
  });

  it('treats an nfeProc in another namespace as not an NF-e', () => {
    const xml = miniNfe({}).replace('http://www.portalfiscal.inf.br/nfe', 'urn:other');
    expect(parseNfe(Buffer.from(xml))).toMatchObject({ kind: 'not-nfe', reason: 'unknown-root' });
  });

  it('refuses entities declared in a DOCTYPE instead of expanding them', () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE nfeProc [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>' +
      '<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe"><NFe><infNFe Id="NFe1"><emit><xNome>&b;</xNome></emit></infNFe></NFe></nfeProc>';
    expect(parseNfe(Buffer.from(xml))).toMatchObject({ kind: 'invalid-xml' });
  });

  it('reads a valid file correctly right after a broken one (the reader is reused)', () => {
    expect(
      parseNfe(Buffer.from('<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe"><NFe><x')),
    ).toMatchObject({
      kind: 'invalid-xml',
    });
    expect(parseFixture('nfeProc-4.00_SP-PR_FOB_2022.xml').number).toBe('7638');
  });
});
