/**
 * Where support mail goes. Set VITE_CONTACT_EMAIL when building for a real deployment; the fallback is a
 * reserved example domain, so an unconfigured build never sends mail to a stranger.
 */
const configured: unknown = import.meta.env.VITE_CONTACT_EMAIL;
export const CONTACT_EMAIL = typeof configured === 'string' && configured.includes('@') ? configured : 'support@inkpace.example';
