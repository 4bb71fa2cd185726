// npm run staff -- add someone@example.com --role owner: gives an address access to the back office
// and prints its invitation code and the pages to open; `disable EMAIL` ends a member's sessions and
// access at once, `enable EMAIL` gives it back. It runs beside the shop: on PostgreSQL
// (DATABASE_URL) it writes to the database; on the embedded one it opens DATA_DIR itself when no shop
// runs there, and otherwise has the running shop run the command, through DATA_DIR/staff.sock
// (src/server/admin/staff-socket.ts), since the shop holds the folder locked.
import { parseStaffCommand, runStaffCommand } from '../../src/server/admin/staff-command.ts';
import { sendStaffCommand } from '../../src/server/admin/staff-socket-client.ts';
import { staffSocketPath } from '../../src/server/admin/staff-socket.ts';
import { signingSecret } from '../../src/server/auth/secrets.ts';
import { loadConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { DataDirLockedError } from '../../src/server/db/data-dir-lock.ts';

let values: ReturnType<typeof parseStaffCommand>;
try {
  values = parseStaffCommand(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const config = loadConfig(process.env);

/** What to print: the command run in the database, or by the shop that holds it. */
async function runCommand(): Promise<string> {
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) return sendStaffCommand(staffSocketPath(config.dataDir), values);
    throw error;
  }
  try {
    const text = await runStaffCommand(database.db, await signingSecret(database.db, config.jwtSecret), values, config.publicUrl);
    await database.flush();
    return text;
  } finally {
    await database.close();
  }
}

try {
  console.log(await runCommand());
} catch (error) {
  console.error(`Cannot ${values.command} ${values.email}: ${(error as Error).message}`);
  process.exitCode = 1;
}
