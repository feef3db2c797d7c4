// The 27 federative units of Brazil as an NF-e writes them, plus 'EX' for an address abroad.
export const BRAZIL_UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export const NFE_UFS = [...BRAZIL_UFS, 'EX'] as const;
export type NfeUf = (typeof NFE_UFS)[number];
