import { expect, test } from 'vitest';
import { securityHeaders } from './security-headers.ts';

test('the headers are worked out once from the options: the policy as given, the rest of helmet\'s defaults', () => {
  const headers = securityHeaders({
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"], upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers).not.toHaveProperty('strict-transport-security');
  expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  expect(headers).not.toHaveProperty('x-powered-by');
});

test('options helmet refuses stop the start instead of serving without the headers', () => {
  expect(() => securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ['self'] } } })).toThrow();
});
