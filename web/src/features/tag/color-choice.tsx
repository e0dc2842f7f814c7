import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TAG_COLORS, type TagColor } from '@inkpace/contracts/api/tag';
import { tagColorLabel } from '../../ui/tag-colors.ts';
import { TagSwatch } from './tag-swatch.tsx';
import css from './color-choice.module.css';

/**
 * The tag colour as one control (issue 12 #12: it was a radio button and a swatch side by side): each choice is a
 * swatch with its name, the chosen one ringed. Underneath they are native radio buttons, so the group is one tab
 * stop, the arrow keys move the choice and screen readers say "Red, radio button, 3 of 11".
 */
export function ColorChoice({ value, onChange }: { value: TagColor; onChange(color: TagColor): void }): ReactNode {
  return (
    <fieldset className={css.group}>
      <Text component="legend" size="sm" fw={500} mb={6}>
        Color
      </Text>
      <Group gap={6}>
        {TAG_COLORS.map((color) => (
          <label key={color} className={css.choice}>
            <input className={css.input} type="radio" name="tag-color" value={color} checked={value === color} onChange={() => onChange(color)} />
            <TagSwatch color={color} size={18} />
            <Text span size="sm">
              {tagColorLabel(color)}
            </Text>
          </label>
        ))}
      </Group>
    </fieldset>
  );
}
