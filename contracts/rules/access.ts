import { DomainError } from '../errors.ts';
import { messages } from '../messages.ts';
import { withinRestoreWindow, type Lifecycle } from './lifecycle.ts';

/**
 * Who may touch what, for commands and queries alike: the one place that answers it. Another writer's resource is
 * answered exactly like one that does not exist (a 404), so nothing tells a caller which ids belong to others.
 */

/** Who is asking, as far as access goes. */
export interface Actor {
  userId: number;
  isAdmin: boolean;
}

/** What access looks at: a resource's owner, and whether it is live (a deleted thing is gone for everyone). */
export interface Owned {
  ownerId: number;
  live: boolean;
}

/**
 * The one "there is no such thing for you". Some things say what they are (a one-time link that is invalid, expired
 * or used is one answer for all three), hence the message.
 */
export const notFound = (message: string = messages.errors.notFound): DomainError => new DomainError('NOT_FOUND', message);

export const forbidden = (): DomainError => new DomainError('FORBIDDEN', messages.errors.forbidden);

/** Whether the actor may read and change the resource: their own, and live. */
export const mayTouch = (resource: Owned | null | undefined, actor: Pick<Actor, 'userId'>): boolean =>
  resource !== null && resource !== undefined && resource.live && resource.ownerId === actor.userId;

/** The resource when the actor may touch it; otherwise a 404. */
export function ownLive<T extends Owned>(resource: T | null | undefined, actor: Pick<Actor, 'userId'>): T {
  if (!resource || !mayTouch(resource, actor)) throw notFound();
  return resource;
}

/**
 * The resource when it is the actor's own, live or deleted: what a delete or a restore answers with (the command has
 * just decided on it). Another writer's is a 404 like everywhere else.
 */
export function ownAny<T extends Owned>(resource: T | null | undefined, actor: Pick<Actor, 'userId'>): T {
  if (!resource || resource.ownerId !== actor.userId) throw notFound();
  return resource;
}

/** A thing with the one lifecycle (contracts/rules/lifecycle.ts): its owner, and when and by whom it was deleted. */
export interface Deletable extends Lifecycle {
  ownerId: number;
}

/** Whether the actor may bring back a deleted thing: theirs, deleted by them (not an administrator), within the window. */
export const mayRestore = (resource: Deletable | null | undefined, actor: Pick<Actor, 'userId'>, now: Date): boolean =>
  resource !== null && resource !== undefined && resource.ownerId === actor.userId && resource.deletedAt !== null
  && resource.deletedBy === 'user' && withinRestoreWindow(resource.deletedAt, now);

/** The deleted thing when the actor may restore it; otherwise a 404 (a live thing included: there is nothing to undo). */
export function ownRestorable<T extends Deletable>(resource: T | null | undefined, actor: Pick<Actor, 'userId'>, now: Date): T {
  if (!resource || !mayRestore(resource, actor, now)) throw notFound();
  return resource;
}

/** Administrators only (a 403: the route exists, the caller may not use it). */
export function requireAdmin(actor: Pick<Actor, 'isAdmin'>): void {
  if (!actor.isAdmin) throw forbidden();
}

/** What administrators manage and no one owns (banners): theirs while live; a 404 once deleted; a 403 for others. */
export function adminLive<T extends Pick<Owned, 'live'>>(resource: T | null | undefined, actor: Pick<Actor, 'isAdmin'>): T {
  requireAdmin(actor);
  if (!resource?.live) throw notFound();
  return resource;
}
