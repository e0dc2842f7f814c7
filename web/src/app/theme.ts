import { Anchor, Badge, createTheme, DEFAULT_THEME, localStorageColorSchemeManager, type CSSVariablesResolver, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

/** Theme choice (auto, light, dark) is kept in this browser only; auto follows the system preference. */
export const THEME_STORAGE_KEY = 'theme';
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });
export const themeChoices: MantineColorScheme[] = ['auto', 'light', 'dark'];

export const theme = createTheme({
  primaryColor: 'indigo',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Readable contrast in both schemes (axe checks every page in light and dark).
  primaryShade: { light: 7, dark: 8 },
  components: {
    // Links inside text must not rely on colour alone (axe: link-in-text-block).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A badge says a state in a word or two: never narrower than its words (Mantine lets it shrink to "SUSPEND…" in a
    // crowded table row).
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content' } } }),
  },
});

/**
 * Text of light and subtle variants in dark: Mantine 9 makes it each colour's shade 0, all but white, so a red
 * Delete or an indigo Edit in a table read as plain white. Shade 3 keeps the colour and reads at over 4.5:1 on
 * the dark body, table stripes and the variants' own dark backgrounds.
 */
const darkLightVariantText = Object.fromEntries(
  Object.keys(DEFAULT_THEME.colors)
    .filter((color) => color !== 'dark')
    .map((color) => [`--mantine-color-${color}-light-color`, `var(--mantine-color-${color}-3)`]),
);

/** Mantine's default "dimmed" text is below 4.5:1 contrast in both schemes; these shades pass. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors: Mantine's red-6 is 3.3:1 on white; red-9 reads at 5.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Warning notices (light variant): Mantine's yellow and orange text on their pale backgrounds is ~2.7:1.
    '--mantine-color-yellow-light-color': 'var(--mantine-color-dark-7)',
    '--mantine-color-orange-light-color': 'var(--mantine-color-dark-7)',
  },
  // Field errors: Mantine's red-8 is 3:1 on the dark body and inputs; red-4 reads at 5.9:1 or more.
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--mantine-color-error': 'var(--mantine-color-red-4)', ...darkLightVariantText },
});

export function useThemeChoice(): { choice: MantineColorScheme; choose(next: MantineColorScheme): void } {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return { choice: colorScheme, choose: setColorScheme };
}
