import { describe, expect, it } from 'vitest';
import ar from '../../../../lang/tracking/ar.json';
import en from '../../../../lang/tracking/en.json';
import pt from '../../../../lang/tracking/pt.json';
import {
  IMPORT_LOG_CATALOG_IDS,
  IMPORT_LOG_MESSAGES,
  type ImportLogMessage,
  type ImportLogValue,
  formatLogDay,
  importLogMessage,
  isShowableImportLogMessage,
} from './import-log-message';
import { importLogText } from './import-log-text';

const CATALOGS = { pt, en, ar } as Record<string, Record<string, string>>;

/** A message with every value the registry declares: text values are markers to find. */
function sample(id: keyof typeof IMPORT_LOG_MESSAGES): ImportLogMessage {
  const values: Record<string, ImportLogValue> = {};
  for (const [name, kind] of Object.entries(IMPORT_LOG_MESSAGES[id])) {
    if (kind === 'number') values[name] = 3;
    else if (kind === 'day') values[name] = '2026-05-31';
    else if (kind === 'message') values[name] = importLogMessage('importLog.zip.empty');
    else if (kind === 'messages')
      values[name] = [
        importLogMessage('importLog.cte.warning.keyCheckDigit', { chave: 'K1' }),
        importLogMessage('importLog.cte.warning.nfeKeysIgnored', { chaves: 'K2, K3' }),
      ];
    else values[name] = `«${name}»`;
  }
  return { id, values };
}

