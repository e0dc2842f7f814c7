/** The query parameter that opens the projects page with its New Project form open (e.g. from the progress dialog). */
export const NEW_PROJECT_PARAM = 'new';
export const NEW_PROJECT_HREF = `/projects?${NEW_PROJECT_PARAM}`;
