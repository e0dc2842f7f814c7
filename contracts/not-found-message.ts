/**
 * The 404 page's sentence (also `messages.notFoundPage`), in a module of its own: the 404 page is in the web app's
 * entry chunk, and bundlers keep the whole `messages` object once anything of it is used, which would bring every
 * message of the product into the home page's download.
 */
export const NOT_FOUND_PAGE = "Not sure why you're here. Maybe you're meant to be somewhere else?";
