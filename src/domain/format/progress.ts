import { PROGRESS_MAX } from '../constants';

/** A progress value kept within 0..100 (NaN counts as 0). */
export const clampProgress = (value: number): number => {
  if (Number.isNaN(value)) return 0;
  return Math.min(PROGRESS_MAX, Math.max(0, value));
};
