/**
 * How long a writer's history may grow, and how much of it one answer or one request may carry (issue 27). These
 * are constants with no imports, so messages.ts can say them.
 *
 * ENTRIES_PER_WRITER_LIMIT: the live progress entries a writer keeps in their live projects (what GET /tally lists
 * without filters). A writer logging ten entries every day of the year for 68 years stays below it; the heaviest
 * histories imported so far are a few tens of thousands. Far above any real writer, it still bounds everything
 * that grows with one writer's entries: the whole list (about 650 bytes an entry: some 160 MB of JSON at the
 * limit, which the query side streams), an entry's share of the day rows, a rebuild's work for one writer.
 * Deleted entries do not count, so a writer at the limit can make room. Entries of a deleted project do not count
 * either (they are listed nowhere); a command that ever brings a project back must check the limit.
 */
export const ENTRIES_PER_WRITER_LIMIT = 250_000;

/**
 * GET /tally without `limit` answers the whole list up to this many entries; a longer one (only possible for a
 * history stored before the limit existed) is refused with a message that says how to page through it.
 */
export const TALLY_LIST_MAX = ENTRIES_PER_WRITER_LIMIT;
