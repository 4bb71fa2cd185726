// npm run staff -- add someone@example.com --role owner: gives an address access to the back office
// and prints its invitation code. On the embedded database, stop the shop first (its folder is locked
// by the running server); on PostgreSQL (DATABASE_URL) it can run beside the servers.
import { addStaffByCommand, parseStaffCommand } from '../src/server/admin/staff-command.ts';
import { signingSecret } from '../src/server/auth/secrets.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';

let values: ReturnType<typeof parseStaffCommand>;
try {
  values = parseStaffCommand(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const config = loadConfig(process.env);
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  database = await openDatabase(config);
  console.log(await addStaffByCommand(database.db, await signingSecret(database.db, config.jwtSecret), values, config.publicUrl));
  await database.flush();
} catch (error) {
  console.error(`Cannot add ${values.email}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database?.close();
}
