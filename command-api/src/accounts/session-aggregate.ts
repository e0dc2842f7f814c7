import type { SessionEvent } from '@inkpace/contracts/events/user';
import type { Aggregate } from '../pipeline/aggregate.ts';

export interface SessionState {
  ended: boolean;
}

export const sessionAggregate: Aggregate<SessionState, SessionEvent> = {
  initial: { ended: false },
  evolve: (s, e) => (e.type === 'SessionEnded' ? { ended: true } : s),
};
