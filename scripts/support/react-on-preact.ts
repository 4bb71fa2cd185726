// The app is written against React's API and drawn by Preact (preact/compat): about 11 KB gzip of
// code instead of React DOM's 66, for issue 9's budget of 150 KB of JavaScript on the home page.
import type { Alias, Plugin } from 'vite';

/** Every import of react or react-dom, ours or a library's, resolves to Preact's compatibility layer. */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * react-aria builds its collections (tabs, list boxes, menus) by rendering items into a stand-in
 * document of its own, shaped to what React DOM calls. Preact calls two things more: the document's
 * createElementNS and a node's remove(). They are added here, at build time, to react-aria's own
 * file; the build fails if that file no longer has the shape this relies on.
 */
export function reactAriaCollectionsOnPreact(): Plugin {
  const file = /react-aria\/dist\/private\/collections\/Document\.mjs$/;
  const additions: [anchor: RegExp, added: string][] = [
    // The base node class: its iterator is its first method.
    [/(\n {4}\*\[Symbol\.iterator\]\(\) \{)/, '\n    remove() {\n        this.parentNode?.removeChild(this);\n    }$1'],
    // The document class: elements are created by createElement(type).
    [/(\n {4}createElement\(type\) \{)/, '\n    createElementNS(namespace, type) {\n        return this.createElement(type);\n    }$1'],
  ];
  const name = 'react-aria-collections-on-preact';
  const transform = (code: string, id: string) => {
    if (!file.test(id.split('?')[0]!)) return;
    let patched = code;
    for (const [anchor, added] of additions) {
      if ((patched.match(new RegExp(anchor, 'g')) ?? []).length !== 1) {
        throw new Error(`react-aria's collection document changed shape (${anchor}): check its fit with Preact again`);
      }
      patched = patched.replace(anchor, added);
    }
    return { code: patched, map: null };
  };
  return {
    name,
    enforce: 'pre',
    transform,
    // The dev server bundles libraries apart, running no Vite plugin: the same fit goes there too.
    // Given last, after prefresh's config hook, which otherwise finds the bundler's options under
    // two names and warns about it on every start.
    config: { order: 'post', handler: () => ({ optimizeDeps: { rolldownOptions: { plugins: [{ name, transform }] } } }) },
  };
}

/**
 * In `npm run dev`, prefresh swaps an edited component in place, and makes each module that draws
 * one the end of its hot update. Two kinds of such modules are reloaded whole instead:
 * - a route file: the router's own hot update puts the route's old component back, and prefresh
 *   does not always win that race; the old page then stays on screen with no error;
 * - a module that also exports something other than a component (`buttonClass`, a hook): modules
 *   importing it would keep the old one. React's refresh reloads these too.
 */
export function reloadWholeWhatRefreshCannotSwap(routesDirectory: string): Plugin {
  return {
    name: 'reload-whole-what-refresh-cannot-swap',
    apply: 'serve',
    async hotUpdate({ file, modules, read }) {
      if (this.environment.name !== 'client' || !modules.some((module) => module.isSelfAccepting)) return;
      const isRoute = file.startsWith(routesDirectory);
      if (!isRoute && (!/\.[jt]sx?$/.test(file) || exportsOnlyComponents(await read()))) return;
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}

/** Whether every name a module exports is a component's, by React's convention of a capital first letter. */
export function exportsOnlyComponents(source: string): boolean {
  if (/^export\s*\*/m.test(source)) return false;
  const declared = [...source.matchAll(/^export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm)].map((match) => match[1]!);
  const listed = [...source.matchAll(/^export\s*\{([^}]*)\}/gm)]
    .flatMap((match) => match[1]!.split(',').map((entry) => entry.trim()))
    .filter((entry) => entry && !entry.startsWith('type '))
    .map((entry) => entry.split(/\s+as\s+/).at(-1)!);
  return [...declared, ...listed].every((name) => /^[A-Z]/.test(name));
}
