import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * At most `perClient` open connections from one address: past it, a new connection is closed at once,
 * before a byte is read, so one client holding sockets open (slowly sent bodies, idle keep-alives)
 * cannot take the process's file descriptors from the others. Off (0) behind a trusted proxy, where
 * every connection comes from the proxy's address and the proxy is the one to cap clients.
 */
export function capConnectionsPerClient(server: Server, perClient: number): void {
  if (perClient <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
