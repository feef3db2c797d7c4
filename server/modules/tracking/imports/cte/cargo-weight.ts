// The cargo weight of a CT-e from its infQ measures. Several measures of the same unit are common,
// told apart only by the free-text tpMed, so the gross weight is preferred, then the other weights
// in the order below, then any measure in kg or tonnes. Volumes, m³ and units never count.

export interface CargoMeasure {
  cUnid: string | null;
  tpMed: string | null;
  qCarga: string | null;
}

const KG = '01';
const TONNES = '02';

/** Preference by tpMed, compared without accents, case or spacing. */
const PREFERRED = [
  'PESO BRUTO',
  'PESO REAL',
  'PESO BASE DE CALCULO',
  'PESO TAXADO',
  'PESO AFERIDO',
  'PESO LIQUIDO',
];

const normalised = (text: string | null) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();

function kilograms(measure: CargoMeasure): string | null {
  if (measure.qCarga === null || !/^\d+(\.\d+)?$/.test(measure.qCarga)) return null;
  if (measure.cUnid === KG) return Number(measure.qCarga).toFixed(4);
  if (measure.cUnid === TONNES) return (Number(measure.qCarga) * 1000).toFixed(4);
  return null;
}

export function pickCargoWeight(
  measures: readonly CargoMeasure[],
): { kg: string; tpMed: string | null } | null {
  const weights = measures.flatMap((measure) => {
    const kg = kilograms(measure);
    return kg === null
      ? []
      : [{ kg, tpMed: measure.tpMed, rank: PREFERRED.indexOf(normalised(measure.tpMed)) }];
  });
  if (weights.length === 0) return null;
  // Known names by preference, unknown names (rank -1) after them; the sort is stable, so equals
  // keep document order.
  const ranked = [...weights].sort(
    (a, b) => (a.rank === -1 ? PREFERRED.length : a.rank) - (b.rank === -1 ? PREFERRED.length : b.rank),
  );
  const best = ranked[0]!;
  return { kg: best.kg, tpMed: best.tpMed };
}
