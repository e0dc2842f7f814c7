import { MantineProvider } from '@mantine/core';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AVATARS_PATH } from '@inkpace/contracts/api/account';
import { theme } from '../app/theme.ts';
import { initials, textOn } from './avatar-face.ts';
import { UserAvatar } from './user-avatar.tsx';

/** A person's face: their picture when they have one, else (or when it cannot be loaded) initials on their colour. */

function face(avatar: string | null, fill = '#0b7285') {
  const { container } = render(
    <MantineProvider theme={theme}>
      <UserAvatar name="Ada Lovelace" avatar={avatar} fill={fill} size={40} />
    </MantineProvider>,
  );
  const root = container.querySelector<HTMLElement>('.mantine-Avatar-root');
  if (!root) throw new Error('no avatar drawn');
  return root;
}

const placeholder = (root: HTMLElement) => root.querySelector<HTMLElement>('.mantine-Avatar-placeholder');

describe('UserAvatar', () => {
  test('without an avatar: the initials on the colour, in the text colour that reads on it, hidden from screen readers', () => {
    const root = face(null);
    expect(root.querySelector('img')).toBeNull();
    expect(placeholder(root)?.textContent).toBe('AL');
    expect(placeholder(root)?.style.backgroundColor).toBe('rgb(11, 114, 133)');
    expect(placeholder(root)?.style.color).toBe(textOn('#0b7285'));
    expect(root.getAttribute('aria-hidden')).toBe('true');
  });

  test('with an avatar: the picture from the avatars path, no initials', () => {
    const root = face('0b3c2b1e-7a6f-4a8e-9f00-1234567890ab.webp');
    expect(root.querySelector('img')?.getAttribute('src')).toBe(`${AVATARS_PATH}/0b3c2b1e-7a6f-4a8e-9f00-1234567890ab.webp`);
    expect(placeholder(root)).toBeNull();
  });

  test('a picture that cannot be loaded falls back to the initials', () => {
    const root = face('0b3c2b1e-7a6f-4a8e-9f00-1234567890ab.webp');
    const img = root.querySelector('img');
    if (!img) throw new Error('no picture');
    fireEvent.error(img);
    expect(root.querySelector('img')).toBeNull();
    expect(placeholder(root)?.textContent).toBe('AL');
  });
});

describe('initials and their colour', () => {
  test.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'AD'],
    ['  Mary  Ann  Evans ', 'ME'],
    ['李白', '李白'],
    ['🐻 Bear', '🐻B'],
    ['', '?'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  test('black on light colours, white on dark ones (and on anything that is not #rrggbb)', () => {
    expect(textOn('#ffe066')).toBe('black');
    expect(textOn('#1c2e4a')).toBe('white');
    expect(textOn('var(--x)')).toBe('white');
  });
});

describe('the colour ring', () => {
  test('a picture on a board keeps its colour as a ring; without `ring` (the menu, the account page) none', () => {
    const { container } = render(
      <MantineProvider theme={theme}>
        <UserAvatar name="Ada" avatar="0b3c2b1e-7a6f-4a8e-9f00-1234567890ab.webp" fill="#0b7285" ring />
        <UserAvatar name="Ada" avatar="0b3c2b1e-7a6f-4a8e-9f00-1234567890ab.webp" fill="#0b7285" />
      </MantineProvider>,
    );
    const [ringed, plain] = [...container.querySelectorAll<HTMLElement>('.mantine-Avatar-root')];
    expect(ringed?.style.boxShadow).toMatch(/#0b7285|rgb\(11, 114, 133\)/);
    expect(plain?.style.boxShadow).toBe('');
  });
});
