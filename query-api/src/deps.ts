import type { Kysely } from 'kysely';
import type { Clock } from '@inkpace/infra/clock';
import type { EventStore } from '@inkpace/infra/event-store';
import type { AuthResolvers } from '@inkpace/infra/http';
import type { LimitStore } from '@inkpace/infra/limits';
import type { ReadModels } from '@inkpace/projector/read-models';
import type { ChangeFeed } from './leaderboards/live-hub.ts';

export interface QueryDeps {
  db: Kysely<ReadModels>;
  auth: AuthResolvers;
  clock: Clock;
  /** The event log, which admins' pages read through the port: events an audit item points to, projections' lag. */
  eventLog: Pick<EventStore, 'readBySequence' | 'countAfter'>;
  /** Counters shared with the rate limits (Redis when configured): the live streams a writer has open. */
  limits: LimitStore;
  env: {
    publicUrl: string;
    metricsEnabled: boolean;
    plausibleHost: string | undefined;
    plausibleDomain: string | undefined;
    donationUrl: string | undefined;
  };
  /** Which boards changed (the projections' BOARDS_CHANNEL notifications): without it, no live board streams. */
  boardChanges?: ChangeFeed;
  /** Path of the writers' changelog (WHATS-NEW.md) the changelog route serves. */
  changelogPath: string;
}
