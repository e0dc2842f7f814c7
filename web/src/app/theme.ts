import { Anchor, createTheme, localStorageColorSchemeManager, type CSSVariablesResolver, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

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
  },
});

/** Mantine's default "dimmed" text is below 4.5:1 contrast in both schemes; these shades pass. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Warning notices (light variant): Mantine's yellow and orange text on their pale backgrounds is ~2.7:1.
    '--mantine-color-yellow-light-color': 'var(--mantine-color-dark-7)',
    '--mantine-color-orange-light-color': 'var(--mantine-color-dark-7)',
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

export function useThemeChoice(): { choice: MantineColorScheme; choose(next: MantineColorScheme): void } {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return { choice: colorScheme, choose: setColorScheme };
}
