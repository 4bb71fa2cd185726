import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The tag index.html loads the boot script with (public/boot.js: the page's language and direction). */
export const BOOT_SCRIPT_TAG = '<script src="/boot.js"></script>';

export interface InlineScript {
  /** The script element to write into the page in place of BOOT_SCRIPT_TAG. */
  element: string;
  /** Its CSP source: the hash that allows this script, and no other inline one. */
  cspSource: string;
}

/**
 * The boot script written into each page rather than fetched: as a file it was a request the first
 * paint waited for (a round trip on a phone network). The CSP allows it by its hash.
 */
export function inlineBootScript(webDir: string | undefined): InlineScript | undefined {
  const file = webDir && join(webDir, 'boot.js');
  if (!file || !existsSync(file)) return undefined;
  const source = readFileSync(file, 'utf8');
  if (/<\/script/i.test(source)) throw new Error('boot.js cannot be written inline: it contains </script');
  return { element: `<script>${source}</script>`, cspSource: `'sha256-${createHash('sha256').update(source).digest('base64')}'` };
}
