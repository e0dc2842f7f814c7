/** Phrases and formatting several message groups share. */
export const thousands = (n: number): string => n.toLocaleString('en-US');

/** A text field's length limit: "Titles can be at most 100 characters." (the limit from its constant). */
export const atMostCharacters = (what: string, max: number): string => `${what} can be at most ${max} characters.`;

/** The spec asks for a title in two forms (API key name, banner message). */
export const enterTitle = 'Please enter a title.';
/** Goals and leaderboard members filter entries by projects and tags, with the same words (spec §5). */
export const validProjects = 'Please select only valid projects.';
export const validTags = 'Please select only valid tags.';
