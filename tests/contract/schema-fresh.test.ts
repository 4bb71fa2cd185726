import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('openapi/schema.d.ts is what `npm run gen:api` makes of openapi/openapi.yaml', () => {
  const dir = mkdtempSync(join(tmpdir(), 'schema-'));
  try {
    const out = join(dir, 'schema.d.ts');
    execFileSync('node_modules/.bin/openapi-typescript', ['openapi/openapi.yaml', '-o', out], { stdio: 'pipe' });
    expect(readFileSync('openapi/schema.d.ts', 'utf8'), 'run npm run gen:api and commit the result').toBe(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
