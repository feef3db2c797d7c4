// The expected delivery date of an NF-e from the company's deadline-per-route table: the most
// specific row wins (destination city over UF over country, then a carrier's own row over a row
// for any carrier, then origin city over origin UF over any origin). Pure, so the import, the
// recomputation after a table change and the screens all agree.

export interface RouteDeadlineRule {
  transportadorCnpj: string | null;
  origemUf: string | null;
  origemIbge: string | null;
  destinoPais: string | null;
  destinoUf: string | null;
  destinoIbge: string | null;
  prazoDias: number;
  tipoDias: 'uteis' | 'corridos';
}

export interface DeliveryRoute {
  origemUf: string | null;
  origemIbge: string | null;
  destinoUf: string | null;
  destinoIbge: string | null;
  transportadorCnpj: string | null;
  /** Issue date as the document wrote it (ISO, with its offset): its calendar day counts. */
  dataEmissao: string | null;
}

export interface DeliveryDeadline {
  prazoDias: number;
  /** yyyy-mm-dd. */
  dataPrevista: string;
}

/** 'EX' is the NF-e's UF for a recipient abroad; everything else is in Brazil. */
export const countryOf = (uf: string | null): string | null =>
  uf === null ? null : uf === 'EX' ? 'EX' : 'BR';

const equal = (rule: string | null, value: string | null) => rule === null || rule === value;

/** How specific a matching rule is; -1 when it does not match the route. */
export function ruleScore(rule: RouteDeadlineRule, route: DeliveryRoute): number {
  if (!equal(rule.transportadorCnpj, route.transportadorCnpj)) return -1;
  if (!equal(rule.origemUf, route.origemUf) || !equal(rule.origemIbge, route.origemIbge)) return -1;
  let destination: number;
  if (rule.destinoIbge !== null) destination = rule.destinoIbge === route.destinoIbge ? 3 : -1;
  else if (rule.destinoUf !== null) destination = rule.destinoUf === route.destinoUf ? 2 : -1;
  else if (rule.destinoPais !== null) destination = rule.destinoPais === countryOf(route.destinoUf) ? 1 : -1;
  else destination = 0;
  if (destination < 0) return -1;
  const carrier = rule.transportadorCnpj !== null ? 1 : 0;
  const origin = rule.origemIbge !== null ? 2 : rule.origemUf !== null ? 1 : 0;
  return destination * 100 + carrier * 10 + origin;
}

export function bestRule(
  rules: readonly RouteDeadlineRule[],
  route: DeliveryRoute,
): RouteDeadlineRule | null {
  let best: RouteDeadlineRule | null = null;
  let bestScore = -1;
  for (const rule of rules) {
    const score = ruleScore(rule, route);
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

const DAY_MS = 86_400_000;

/** yyyy-mm-dd plus `days` calendar days, or business days (Monday to Friday). */
export function addDays(isoDate: string, days: number, kind: 'uteis' | 'corridos'): string {
  let time = Date.parse(`${isoDate}T00:00:00Z`);
  if (kind === 'corridos') return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
  let left = days;
  while (left > 0) {
    time += DAY_MS;
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(time).toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

export function deliveryDeadline(
  rules: readonly RouteDeadlineRule[],
  route: DeliveryRoute,
): DeliveryDeadline | null {
  if (route.dataEmissao === null || !ISO_DATE.test(route.dataEmissao)) return null;
  const rule = bestRule(rules, route);
  if (rule === null) return null;
  return {
    prazoDias: rule.prazoDias,
    dataPrevista: addDays(route.dataEmissao.slice(0, 10), rule.prazoDias, rule.tipoDias),
  };
}
