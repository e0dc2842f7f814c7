export { listApiKeys, getApiKey } from './queries.ts';
