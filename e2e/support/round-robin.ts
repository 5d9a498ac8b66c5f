import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A load balancer for tests: each request goes to the next of `targets` in turn. */
export interface RoundRobin {
  readonly url: string;
  /** How many requests each target got, in the order of `targets`. */
  readonly counts: readonly number[];
  close(): Promise<void>;
}

export async function startRoundRobin(targets: readonly string[]): Promise<RoundRobin> {
  const counts = targets.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(targets[index]!);
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
