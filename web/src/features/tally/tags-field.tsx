import { TagsInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { tagNameKey } from '@inkpace/contracts/api/tag';
import { messages } from '@inkpace/contracts/messages';
import { colorsByName, tagColorProps } from '../../ui/tag-badge.tsx';
import { useTags } from './tally-data.ts';

/**
 * Tags by name: the user's tags as suggestions, new names allowed (the server creates them). Tags are shown with a
 * `#`, so one typed at the start is dropped and the user is told why; names equal ignoring case are one tag, spelt
 * as the existing tag is.
 */
export function TagsField({ value, onChange, error }: { value: string[]; onChange(tags: string[]): void; error: string | undefined }): ReactNode {
  const { data } = useTags();
  const names = (data ?? []).map((tag) => tag.name).sort((a, b) => a.localeCompare(b));
  const [search, setSearch] = useState('');
  const [typedHash, setTypedHash] = useState(false);

  const normalise = (tags: string[]): string[] => {
    const out: string[] = [];
    for (const raw of tags) {
      const name = raw.trim().replace(/^#+/, '').trim();
      if (name === '' || out.some((t) => tagNameKey(t) === tagNameKey(name))) continue;
      out.push(names.find((n) => tagNameKey(n) === tagNameKey(name)) ?? name);
    }
    return out;
  };

  return (
    <TagsInput
      label="Tags"
      description={typedHash ? undefined : 'Pick a tag or type a new name, then press Enter.'}
      data={names}
      {...tagColorProps(colorsByName(data ?? []))}
      value={value}
      onChange={(tags) => onChange(normalise(tags))}
      searchValue={search}
      onSearchChange={(text) => {
        const stripped = text.replace(/^\s*#+/, '');
        setTypedHash(stripped !== text || (typedHash && stripped !== ''));
        setSearch(stripped);
      }}
      error={error ?? (typedHash ? messages.validation.tagNameHash : undefined)}
      splitChars={[',']}
      clearable
    />
  );
}
