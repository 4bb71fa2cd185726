import { connect } from 'node:net';
import type { StaffCommand } from './staff-command.ts';
import { SOCKET_PATH_MAX, type StaffAnswer } from './staff-socket.ts';

/** How long the command waits for the running server: adding a member takes milliseconds. */
export const ANSWER_TIMEOUT_MS = 15_000;

/** How long `npm run backup` waits for the running server's backup: its whole database, tarred and gzipped. */
export const BACKUP_TIMEOUT_MS = 10 * 60_000;

/**
 * A command of `npm run staff`, sent to the server that holds DATA_DIR through its socket (see
 * staff-socket.ts): what the server printed, or an error in words.
 */
export async function sendStaffCommand(path: string, values: StaffCommand, timeoutMs = ANSWER_TIMEOUT_MS): Promise<string> {
  const late = `The running shop did not answer within ${timeoutMs / 1000} s (${path}); it may still ${values.command} ${values.email}: look in Équipe before running the command again`;
  return (await sendCommand(path, values, timeoutMs, late)).text;
}

/** `npm run backup`'s request to the server that holds DATA_DIR: the path of the backup it wrote. */
export async function sendBackupCommand(path: string, timeoutMs = BACKUP_TIMEOUT_MS): Promise<{ text: string; file: string }> {
  const answer = await sendCommand(path, { command: 'backup' }, timeoutMs, `The running shop did not finish its backup within ${timeoutMs / 1000} s (${path})`);
  if (!answer.file) throw new Error(`The running shop takes no backup command (${path}): is it an older version?`);
  return { text: answer.text, file: answer.file };
}

function sendCommand(path: string, request: object, timeoutMs: number, late: string): Promise<{ text: string; file?: string }> {
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX) {
    return Promise.reject(new Error(`The shop runs on this DATA_DIR, whose path is too long for its socket (${path}): stop the shop, then run the command again`));
  }
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let received = '';
    const finish = (error: Error | undefined, answer: { text: string; file?: string } = { text: '' }) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(answer);
    };
    const timer = setTimeout(() => finish(new Error(late)), timeoutMs);
    const read = () => {
      let reply: StaffAnswer;
      try {
        reply = JSON.parse(received) as StaffAnswer;
      } catch {
        return finish(new Error(`The running shop gave no answer this command understands (${path}): ${JSON.stringify(received.slice(0, 200))}`));
      }
      if (reply.ok) finish(undefined, { text: reply.text, ...(reply.file ? { file: reply.file } : {}) });
      else finish(new Error(reply.error));
    };
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
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
