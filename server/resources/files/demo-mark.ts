// The demo company's mark, from which its logo is drawn (scripts/draw-demo-logo.ts), at 2x the
// best size of a logo, for sharp screens.
import { LOGO_SIZE_PX } from '../../../src/domain/constants';

export const DEMO_MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 90"><rect width="90" height="90" rx="18" fill="#1c7ed6"/>' +
  '<path d="M20 62 L45 22 L70 62 Z" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/></svg>';

export const DEMO_LOGO_SIDE_PX = LOGO_SIZE_PX * 2;
