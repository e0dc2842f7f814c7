import net from 'node:net';

export interface CuttableProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
}

/**
 * A TCP proxy to a test server (PostgreSQL, Redis) that the test can cut (stop listening, drop every connection) and
 * restore, so "the database (or Redis) is unreachable" is real for the app without stopping the server other tests use.
 */
export async function startCuttableProxy(target: { host: string; port: number } | { socketPath: string }): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = 'socketPath' in target ? net.connect(target.socketPath) : net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
  const port = await listen(0);
  return {
    port,
    cut: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    }),
    restore: async () => void (await listen(port)),
  };
}
