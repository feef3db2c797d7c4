import { describe, expect, it } from 'vitest';
import { csvCell, csvCellText } from './csv-cell';

describe('csvCell', () => {
  it('neutralises text cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","ok")')).toBe(`"'=HYPERLINK(""http://x"",""ok"")"`);
    expect(csvCell('+5511999')).toBe("'+5511999");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('＝1+1')).toBe("'＝1+1");
  });

  it('writes numbers and ordinary text as they are, quoting separators and quotes', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.5', 'number')).toBe('-12.5');
    expect(csvCell('Entregue')).toBe('Entregue');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('reads back the text it wrote', () => {
    for (const text of ['=1+1', '-x', '@a', 'normal', "'já tinha apóstrofo"])
      expect(csvCellText(csvCell(text).replace(/^"|"$/g, '').replace(/""/g, '"'))).toBe(text);
  });
});
