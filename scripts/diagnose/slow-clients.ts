// 2,000 connections from one address (127.0.0.2), each sending a body a byte a second, against the
// server as a real process; meanwhile another address (127.0.0.1) asks /api/health every 50 ms. The
// slow client runs in a process of its own, so its work does not slow the health calls' timing.
// Prints how the server dealt with the slow client and health's p50/p99/max; exits 1 when health's
// p99 passes 100 ms or a health call fails.
import { fork } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../../tests/support/server-process.ts';

const SOCKETS = Number(process.env.SOCKETS ?? 2000);
const SECONDS = Number(process.env.SECONDS ?? 40);

if (process.argv[2] === 'slow-client') {
  const port = Number(process.argv[3]);
  const tally = { refused: 0, timedOut: 0, peakOpen: 0 };
  let open = 0;
  const sockets = Array.from({ length: SOCKETS }, () => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
    let answer = '';
    socket.on('connect', () => {
      open += 1;
      tally.peakOpen = Math.max(tally.peakOpen, open);
      socket.write('POST /api/contact HTTP/1.1\r\nHost: shop\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{');
    });
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('error', () => {});
    socket.on('close', () => {
      open -= 1;
      if (answer.startsWith('HTTP/1.1 408')) tally.timedOut += 1;
      else tally.refused += 1;
    });
    return socket;
  });
  const drip = setInterval(() => sockets.forEach((socket) => socket.writable && socket.write(' ')), 1000);
  process.on('message', () => {
    clearInterval(drip);
    sockets.forEach((socket) => socket.destroy());
    process.send!(tally, () => process.exit(0));
  });
} else {
  const server = await startServerProcess({ DATABASE_URL: 'memory://' });
  const port = Number(new URL(server.url).port);
  const attacker = fork(fileURLToPath(import.meta.url), ['slow-client', String(port)]);
  const times: number[] = [];
  let failures = 0;
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    const ok = await new Promise<boolean>((resolve) => {
      // A fresh connection each time, as a new shopper's would be.
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n'));
      let answer = '';
      socket.setTimeout(5000, () => socket.destroy());
      socket.on('data', (chunk) => (answer += String(chunk)));
      socket.on('error', () => resolve(false));
      socket.on('close', () => resolve(answer.startsWith('HTTP/1.1 200')));
    });
    if (!ok) failures += 1;
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const tally = await new Promise<{ refused: number; timedOut: number; peakOpen: number }>((resolve) => {
    attacker.once('message', (message) => resolve(message as never));
    attacker.send('stop');
  });
  server.child.kill('SIGTERM');
  await server.exited;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(
    `slow client (127.0.0.2): ${SOCKETS} sockets, at most ${tally.peakOpen} connected at once; ${tally.refused} closed by the per-client cap, ${tally.timedOut} cut with 408 by the request timeout`,
  );
  console.log(`health (127.0.0.1) over ${SECONDS} s: ${times.length} calls, ${failures} failed, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
  process.exit(failures > 0 || at(0.99) > 100 ? 1 : 0);
}
