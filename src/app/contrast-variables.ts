// Text colours that meet WCAG AA (4.5:1) on their backgrounds. Mantine's defaults put shade 6
// of a colour on white or on its own pale tint (orange links and light badges at 2–2.6:1) and its
// dimmed grey under 4.5:1 on white and on dark cards; these darker text shades are used instead.
import { darken, type CSSVariablesResolver } from '@mantine/core';

export const contrastVariables: CSSVariablesResolver = (theme) => {
  const primary = theme.colors[theme.primaryColor]!;
  const lightText = Object.fromEntries(
    Object.entries(theme.colors).map(([name, shades]) => [
      `--mantine-color-${name}-light-color`,
      darken(shades[9]!, 0.3),
    ]),
  );
  return {
    variables: {},
    light: {
      ...lightText,
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
