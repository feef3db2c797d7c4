// How dark a UF is drawn on the map: five steps of its count against the busiest UF, so a UF
// with one delivery is still visibly apart from one with none.
export const SHADE_STEPS = 5;

/** 0 for no deliveries, else 1..SHADE_STEPS growing with the share of the busiest UF. */
export const shadeStep = (count: number, max: number): number => {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(SHADE_STEPS, Math.max(1, Math.ceil((count / max) * SHADE_STEPS)));
};
