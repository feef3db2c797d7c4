// Text colours that meet WCAG AA (4.5:1) on their backgrounds. Mantine's defaults put shade 6
// of a colour on white or on its own pale tint (orange links and light badges at 2–2.6:1) and its
// dimmed grey under 4.5:1 on white and on dark cards; these darker text shades are used instead.
import { darken, luminance, type CSSVariablesResolver } from '@mantine/core';

/** The lightest page background text sits on in light mode (tables' striped rows, gray cards). */
const LIGHT_SURFACE = '#f1f3f5';
const AA = 4.5;

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The colour's shade 8, darkened until it reads at AA on the lightest surface. */
const readableOnLight = (shades: readonly string[]) => {
  let color = shades[8]!;
  for (let step = 0; step < 10 && contrast(color, LIGHT_SURFACE) < AA; step += 1) color = darken(color, 0.08);
  return color;
};

export const contrastVariables: CSSVariablesResolver = (theme) => {
  const primary = theme.colors[theme.primaryColor]!;
  const lightText = Object.fromEntries(
    Object.entries(theme.colors).map(([name, shades]) => [
      `--mantine-color-${name}-light-color`,
      darken(shades[9]!, 0.3),
    ]),
  );
  // `c="red"` and the like: Mantine puts shade 6 on white (red at 3.3:1, green at 2.4:1).
  const textColors = Object.fromEntries(
    Object.entries(theme.colors).map(([name, shades]) => [
      `--mantine-color-${name}-text`,
      readableOnLight(shades),
    ]),
  );
  return {
    variables: {},
    light: {
      ...lightText,
      ...textColors,
      '--mantine-color-anchor': darken(primary[9]!, 0.25),
      '--mantine-color-dimmed': '#5f656c',
      // A placeholder drawn as text (a file input's) is read as text: it gets the same contrast.
      '--mantine-color-placeholder': '#6b7178',
    },
    dark: {
      '--mantine-color-dimmed': theme.colors.dark[1]!,
      '--mantine-color-placeholder': theme.colors.dark[1]!,
    },
  };
};
