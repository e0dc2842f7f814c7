import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './index.ts';

describe('configuration', () => {
  test('defaults: port 3000, data/ folder, outbox and uploads inside it, no services', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', secureCookies: false, databaseUrl: undefined, redisUrl: undefined });
    expect(c.mailOutboxDir).toBe(`${c.dataDir}/outbox`);
    expect(c.uploadsDir).toBe(`${c.dataDir}/uploads`);
  });

  test('empty values count as unset; https public URLs make cookies Secure', () => {
    const c = loadConfig({ DATABASE_URL: '  ', PUBLIC_URL: 'https://ink.example.com/', PORT: '8080' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe('https://ink.example.com');
    expect(c.secureCookies).toBe(true);
    expect(c.port).toBe(8080);
  });

  test('the ops listener (METRICS_PORT): 9464 when unset, off when empty, 0 for a port the system chooses', () => {
    expect(loadConfig({}).prometheus.port).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '' }).prometheus.port).toBeNull();
    expect(loadConfig({ METRICS_PORT: '0' }).prometheus.port).toBe(0);
    expect(loadConfig({ METRICS_PORT: '9500' }).prometheus.port).toBe(9500);
  });

  test('PROJECTOR_LEAD: all projections unless named; names comma-separated, trimmed, each once', () => {
    expect(loadConfig({}).projectorLead).toBeUndefined();
    expect(loadConfig({ PROJECTOR_LEAD: ' , ' }).projectorLead).toBeUndefined();
    expect(loadConfig({ PROJECTOR_LEAD: ' audit, progress,,audit ' }).projectorLead).toEqual(['audit', 'progress']);
  });

  test('DATABASE_POOL_SIZE: 20 unless set, at least 2', () => {
    expect(loadConfig({}).databasePoolSize).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '6' }).databasePoolSize).toBe(6);
  });

  test('TRUST_PROXY: no proxy is trusted unless named; addresses and CIDR ranges, comma-separated', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, ::1,10.0.0.0/8,fd00::/8' }).trustedProxies).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']);
  });

  test.each([
    [{ METRICS_PORT: 'on' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '65536' }, 'METRICS_PORT'],
    [{ DATABASE_POOL_SIZE: '1' }, 'DATABASE_POOL_SIZE'],
    [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DONATION_URL: 'javascript:alert(1)' }, 'DONATION_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
  ])('%o is refused, naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
