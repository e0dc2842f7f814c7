import { Badge, CheckIcon, Pill } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { tagNameKey, type TagColor } from '@inkpace/contracts/api/tag';
import { TAG_SWATCHES } from './tag-colors.ts';
import classes from './tag-badge.module.css';

/**
 * A tag wherever it shows (issue 27 #8: tag colours were used only on the Tags page): "#name" on a tint of the tag's
 * colour with a dot of it, in the progress table (TagBadge), and as the chosen tags and the choices of the progress
 * form's tags field and the goal and leaderboard tag filters (tagColorProps).
 */

const colorStyle = (color: TagColor): CSSProperties => ({ '--tag-color': TAG_SWATCHES[color] }) as CSSProperties;

/** The colour as a dot; decorative: the tag's name is always written beside it. */
export function TagDot({ color }: { color: TagColor }): ReactNode {
  return <span className={classes.dot} style={colorStyle(color)} aria-hidden="true" />;
}

/** "#name" in the tag's colour. */
export function TagBadge({ name, color }: { name: string; color: TagColor }): ReactNode {
  return (
    <Badge variant="outline" radius="sm" maw="100%" className={classes.badge} style={colorStyle(color)} leftSection={<TagDot color={color} />}>
      #{name}
    </Badge>
  );
}

/** What Mantine hands `renderPill` and `renderOption` (its option types differ between MultiSelect and TagsInput). */
interface ComboboxOption {
  value: string | number | bigint | boolean | null | undefined;
  label?: string;
}
interface PillInput {
  /** Missing for a chosen value the list does not hold (yet, or any more): the value itself is shown then. */
  option: ComboboxOption | undefined;
  value?: string | number | bigint | boolean | null;
  onRemove?: () => void;
  disabled?: boolean;
}
interface OptionInput {
  option: ComboboxOption;
  checked?: boolean;
}
const labelOf = (option: ComboboxOption): string => option.label ?? String(option.value);

/**
 * `renderPill` and `renderOption` for a Mantine MultiSelect or TagsInput of tags: each chosen tag and each choice
 * drawn in its colour. `colorOf` finds a tag's colour from the option's value (an id, or a name in a TagsInput);
 * a tag not known yet (a new name) is drawn in the default colour.
 */
export function tagColorProps(colorOf: (value: string) => TagColor | undefined): {
  renderPill(input: PillInput): ReactNode;
  renderOption(input: OptionInput): ReactNode;
} {
  const color = (option: ComboboxOption): TagColor => colorOf(String(option.value)) ?? 'default';
  return {
    renderPill: ({ option: listed, value, onRemove, disabled }) => {
      const option = listed ?? { value };
      return (
        <Pill withRemoveButton={!disabled} onRemove={onRemove} disabled={disabled} className={classes.pill} style={colorStyle(color(option))}>
          <span className={classes.option}>
            <TagDot color={color(option)} />
            {labelOf(option)}
          </span>
        </Pill>
      );
    },
    renderOption: ({ option, checked }) => (
      <span className={classes.option}>
        <TagDot color={color(option)} />
        {labelOf(option)}
        {checked && <CheckIcon size={12} className={classes.check} aria-hidden />}
      </span>
    ),
  };
}

/** Colours by tag name, compared as the server compares names (case and spacing aside). */
export function colorsByName(tags: ReadonlyArray<{ name: string; color: TagColor }>): (name: string) => TagColor | undefined {
  const map = new Map(tags.map((t) => [tagNameKey(t.name), t.color]));
  return (name) => map.get(tagNameKey(name.replace(/^#+/, '')));
}
