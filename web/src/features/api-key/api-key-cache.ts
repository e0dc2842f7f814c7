import { apiKeyRoutes } from '@inkpace/contracts/api/api-key';
import { call } from '../../app/api.ts';

/** Cache key of the API-key list; invalidate it after creating or deleting a key. */
export const API_KEYS_KEY = 'api-keys';
export const loadApiKeys = () => call(apiKeyRoutes.list);
