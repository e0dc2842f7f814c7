export { createHttpServer, BODY_LIMIT, type HttpServerOptions } from './server.ts';
export { RawJson } from './raw-json.ts';
export { registerRoute, resolveCaller, validationMessage, type RouteContext, type RouteHandler, type RouteOptions } from './route.ts';
export { ServiceBusyError, TooManyRequestsError, WriteNotVisibleError, type PendingResource } from './errors.ts';
export { registerRateLimits, type RateLimitOptions } from './rate-limits.ts';
export { SESSION_COOKIE, bearerToken, type AuthResolvers, type Caller } from './auth.ts';
export { createAuthCache, type AuthCacheOptions, type CallerLookup, type FoundCaller, type UsageWriter } from './auth-cache.ts';
export { parseQueryString } from './querystring.ts';
export { readSingleFile, MULTIPART_LIMITS } from './upload.ts';
