/** The public pages, as other features reach them: the 404 page (a profile that is not there shows it too). */
export { NotFoundPage } from './not-found-page.tsx';
