// How dark a UF is drawn on the map: five steps of its count against the busiest UF, so a UF
// with one delivery is still visibly apart from one with none.
export const SHADE_STEPS = 5;

/** 0 for no deliveries, else 1..SHADE_STEPS growing with the share of the busiest UF. */
export const shadeStep = (count: number, max: number): number => {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(SHADE_STEPS, Math.max(1, Math.ceil((count / max) * SHADE_STEPS)));
};

export interface ShadeRange {
  step: number;
  from: number;
  to: number;
}

/**
 * The counts each step stands for against the busiest UF, for the map's legend: step 0 is no
 * delivery, and a step no whole count falls into (few deliveries spread over five steps) is left out.
 */
export const shadeRanges = (max: number): ShadeRange[] => {
  const ranges: ShadeRange[] = [{ step: 0, from: 0, to: 0 }];
  if (max <= 0) return ranges;
  for (let step = 1; step <= SHADE_STEPS; step += 1) {
    const from = Math.floor(((step - 1) * max) / SHADE_STEPS) + 1;
    const to = Math.floor((step * max) / SHADE_STEPS);
    if (from <= to) ranges.push({ step, from, to });
  }
  return ranges;
};
