import { Box, Button, Menu } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { boardColor } from '@inkpace/contracts/rules/board-colors';
import { HELP_URL } from '../constants.ts';
import { ChevronIcon, UserIcon } from '../../ui/app-icons.tsx';
import { appHasUpdates } from '../../ui/last-viewed.ts';
import { SoonPill, UpdatesPill } from '../../ui/soon.tsx';
import { useSwatch } from '../../ui/swatch.ts';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { isBuilt, pathOf } from '../routes.ts';
import { useCurrentUser } from '../session.ts';
import { useAdminPerms } from './admin-perms.ts';
import { useDonationUrl } from './site-info.ts';

/** A menu entry for a route of the app: a link once its page is built, a disabled "Soon" entry until then. */
function RouteItem({ name, label }: { name: string; label: string }): ReactNode {
  if (!isBuilt(name)) {
    return (
      <Menu.Item disabled aria-disabled="true" rightSection={<SoonPill />}>
        {label}
      </Menu.Item>
    );
  }
  return (
    <Menu.Item component={Link} href={pathOf(name)}>
      {label}
    </Menu.Item>
  );
}

function HelpItem(): ReactNode {
  const external = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(HELP_URL);
  return external ? (
    <Menu.Item component="a" href={HELP_URL} target="_blank" rel="noopener noreferrer">
      Help
    </Menu.Item>
  ) : (
    <Menu.Item component={Link} href={HELP_URL}>
      Help
    </Menu.Item>
  );
}

/** The user menu of the signed-in layouts (spec §2 Layouts). */
export function UserMenu(): ReactNode {
  const user = useCurrentUser();
  const donation = useDonationUrl();
  // Read when the menu opens: visiting the changelog clears the tag.
  const [updates, setUpdates] = useState(appHasUpdates);
  // Asked the first time the menu opens (most users never need it): administrators get an Admin entry.
  const [opened, setOpened] = useState(false);
  const isAdmin = useAdminPerms(opened && Boolean(user)).data?.isAdmin === true;
  const name = user?.displayName || user?.username || 'Account';
  const swatch = useSwatch();
  return (
    // The trigger sits in the fixed header, so it is never scrolled away: no need to hide a detached menu. No
    // focus placeholder: a role="menu" may only hold menu items (axe aria-required-children); focus goes to the
    // first item instead, as in the WAI-ARIA menu button pattern.
    <Menu
      position="bottom-end"
      width={230}
      shadow="md"
      hideDetached={false}
      withInitialFocusPlaceholder={false}
      onOpen={() => {
        setUpdates(appHasUpdates());
        setOpened(true);
      }}
    >
      <Menu.Target>
        <Button
          variant="default"
          // Their avatar (or initials on their automatic colour) once known; the icon until then.
          leftSection={user ? <UserAvatar name={name} avatar={user.avatar} fill={swatch(boardColor('', user.id))} size={24} /> : <UserIcon />}
          rightSection={<ChevronIcon size={16} />}
          aria-label={`${name}, user menu${updates ? ', updates in the changelog' : ''}`}
        >
          {/* The name whole, as typed (at most 24 characters); phones show only the icon. */}
          <Box component="span" visibleFrom="xs">
            {name}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <RouteItem name="account" label="Account" />
        <RouteItem name="settings" label="Settings" />
        <RouteItem name="tags" label="Manage Tags" />
        <RouteItem name="api-keys" label="API Keys" />
        <RouteItem name="recently-deleted" label="Recently Deleted" />
        {isAdmin && <RouteItem name="admin" label="Admin" />}
        <Menu.Divider />
        <Menu.Item component={Link} href="/about">
          About
        </Menu.Item>
        <Menu.Item component={Link} href="/changelog" rightSection={updates ? <UpdatesPill /> : undefined}>
          Changelog
        </Menu.Item>
        <Menu.Item component={Link} href="/privacy">
          Privacy
        </Menu.Item>
        <HelpItem />
        <Menu.Item component={Link} href="/contact">
          Contact
        </Menu.Item>
        {donation && (
          <Menu.Item component={Link} href="/donate">
            Support the Dev
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} href="/logout">
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
