import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'openapi/schema.d.ts', 'src/web/routeTree.gen.ts', 'test-results', 'playwright-report', '**/*.tmp.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Who may import whom (../shared/design.md): domain nothing of ours, content (the shop's contact
      // details and cities) only the domain, the translated texts (src/i18n) only those two, machines
      // only the domain, the web never the server, the server never the
      // web, and of the machines only the fulfilment rule, which it applies to every order.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/domain', from: ['./src/web', './src/server', './src/content', './src/i18n', './machines', './openapi'], message: 'src/domain imports nothing of ours' },
            { target: './src/content', from: ['./src/web', './src/server', './src/i18n', './machines', './openapi'], message: 'src/content holds the shop\'s details: it imports only src/domain' },
            { target: './src/i18n', from: ['./src/web', './src/server', './machines', './openapi'], message: 'src/i18n holds texts: it imports only src/domain and src/content' },
            { target: './machines', from: ['./src/web', './src/server', './openapi'], message: 'machines import only src/domain' },
            { target: './src/web', from: './src/server', message: 'the web never imports the server' },
            { target: './src/server', from: './src/web', message: 'the server never imports the web' },
            { target: './src/server', from: './machines', except: ['./fulfilment.ts'], message: 'of the machines, the server imports only the fulfilment rule' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // A table wider than a phone scrolls inside a named region the keyboard can reach (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // The browser's data layer: each feature's api.ts names its calls (placeOrder, listOrders, …);
    // views, routes and machines call those, never the generated client's methods. Calls that load
    // in another bundle than the rest of a feature's (the first page's) sit in a folder's api.ts.
    files: ['src/web/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: ['src/web/**/api.ts', 'src/web/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/]",
          message: 'Call the API through a named function of an api.ts (the data layer), not the client directly.',
        },
      ],
    },
  },
);
