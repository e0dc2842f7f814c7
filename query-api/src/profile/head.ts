import type { PublicProfile } from '@inkpace/contracts/api/profile';
import { uploadUrl } from '@inkpace/contracts/api/uploads';
import { profileDescription, profileTitle } from '@inkpace/contracts/rules/profile';
import type { PageHead, PageHeadSource } from '@inkpace/infra/http';
import type { ProfileSource } from './routes.ts';

/** `/@name` (and `/@@name`: the page strips one leading @), with an optional trailing slash. */
const PROFILE_PAGE = /^\/@@?([^/]+)\/?$/;

function usernameIn(pathname: string): string | null {
  const match = PROFILE_PAGE.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The preview of a profile (Open Graph, Twitter card): name, avatar (as an absolute address), lifetime totals. */
export function profilePageHead(profile: PublicProfile, publicUrl: string): PageHead {
  const title = profileTitle(profile.displayName, profile.username);
  const description = profileDescription(profile.displayName, profile.lifetimeTotals);
  const base = publicUrl.replace(/\/+$/, '');
  const image = profile.avatar === null ? null : new URL(uploadUrl('avatars', profile.avatar), `${base}/`).toString();
  return {
    title: `${title} · Inkpace`,
    description,
    meta: {
      'og:type': 'profile',
      'og:site_name': 'Inkpace',
      'og:title': title,
      'og:description': description,
      'og:url': `${base}/@${encodeURIComponent(profile.username)}`,
      'profile:username': profile.username,
      ...(image === null ? {} : { 'og:image': image }),
      'twitter:card': 'summary',
      'twitter:title': title,
      'twitter:description': description,
      ...(image === null ? {} : { 'twitter:image': image }),
    },
  };
}

/** The head of /@username: the profile's preview when there is a profile to see, else the page as built. */
export function profileHead(source: ProfileSource, publicUrl: string): PageHeadSource {
  return async (pathname) => {
    const username = usernameIn(pathname);
    if (username === null) return null;
    const profile = await source(username);
    if (!profile) return null;
    const envelope = JSON.parse(profile.body.toString('utf8')) as { data: PublicProfile };
    return profilePageHead(envelope.data, publicUrl);
  };
}
