import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { theme } from '../../app/theme.ts';
import { testMemberBio } from '../../test/leaderboard-data.ts';
import { MemberAvatars } from './member-avatars.tsx';

/** A tile's participant avatars: each in its member's board colour, in both schemes, with initials that read on it. */

const members = [
  testMemberBio(1, { displayName: 'Ada Lovelace', color: 'teal' }),
  testMemberBio(2, { displayName: 'Bram Stoker', color: '' }),
  testMemberBio(3, { displayName: 'Chen Wei', color: '' }),
];

function faces(scheme: 'light' | 'dark'): Array<{ text: string; background: string; color: string }> {
  const { unmount } = render(
    <MantineProvider theme={theme} forceColorScheme={scheme}>
      <MemberAvatars members={members} />
    </MantineProvider>,
  );
  const group = screen.getByRole('img', { name: 'Ada Lovelace, Bram Stoker, Chen Wei' });
  const seen = [...group.querySelectorAll<HTMLElement>('.mantine-Avatar-placeholder')].map((face) => ({
    text: face.textContent ?? '',
    background: face.style.backgroundColor,
    color: face.style.color,
  }));
  unmount();
  return seen;
}

describe('MemberAvatars', () => {
  test.each(['light', 'dark'] as const)('%s: one colour per member (a chosen one, else the automatic one by id), initials in black or white', (scheme) => {
    const seen = faces(scheme);
    expect(seen.map((f) => f.text)).toEqual(['AL', 'BS', 'CW']);
    expect(new Set(seen.map((f) => f.background)).size).toBe(3);
    expect(seen.every((f) => f.background !== '' && (f.color === 'black' || f.color === 'white'))).toBe(true);
  });

  test('the dark scheme draws lighter shades than the light one', () => {
    const light = faces('light').map((f) => f.background);
    const dark = faces('dark').map((f) => f.background);
    expect(dark.every((bg, i) => bg !== light[i])).toBe(true);
  });
});
