import { describe, expect, test } from 'vitest';
import { createHealth, type ReadinessProbes } from './health.ts';

const healthy: ReadinessProbes = {
  database: async () => undefined,
  queue: async () => undefined,
  rateLimits: async () => undefined,
  projections: async () => ({ progress: { lag: 0, failing: false } }),
};

describe('readiness', () => {
  test('not ready while starting, while migrations run and while shutting down, whatever the probes say', async () => {
    const health = createHealth();
    health.useProbes(healthy);
    for (const [phase, reason] of [['starting', 'starting'], ['migrating', 'migrations running'], ['stopping', 'shutting down']] as const) {
      health.setPhase(phase);
      expect(await health.readiness()).toMatchObject({ ready: false, notReady: [reason] });
    }
    health.setPhase('running');
    expect(await health.readiness()).toEqual({
      ready: true, notReady: [], database: 'ok', queue: 'ok', rateLimits: 'ok', projections: { progress: { lag: 0, failing: false } },
    });
  });

  test('names each dependency that does not answer, without its error; a probe that hangs counts as unreachable', { timeout: 10_000 }, async () => {
    const health = createHealth();
    health.setPhase('running');
    health.useProbes({
      database: () => new Promise<void>(() => undefined),
      queue: async () => { throw new Error('connect ECONNREFUSED 10.0.0.7:6379'); },
      rateLimits: async () => { throw new Error('Connection is closed.'); },
      projections: async () => ({}),
    });
    const found = await health.readiness();
    expect(found).toEqual({
      ready: false, notReady: ['database unreachable', 'queue unreachable'],
      database: 'unreachable', queue: 'unreachable', rateLimits: 'unreachable', projections: {},
    });
  });

  test('a process without a queue or a rate-limit Redis says so and is ready without them', async () => {
    const health = createHealth();
    health.setPhase('running');
    const { queue: _queue, rateLimits: _rateLimits, ...withoutRedis } = healthy;
    health.useProbes(withoutRedis);
    expect(await health.readiness()).toMatchObject({ ready: true, queue: 'none', rateLimits: 'none' });
  });
});
