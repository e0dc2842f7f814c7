import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';

/**
 * Which of the project and tag ids a command names are the writer's live projects and tags (loaded by the
 * command from the read models): goals and leaderboard members filter entries by them.
 */
export interface OwnedFilters {
  projects: ReadonlySet<number>;
  tags: ReadonlySet<number>;
}

/** A project or tag named must be one of the writer's own, live: the first that is not is named in a 400. */
export function checkOwnedFilters(values: { workIds: readonly number[]; tagIds: readonly number[] }, owned: OwnedFilters): void {
  const project = values.workIds.find((id) => !owned.projects.has(id));
  if (project !== undefined) throw new DomainError('VALIDATION_FAILED', messages.validation.goalUnknownProject(project));
  const tag = values.tagIds.find((id) => !owned.tags.has(id));
  if (tag !== undefined) throw new DomainError('VALIDATION_FAILED', messages.validation.goalUnknownTag(tag));
}
