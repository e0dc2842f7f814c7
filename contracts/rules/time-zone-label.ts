/**
 * How the time zone picker names zones (issue 27 #8: it listed bare IANA names): "(UTC+01:00) Europe/Berlin", with
 * the offset the zone has at a given instant (today's, so summer time shows in summer), zones ordered west to east.
 * The offset uses an ASCII minus so that typing "UTC-03" finds it.
 */

/** Minutes east of UTC that `timeZone`'s clocks show at `at` (Berlin in winter: 60; New York in summer: -240). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  const instant = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wallClock - instant) / 60_000);
}

/** "UTC+01:00", "UTC-03:30", "UTC+00:00". */
export function formatUtcOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

const zoneWords = (timeZone: string): string => timeZone.replaceAll('_', ' ');

/** "(UTC+01:00) Europe/Berlin" at `at`; "America/New York" for America/New_York. */
export function timeZoneLabel(timeZone: string, at: Date): string {
  return `(${formatUtcOffset(utcOffsetMinutes(timeZone, at))}) ${zoneWords(timeZone)}`;
}

export interface TimeZoneChoice {
  /** The IANA name, as stored. */
  value: string;
  label: string;
}

/**
 * The picker's choices at `at`: west to east, by name within one offset. A zone this runtime does not know (a
 * writer's stored zone a browser lacks) keeps its bare name, at the end.
 */
export function timeZoneChoices(zones: readonly string[], at: Date): TimeZoneChoice[] {
  const known: Array<TimeZoneChoice & { offset: number }> = [];
  const unknown: TimeZoneChoice[] = [];
  for (const zone of zones) {
    try {
      const offset = utcOffsetMinutes(zone, at);
      known.push({ value: zone, label: `(${formatUtcOffset(offset)}) ${zoneWords(zone)}`, offset });
    } catch {
      unknown.push({ value: zone, label: zoneWords(zone) });
    }
  }
  known.sort((a, b) => a.offset - b.offset || a.value.localeCompare(b.value));
  return [...known.map(({ value, label }) => ({ value, label })), ...unknown];
}
