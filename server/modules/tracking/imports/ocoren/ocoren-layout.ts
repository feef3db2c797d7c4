// Positions of the PROCEDA OCOREN records this import reads (1-based, inclusive, as the layout
// documents print them). Versions 3.1 and 5.0 share the header; 5.0 widens the NF number to 9
// digits and the occurrence code to 3, and moves the free text to its own 543 record.
export type OcorenVersion = '3.1' | '5.0';

export interface Field {
  from: number;
  to: number;
}

export interface OccurrenceLayout {
  recordLength: number;
  header: string;
  carrier: string;
  occurrence: string;
  /** Separate free-text record (5.0), or null when the text sits in the occurrence (3.1). */
  freeText: string | null;
  /** Records known to the layout that carry nothing this import needs. */
  ignored: readonly string[];
  carrierCnpj: Field;
  carrierName: Field;
  cnpj: Field;
  serie: Field;
  numero: Field;
  codigo: Field;
  data: Field;
  hora: Field;
  observacao: Field;
  /** Free text inside the occurrence (3.1) or the three texts of the 543 record (5.0). */
  texts: readonly Field[];
}

export const HEADER = {
  remetente: { from: 4, to: 38 },
  destinatario: { from: 39, to: 73 },
  data: { from: 74, to: 79 },
  hora: { from: 80, to: 83 },
  intercambio: { from: 84, to: 95 },
} as const satisfies Record<string, Field>;

export const LAYOUTS: Readonly<Record<OcorenVersion, OccurrenceLayout>> = {
  '3.1': {
    recordLength: 120,
    header: '340',
    carrier: '341',
    occurrence: '342',
    freeText: null,
    ignored: ['343'],
    carrierCnpj: { from: 4, to: 17 },
    carrierName: { from: 18, to: 57 },
    cnpj: { from: 4, to: 17 },
    serie: { from: 18, to: 20 },
    numero: { from: 21, to: 28 },
    codigo: { from: 29, to: 30 },
    data: { from: 31, to: 38 },
    hora: { from: 39, to: 42 },
    observacao: { from: 43, to: 44 },
    texts: [{ from: 45, to: 114 }],
  },
  '5.0': {
    recordLength: 250,
    header: '540',
    carrier: '541',
    occurrence: '542',
    freeText: '543',
    ignored: ['544', '545', '549'],
    carrierCnpj: { from: 4, to: 17 },
    carrierName: { from: 18, to: 67 },
    cnpj: { from: 4, to: 17 },
    serie: { from: 18, to: 20 },
    numero: { from: 21, to: 29 },
    codigo: { from: 30, to: 32 },
    data: { from: 33, to: 40 },
    hora: { from: 41, to: 44 },
    observacao: { from: 45, to: 46 },
    texts: [
      { from: 4, to: 73 },
      { from: 74, to: 143 },
      { from: 144, to: 213 },
    ],
  },
};

/** The characters of a field, trimmed. */
export const slice = (line: string, field: Field): string => line.slice(field.from - 1, field.to).trim();
