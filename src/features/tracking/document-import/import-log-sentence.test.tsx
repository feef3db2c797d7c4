// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { ImportOccurrence } from '@/domain/tracking/imports/document-import';
import { importLogMessage } from '@/domain/tracking/imports/import-log-message';
import { allMessages } from '@/ui/all-messages';
import { ImportLogSentence } from './import-log-sentence';

const CATALOGS: Record<string, Record<string, string>> = {
  pt: allMessages('pt'),
  en: allMessages('en'),
  ar: allMessages('ar'),
};

const show = (locale: string, row: Pick<ImportOccurrence, 'descricao' | 'mensagem'>) =>
  render(
    <IntlProvider locale={locale} messages={CATALOGS[locale]}>
      <ImportLogSentence row={row} />
    </IntlProvider>,
  ).container;

afterEach(cleanup);

const cte = {
  descricao: 'CT-e 8/26 importado: 1 NF-e referenciada, 1 já importada (entrega vinculada).',
  mensagem: importLogMessage('importLog.cte.importedWarnings', {
    documento: '8/26',
    referenciadas: 1,
    jaImportadas: 1,
    avisos: [
      importLogMessage('importLog.cte.warning.keyCheckDigit', { chave: '3522' }),
      importLogMessage('importLog.cte.warning.nfeKeysIgnored', { chaves: '12, 34' }),
    ],
  }),
};

describe('ImportLogSentence', () => {
  it('shows the sentence in the language, with the values isolated', () => {
    const english = show('en', cte);
    expect(english.textContent).toBe(
      'CT-e 8/26 imported: 1 NF-e referenced, 1 already imported (delivery linked). Warning: key 3522 has ' +
        'an invalid check digit; NF-e keys without 44 digits ignored: 12, 34.',
    );
    expect([...english.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      '8/26',
      '3522',
      '12, 34',
    ]);

    const arabic = show('ar', cte);
    expect(arabic.textContent).toMatch(/^تم استيراد مستند النقل 8\/26: /);
    expect(arabic.textContent).toContain('؛ ');
    // The sentence takes the page's direction; only descricao guesses its own.
    expect(arabic.querySelector('span')?.getAttribute('dir')).toBeNull();
  });

  it('shows the Portuguese sentence exactly as descricao has it', () => {
    const row = {
      descricao: 'NF-e 7638/1 importada: entrega criada com previsão de entrega em 03/05/2022.',
      mensagem: importLogMessage('importLog.nfe.importedDue', {
        documento: '7638/1',
        dataPrevista: '2022-05-03',
      }),
    };
    expect(show('pt', row).textContent).toBe(row.descricao);
    expect(show('en', row).textContent).toBe(
      'NF-e 7638/1 imported: delivery created, expected on 05/03/2022.',
    );
  });

  it('shows descricao when the row has no message the catalogs know', () => {
    for (const mensagem of [null, undefined, { id: 'importLog.nfe.fromANewerServer' }]) {
      const container = show('en', { descricao: 'NF-e 1 importada.', mensagem });
      expect(container.textContent).toBe('NF-e 1 importada.');
      expect(container.querySelector('span')?.getAttribute('dir')).toBe('auto');
    }
  });
});
