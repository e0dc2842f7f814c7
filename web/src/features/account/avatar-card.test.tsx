import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { AVATARS_PATH } from '@inkpace/contracts/api/account';
import { IMAGE_MAX_BYTES } from '@inkpace/contracts/rules/images';
import { messages } from '@inkpace/contracts/messages';
import { signedIn, userAtom } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderWithToasts } from '../../test/render.tsx';
import { AvatarCard } from './avatar-card.tsx';

const AVATAR = 'e2b8a1c4-5d6f-4a7b-8c9d-0e1f2a3b4c5d.webp';

beforeEach(() => signedIn(testUser({ avatar: AVATAR })));

describe('the account page avatar', () => {
  test('shows the avatar; Remove sends DELETE and the user shows initials everywhere', async () => {
    const server = fakeServer({ 'DELETE /api/v1/me/avatar': ok(testUser({ avatar: null })) });
    const { container } = renderWithToasts(<AvatarCard user={testUser({ avatar: AVATAR })} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`${AVATARS_PATH}/${AVATAR}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(server.sent.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/v1/me/avatar']));
    expect(await screen.findByText(messages.success.avatarRemoved)).toBeInTheDocument();
    expect(getDefaultStore().get(userAtom)?.avatar).toBeNull();
  });

  test('Remove is off when there is no avatar', () => {
    renderWithToasts(<AvatarCard user={testUser({ avatar: null })} />);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  test('a failed removal says so in the catalogue\'s words', async () => {
    fakeServer({ 'DELETE /api/v1/me/avatar': fail('SERVER_ERROR', 'boom', 500) });
    renderWithToasts(<AvatarCard user={testUser({ avatar: AVATAR })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(messages.errors.avatarRemoveFailed)).toBeInTheDocument();
  });

  test('a file over 2 MB is refused before anything is sent, with the spec\'s upload failure', async () => {
    const server = fakeServer({});
    renderWithToasts(<AvatarCard user={testUser()} />);
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await userEvent.setup().upload(screen.getByLabelText('Avatar image'), big);
    expect(await screen.findByText(messages.errors.avatarUploadFailed(messages.errors.imageTooLarge.replace(/\.$/, '')))).toBeInTheDocument();
    expect(server.sent).toEqual([]);
  });
});
