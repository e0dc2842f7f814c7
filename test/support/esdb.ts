import { spawnSync } from 'node:child_process';
import http from 'node:http';

/**
 * Where the EventStoreDB contract suite finds a server: ESDB_URL when set; else, when a Docker engine answers, a
 * throwaway container started with testcontainers; else nowhere, and the suite says it was skipped.
 */
export type EsdbServerSource = { kind: 'url'; url: string } | { kind: 'docker' };

export interface EsdbServer {
  url: string;
  stop(): Promise<void>;
}

export const ESDB_SKIPPED = 'EventStoreDB contract suite against a real server skipped (it ran on the in-memory stand-in only): set ESDB_URL (e.g. esdb://127.0.0.1:2113?tls=false) or run a Docker engine';

/** The server image tested against: 24.10 is the last EventStoreDB release under that name (later ones are KurrentDB). */
const ESDB_IMAGE = 'eventstore/eventstore:24.10';
const ESDB_PORT = 2113;
const DOCKER_SOCKET = '/var/run/docker.sock';
const DOCKER_ANSWER_MS = 5_000;
const CONTAINER_START_MS = 120_000;

function dockerCliAnswers(): boolean {
  const result = spawnSync('docker', ['info'], { stdio: 'ignore', timeout: DOCKER_ANSWER_MS });
  return result.status === 0;
}

function dockerSocketAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ socketPath: DOCKER_SOCKET, path: '/_ping', timeout: DOCKER_ANSWER_MS }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

export async function findEsdbServer(env: NodeJS.ProcessEnv = process.env): Promise<EsdbServerSource | null> {
  const url = env.ESDB_URL?.trim();
  if (url) return { kind: 'url', url };
  if (dockerCliAnswers() || await dockerSocketAnswers()) return { kind: 'docker' };
  return null;
}

/** The server to test against: the given one as is, or a fresh in-memory single node in a container. */
export async function startEsdbServer(source: EsdbServerSource): Promise<EsdbServer> {
  if (source.kind === 'url') return { url: source.url, stop: async () => undefined };
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer(ESDB_IMAGE)
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_CLUSTER_SIZE: '1',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
    })
    .withExposedPorts(ESDB_PORT)
    .withWaitStrategy(Wait.forHttp('/health/live', ESDB_PORT).forStatusCodeMatching((code) => code >= 200 && code < 300))
    .withStartupTimeout(CONTAINER_START_MS)
    .start();
  return {
    url: `esdb://${container.getHost()}:${container.getMappedPort(ESDB_PORT)}?tls=false`,
    stop: async () => { await container.stop(); },
  };
}
