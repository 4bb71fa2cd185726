import { connect, createServer, type Server } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 to host:port that holds every chunk for half of `roundTripMs` each way:
 * a database on the same machine behaves like one across a network.
 */
export async function startSlowLink(host: string, port: number, roundTripMs: number): Promise<{ port: number; close: () => Promise<void> }> {
  const delay = roundTripMs / 2;
  const server: Server = createServer((client) => {
    const upstream = connect(port, host);
    // Timers of one duration fire in the order they were set: the bytes stay in order.
    client.on('data', (chunk) => setTimeout(() => upstream.write(chunk), delay));
    upstream.on('data', (chunk) => setTimeout(() => client.write(chunk), delay));
    client.on('close', () => setTimeout(() => upstream.end(), delay));
    upstream.on('close', () => setTimeout(() => client.end(), delay));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
