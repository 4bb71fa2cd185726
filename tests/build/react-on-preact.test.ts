// react-aria's stand-in document for collections, as the build gives it to Preact
// (scripts/support/react-on-preact.ts): the real file from node_modules, patched and then used the way
// Preact uses a parent DOM node.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactAriaCollectionsOnPreact } from '../../scripts/support/react-on-preact.ts';

const FILE = join(import.meta.dirname, '../../node_modules/react-aria/dist/private/collections/Document.mjs');
const plugin = reactAriaCollectionsOnPreact();
const transform = (code: string, id: string) =>
  (plugin.transform as (code: string, id: string) => { code: string } | undefined).call({} as never, code, id);

interface FakeNode {
  parentNode: FakeNode | null;
  firstChild: FakeNode | null;
  appendChild(child: FakeNode): void;
  remove(): void;
}

describe('react-aria collections under Preact', () => {
  it('the stand-in document creates elements by namespace and its nodes remove themselves', async () => {
    const patched = transform(readFileSync(FILE, 'utf8'), FILE)!.code;
    const copy = join(mkdtempSync(join(tmpdir(), 'aria-doc-')), 'Document.mjs');
    writeFileSync(copy, patched.replace(/^\/\/# sourceMappingURL=.*$/m, ''));
    const { Document } = (await import(pathToFileURL(copy).href)) as { Document: new (collection: unknown) => FakeNode & { createElementNS(ns: string, type: string): FakeNode } };
    const collection = { clone: () => collection };
    const doc = new Document(collection);
    const item = doc.createElementNS('http://www.w3.org/1999/xhtml', 'item');
    doc.appendChild(item);
    expect(item.parentNode).toBe(doc);
    item.remove();
    expect(item.parentNode).toBeNull();
    expect(doc.firstChild).toBeNull();
  });

  it('leaves other files alone, and stops the build when the file no longer has the expected shape', () => {
    expect(transform('export const x = 1;', '/node_modules/react-aria/dist/private/collections/Other.mjs')).toBeUndefined();
    expect(() => transform('class A {}', '/node_modules/react-aria/dist/private/collections/Document.mjs')).toThrow(/changed shape/);
  });
});
