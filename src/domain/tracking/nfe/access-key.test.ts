import { describe, expect, it } from 'vitest';
import { accessKeyCheckDigit, isValidAccessKey, parseAccessKey } from './access-key';

// Keys copied from the public fixtures (fixtures README sections 2 and 3).
const VALID_NFE_KEYS = [
  '43180906929383000163550010000000261000010301',
  '15231207933914000154550010006643501427015088',
  '26180812984794000154550010000016871192213339',
  '42211275277525000178550030000276771368212013',
  '42210775277525000178550030000266631762885493',
  '42220575277525000178550030000292481295366801',
  '35220499999999000191550010000076381418267635',
  '94567341576807000161550010000699161000436194',
  '35180803102452000172550010000476491552806942',
  '35180803102452000172550010000476861118934859',
  '35180803102452000172550010000474281920007498',
  '35210258716523000119550000000573661346317847',
  '35180803102452000172550010000476121675985748',
];
const VALID_CTE_KEYS = [
  '24210231626841000132570010000007811746401259',
  '41181028796029000140570260000000081486169211',
  '41200679549135000160570260000000141828508111',
];
const [FIRST_KEY, SECOND_KEY] = VALID_NFE_KEYS as [string, string, ...string[]];
const ANOMALOUS_CHNFE = '12345561576807000161550010000699161000436194';

describe('isValidAccessKey', () => {
  it.each([...VALID_NFE_KEYS, ...VALID_CTE_KEYS])('accepts the fixture key %s', (key) => {
    expect(isValidAccessKey(key)).toBe(true);
  });

  it('rejects the protNFe chNFe of the ANOMALO fixture', () => {
    expect(isValidAccessKey(ANOMALOUS_CHNFE)).toBe(false);
  });

  it('rejects the anonymised CT-e keys', () => {
    expect(isValidAccessKey('42240302484555000343570020003396861082134657')).toBe(false);
    expect(isValidAccessKey('35190611111111111111570040000222221000222222')).toBe(false);
  });

  it('rejects keys of the wrong length or with non-digits', () => {
    expect(isValidAccessKey(FIRST_KEY.slice(1))).toBe(false);
    expect(isValidAccessKey(`${FIRST_KEY}0`)).toBe(false);
    expect(isValidAccessKey(`A${FIRST_KEY.slice(1)}`)).toBe(false);
    expect(isValidAccessKey('')).toBe(false);
  });

  it('rejects a key whose last digit was changed', () => {
    const key = SECOND_KEY;
    const wrong = `${key.slice(0, 43)}${(Number(key.charAt(43)) + 1) % 10}`;
    expect(isValidAccessKey(wrong)).toBe(false);
  });
});

describe('accessKeyCheckDigit', () => {
  it('maps remainders 0 and 1 to 0', () => {
    // 43 zeros: sum 0 → remainder 0 → DV 0.
    expect(accessKeyCheckDigit('0'.repeat(43))).toBe(0);
    // A single 5 at weight 2 gives 10 → remainder 10 → DV 1; a 6 at weight 2 gives 12 → remainder 1 → DV 0.
    expect(accessKeyCheckDigit(`${'0'.repeat(42)}5`)).toBe(1);
    expect(accessKeyCheckDigit(`${'0'.repeat(42)}6`)).toBe(0);
  });
});

describe('parseAccessKey', () => {
  it('splits a key into its parts', () => {
    expect(parseAccessKey('35210258716523000119550000000573661346317847')).toEqual({
      key: '35210258716523000119550000000573661346317847',
      cUF: '35',
      yearMonth: '2102',
      issuerId: '58716523000119',
      model: '55',
      series: '000',
      number: '000057366',
      tpEmis: '1',
      code: '34631784',
      checkDigit: '7',
    });
  });

  it('reads a CT-e key (model 57)', () => {
    const parts = parseAccessKey('24210231626841000132570010000007811746401259');
    expect(parts?.model).toBe('57');
    expect(parts?.number).toBe('000000781');
    expect(parts?.series).toBe('001');
  });

  it('returns null for something that is not a key', () => {
    expect(parseAccessKey('123')).toBeNull();
    expect(parseAccessKey('x'.repeat(44))).toBeNull();
  });
});
