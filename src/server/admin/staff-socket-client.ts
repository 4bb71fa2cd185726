import { connect } from 'node:net';
import type { StaffCommand } from './staff-command.ts';
import { SOCKET_PATH_MAX, type StaffAnswer } from './staff-socket.ts';

/** How long the command waits for the running server: adding a member takes milliseconds. */
export const ANSWER_TIMEOUT_MS = 15_000;

/**
 * A command of `npm run staff`, sent to the server that holds DATA_DIR through its socket (see
 * staff-socket.ts): what the server printed, or an error in words.
 */
export function sendStaffCommand(path: string, values: StaffCommand, timeoutMs = ANSWER_TIMEOUT_MS): Promise<string> {
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX) {
    return Promise.reject(new Error(`The shop runs on this DATA_DIR, whose path is too long for its socket (${path}): stop the shop, then run the command again`));
  }
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let received = '';
    const finish = (error: Error | undefined, text = '') => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(text);
    };
    const timer = setTimeout(
      () => finish(new Error(`The running shop did not answer within ${timeoutMs / 1000} s (${path}); it may still ${values.command} ${values.email}: look in Équipe before running the command again`)),
      timeoutMs,
    );
    const read = () => {
      let reply: StaffAnswer;
      try {
        reply = JSON.parse(received) as StaffAnswer;
      } catch {
        return finish(new Error(`The running shop gave no answer this command understands (${path}): ${JSON.stringify(received.slice(0, 200))}`));
      }
      if (reply.ok) finish(undefined, reply.text);
      else finish(new Error(reply.error));
    };
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(values)}\n`));
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.includes('\n')) read();
    });
    socket.on('end', read);
    socket.on('error', (error: NodeJS.ErrnoException) => finish(new Error(unreachable(error, path))));
  });
}

function unreachable(error: NodeJS.ErrnoException, path: string): string {
  switch (error.code) {
    case 'ENOENT':
    case 'ECONNREFUSED':
      return `The process that holds DATA_DIR takes no command at ${path}: if the shop is starting, try again once it serves; otherwise stop it first`;
    case 'EACCES':
      return `Not allowed to open ${path}: run the command as the user that runs the shop`;
    default:
      return `Cannot reach the running shop at ${path}: ${error.message}`;
  }
}
