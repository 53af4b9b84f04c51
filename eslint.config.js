import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';

/** A hex colour (#fff, #7350ff, #7350ff80) or an rgb()/rgba() one, alone or inside a gradient or shadow. */
const colourLiteral = String.raw`/(^|[\s,(])#[0-9a-fA-F]{3,8}\b|rgba?\(/`;
const colourMessage =
  "A colour belongs in the theme's palette (app/theme.ts): use a token, e.g. bgcolor: 'surface.raised'.";

/** A path of our API (the first segments of packages/shared/src/endpoints): the web calls it by its declaration. */
const apiPath = String.raw`/^\/(users|v1|settings|newsletter|crypto)(\/|$|\?)|^\/[\w-]+\.json$/`;
const apiPathMessage =
  'Call the declared endpoint with api(endpoint, input) (@dappx/shared/endpoints/<feature>); no path is restated in the web app.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/contracts/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A } from 'm'` still loads m (verbatimModuleSyntax keeps the import): a page that
      // wanted a type only downloaded and ran m's code, zod's schemas among it.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', '**/bench/**', 'apps/server/src/cli.ts', '**/*.config.ts', '**/e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': [
        'warn',
        { allowConstantExport: true, allowExportNames: ['useNotify', 'useSearchText'] },
      ],
    },
  },
  {
    // The web app's colours are theme tokens (apps/web/src/app/theme.ts), not hex or rgb() literals.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/app/theme.ts',
      // Other companies' marks, drawn in their own colours.
      'apps/web/src/components/dialogs/store-glyphs.tsx',
      // The demo wallet's icon: an image handed to wallet pickers, outside the theme.
      'apps/web/src/lib/wallet/burner-wallet.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${colourLiteral}]`, message: colourMessage },
        { selector: `TemplateElement[value.raw=${colourLiteral}]`, message: colourMessage },
        { selector: `Literal[value=${apiPath}]`, message: apiPathMessage },
        { selector: `TemplateElement[value.raw=${apiPath}]`, message: apiPathMessage },
      ],
    },
  },
);
