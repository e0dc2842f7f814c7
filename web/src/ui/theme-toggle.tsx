import type { MantineColorScheme } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useThemeChoice } from '../app/theme.ts';
import { AutoIcon, MoonIcon, SunIcon } from './icons.tsx';
import classes from './ui.module.css';

const CHOICES: Array<{ value: MantineColorScheme; label: string; Icon: ComponentType<{ size?: number }> }> = [
  { value: 'auto', label: 'Auto theme (follows your system)', Icon: AutoIcon },
  { value: 'light', label: 'Light theme', Icon: SunIcon },
  { value: 'dark', label: 'Dark theme', Icon: MoonIcon },
];

/**
 * Theme switch (spec §1): auto, light or dark, remembered in this browser. Three toggle buttons, the chosen one
 * pressed. Plain buttons: it sits in the public header, which is part of the entry chunk.
 */
export function ThemeToggle(): ReactNode {
  const { choice, choose } = useThemeChoice();
  return (
    <div role="group" aria-label="Theme" className={classes.toggleGroup}>
      {CHOICES.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          className={classes.iconButton}
          aria-label={label}
          title={label}
          aria-pressed={choice === value}
          onClick={() => choose(value)}
        >
          <Icon size={18} />
        </button>
      ))}
    </div>
  );
}
