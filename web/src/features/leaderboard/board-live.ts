import { useEffect, useRef, useState } from 'react';
import { LIVE_EVENTS, liveEvent } from '@inkpace/contracts/api/leaderboard-standings';
import { livePath } from './board-cache.ts';

/**
 * Whether the page hears the board's changes: connected, trying to (again), not at all (no EventSource, or refused),
 * or no more because the viewer is no longer a member (the stream said so, and is closed).
 */
export type LiveState = 'connecting' | 'live' | 'off' | 'removed';

/**
 * Follows the board's live stream (text/event-stream, the session cookie goes with it: same origin) while the page
 * is open. An event whose version is not the one shown calls `changed`; so does a reconnection, since events sent
 * while the connection was down are not replayed. EventSource reconnects by itself after a network error.
 */
export function useBoardLive(uuid: string, shownVersion: string | undefined, changed: () => void): LiveState {
  const [state, setState] = useState<LiveState>(() => (typeof EventSource === 'undefined' ? 'off' : 'connecting'));
  // Read by the listeners at event time: the stream is opened once per board, not once per version shown.
  const shown = useRef(shownVersion);
  shown.current = shownVersion;
  const onChange = useRef(changed);
  onChange.current = changed;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(livePath(uuid));
    let dropped = false;
    setState('connecting');
    source.onopen = () => {
      setState('live');
      if (dropped) onChange.current();
      dropped = false;
    };
    source.onerror = () => {
      dropped = true;
      // CLOSED: the server refused the stream (not a member any more, or no stream served); CONNECTING: retrying.
      setState(source.readyState === EventSource.CLOSED ? 'off' : 'connecting');
    };
    source.addEventListener(LIVE_EVENTS.standings, (event: MessageEvent<string>) => {
      const parsed = liveEvent.safeParse(parseJson(event.data));
      if (parsed.success && parsed.data.version !== shown.current) onChange.current();
    });
    // Kicked, left elsewhere, or the board deleted: the server ends the stream; reconnecting would only be refused.
    source.addEventListener(LIVE_EVENTS.removed, () => {
      source.close();
      setState('removed');
    });
    return () => source.close();
  }, [uuid]);

  return state;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
