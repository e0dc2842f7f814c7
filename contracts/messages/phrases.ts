/** Phrases and formatting several message groups share. */
export const thousands = (n: number): string => n.toLocaleString('en-US');

/** The spec asks for a title in two forms (API key name, banner message). */
export const enterTitle = 'Please enter a title.';
/** Goals and leaderboard members filter entries by projects and tags, with the same words (spec §5). */
export const validProjects = 'Please select only valid projects.';
export const validTags = 'Please select only valid tags.';
