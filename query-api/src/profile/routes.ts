import type { FastifyInstance } from 'fastify';
import { profileRoutes, type PublicProfile } from '@inkpace/contracts/api/profile';
import { notFound } from '@inkpace/contracts/rules/access';
import { profilePolicy } from '@inkpace/contracts/rules/policies/profile';
import { PROFILE_MAX_AGE_SECONDS, PROFILE_USERNAME_PATTERN } from '@inkpace/contracts/rules/profile';
import { writerToday } from '@inkpace/contracts/rules/settings';
import { RawJson, registerPageHead, registerRoute } from '@inkpace/infra/http';
import { userByUsername } from '@inkpace/projector/accounts';
import type { QueryDeps } from '../deps.ts';
import { keyTag, userVersion, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { buildProfile } from './build.ts';
import { profileHead } from './head.ts';

/**
 * GET /api/v1/profile/{username} (public) and the head of the /@username page. Whether there is a profile to see is
 * the profile policy's call (`profilePolicy.mayView`); every other case is one 404, the same bytes and headers whoever is
 * behind it, so a visitor cannot tell a disabled profile from a suspended, deleted or unknown writer.
 */

/** The profile to show for a name, as the API's JSON (cached per writer while nothing it shows changes), or null. */
export type ProfileSource = (username: string) => Promise<RawJson<PublicProfile> | null>;

export function profileSource(deps: Pick<QueryDeps, 'db' | 'clock'>, cache: VersionedCache): ProfileSource {
  return async (username) => {
    if (!PROFILE_USERNAME_PATTERN.test(username)) return null;
    const owner = await userByUsername(deps.db, username);
    if (!owner || !profilePolicy.mayView({ state: owner.state, enablePublicProfile: owner.api.userSettings.enablePublicProfile })) return null;
    const settings = owner.api.userSettings;
    const today = writerToday(settings, deps.clock.now());
    // The progress read models bump the writer's version; the account's own fields (name, avatar, settings) are not
    // versioned there, so what the profile shows of them is part of the version.
    const shown = JSON.stringify([owner.api.username, owner.api.displayName, owner.api.avatar, settings.lifetimeStartingBalance, settings.weekStartDay, settings.displayStreaks, today]);
    const version = `${await userVersion(deps.db, owner.id)}.${keyTag(shown)}`;
    const key = `profile:${owner.id}`;
    const hit = cache.get(key, version);
    if (hit) return hit as RawJson<PublicProfile>;
    const answer = await RawJson.of<PublicProfile>(JSON.stringify(await buildProfile(deps.db, owner, today)));
    cache.set(key, version, answer);
    return answer;
  };
}

export function registerProfileQueries(app: FastifyInstance, deps: QueryDeps, cache: VersionedCache): void {
  const source = profileSource(deps, cache);
  registerRoute(app, profileRoutes.get, deps.auth, async ({ params, reply }) => {
    const profile = await source(params.username);
    if (!profile) {
      // A profile that just appeared must not be hidden behind a cached "not found".
      reply.header('cache-control', 'no-store');
      throw notFound();
    }
    reply.header('cache-control', `public, max-age=${PROFILE_MAX_AGE_SECONDS}`);
    return profile;
  });
  registerPageHead(app, profileHead(source, deps.env.publicUrl));
}