describe('import log catalogs', () => {
  it('hold every id the server can log, in pt, en and ar', () => {
    for (const [locale, catalog] of Object.entries(CATALOGS)) {
      const missing = IMPORT_LOG_CATALOG_IDS.filter((id) => typeof catalog[id] !== 'string');
      expect(missing, locale).toEqual([]);
      const unknown = Object.keys(catalog).filter(
        (id) => id.startsWith('importLog.') && !IMPORT_LOG_CATALOG_IDS.includes(id),
      );
      expect(unknown, locale).toEqual([]);
    }
  });

  it('format every sentence with its declared values in every language', () => {
    for (const id of Object.keys(IMPORT_LOG_MESSAGES) as (keyof typeof IMPORT_LOG_MESSAGES)[]) {
      const message = sample(id);
      for (const [locale, catalog] of Object.entries(CATALOGS)) {
        const text = importLogText(message, locale, catalog);
        for (const [name, kind] of Object.entries(IMPORT_LOG_MESSAGES[id])) {
          if (kind === 'text') expect(text, `${locale} ${id}`).toContain(`«${name}»`);
        }
        expect(text, `${locale} ${id}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('translate: English and Arabic are not the Portuguese', () => {
    for (const id of Object.keys(IMPORT_LOG_MESSAGES)) {
      if (id.startsWith('importLog.upload.empty') || id === 'importLog.file.invalidXml') continue;
      expect(en[id as keyof typeof en], id).not.toBe(pt[id as keyof typeof pt]);
      expect(ar[id as keyof typeof ar], id).not.toBe(pt[id as keyof typeof pt]);
      expect(ar[id as keyof typeof ar], id).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe('the Portuguese text (descricao)', () => {
  const text = (message: ImportLogMessage) => importLogText(message, 'pt', pt);

  it('is the sentence the log has always written', () => {
    const cases: [ImportLogMessage, string][] = [
      [importLogMessage('importLog.file.notXml'), 'Não é um arquivo XML: ignorado.'],
      [
        importLogMessage('importLog.file.unsafeName'),
        'Nome de arquivo inseguro no zip (caminho absoluto ou com ".."): arquivo ignorado.',
      ],
      [
        importLogMessage('importLog.nfe.tooLarge', { tamanho: '17 MB' }),
        'Arquivo grande demais para uma NF-e (17 MB): ignorado.',
      ],
      [
        importLogMessage('importLog.nfe.importedDue', { documento: '47428/1', dataPrevista: '2026-05-31' }),
        'NF-e 47428/1 importada: entrega criada com previsão de entrega em 31/05/2026.',
      ],
      [importLogMessage('importLog.nfe.imported', { documento: '7' }), 'NF-e 7 importada: entrega criada.'],
      [
        importLogMessage('importLog.nfe.notAuthorisedReason', {
          documento: '1/2',
          situacao: '302',
          motivo: 'Uso Denegado',
        }),
        'NF-e 1/2 não autorizada: situação 302 (Uso Denegado) na SEFAZ.',
      ],
      [
        importLogMessage('importLog.cte.imported', { documento: '8/26', referenciadas: 1, jaImportadas: 1 }),
        'CT-e 8/26 importado: 1 NF-e referenciada, 1 já importada (entrega vinculada).',
      ],
      [
        importLogMessage('importLog.cte.imported', { documento: '8/26', referenciadas: 1, jaImportadas: 0 }),
        'CT-e 8/26 importado: 1 NF-e referenciada, 0 já importadas (entregas vinculadas).',
      ],
      [
        importLogMessage('importLog.cte.imported', { documento: '9', referenciadas: 0, jaImportadas: 0 }),
        'CT-e 9 importado: nenhuma NF-e referenciada.',
      ],
      [
        importLogMessage('importLog.cte.updatedWarnings', {
          documento: '781/1',
          referenciadas: 1234,
          jaImportadas: 2,
          avisos: [
            importLogMessage('importLog.cte.warning.keyCheckDigit', { chave: '123' }),
            importLogMessage('importLog.cte.warning.protocolKey', { chave: '456' }),
          ],
        }),
        'CT-e 781/1 já importado com outro conteúdo, atualizado: 1234 NF-e referenciadas, 2 já importadas ' +
          '(entregas vinculadas). Atenção: chave 123 com dígito verificador inválido; a chave do protocolo ' +
          '(456) difere da chave do CT-e.',
      ],
      [
        importLogMessage('importLog.ocoren.tooManyLines', { linhas: 200000, limite: 199999 }),
        'Arquivo com 200000 linhas: divida-o em arquivos de até 199999 linhas.',
      ],
      [
        importLogMessage('importLog.ocoren.recorded', {
          linha: 12345,
          numero: '27677',
          serie: '3',
          emitente: '75277525000178',
          codigo: '01',
          ocorrencia: 'Entrega Realizada Normalmente',
        }),
        'Linha 12345: NF 27677 série 3 do emitente 75277525000178: 01 Entrega Realizada Normalmente.',
      ],
      [
        importLogMessage('importLog.ocoren.misaligned', { linha: 4, cnpj: 'x', nota: '12', codigo: '1' }),
        'Linha 4: campos fora de posição (CNPJ "x", nota "12", código "1").',
      ],
      [
        importLogMessage('importLog.zip.stoppedMidway', {
          motivo: importLogMessage('importLog.zip.corrupt', { detalhe: 'invalid signature' }),
          lidos: 1500,
          total: 2000,
        }),
        'O arquivo zip está corrompido (invalid signature). Arquivos lidos até a falha: 1500 de 2000.',
      ],
      [
        importLogMessage('importLog.zip.tooManyFiles', { maximo: 200000 }),
        'Zip recusado: O zip tem mais de 200000 arquivos.',
      ],
      [
        importLogMessage('importLog.upload.empty', {
          comoEnviar: importLogMessage('importLog.upload.notAccepted.cte'),
        }),
        'O arquivo enviado está vazio. O arquivo enviado não é um zip nem um XML. Envie um .zip com os XML ' +
          'dos CT-e, ou um XML de CT-e.',
      ],
    ];
    for (const [message, expected] of cases) expect(text(message)).toBe(expected);
  });
});

describe('other languages', () => {
  it('format counts and days for the language', () => {
    const message = importLogMessage('importLog.cte.imported', {
      documento: '8/26',
      referenciadas: 1234,
      jaImportadas: 1,
    });
    expect(importLogText(message, 'en', en)).toBe(
      'CT-e 8/26 imported: 1,234 NF-e referenced, 1 already imported (delivery linked).',
    );
    expect(formatLogDay('2026-05-31', 'en')).toBe('05/31/2026');
    expect(formatLogDay('2026-05-31', 'pt')).toBe('31/05/2026');
    const due = importLogMessage('importLog.nfe.importedDue', { documento: '1', dataPrevista: '2026-01-02' });
    expect(importLogText(due, 'ar', ar)).toContain(formatLogDay('2026-01-02', 'ar'));
  });

  it('keep line numbers whole', () => {
    const message = importLogMessage('importLog.ocoren.unknownRecord', { linha: 12345, registro: '999' });
    expect(importLogText(message, 'en', en)).toBe('Line 12345: unknown record "999".');
  });
});

describe('isShowableImportLogMessage', () => {
  it('takes a known id with all its values, nested sentences included', () => {
    expect(isShowableImportLogMessage(sample('importLog.cte.importedWarnings'))).toBe(true);
    expect(isShowableImportLogMessage(sample('importLog.zip.stoppedMidway'))).toBe(true);
    expect(isShowableImportLogMessage(importLogMessage('importLog.file.notXml'))).toBe(true);
  });

  it('refuses an unknown id, a missing value, a value of another kind or an unknown nested id', () => {
    expect(isShowableImportLogMessage({ id: 'importLog.nfe.somethingNew' })).toBe(false);
    expect(isShowableImportLogMessage({ id: 'importLog.nfe.imported' })).toBe(false);
    expect(
      isShowableImportLogMessage({
        id: 'importLog.ocoren.unknownRecord',
        values: { linha: '4', registro: '999' },
      }),
    ).toBe(false);
    expect(
      isShowableImportLogMessage({
        id: 'importLog.zip.stoppedMidway',
        values: { motivo: { id: 'importLog.zip.other' }, lidos: 1, total: 2 },
      }),
    ).toBe(false);
    expect(
      isShowableImportLogMessage({
        id: 'importLog.nfe.importedDue',
        values: { documento: '1', dataPrevista: 'x' },
      }),
    ).toBe(false);
  });
});
