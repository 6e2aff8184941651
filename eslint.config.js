// Lint for the whole repository (issue 2 §7: 0 warnings). typescript-eslint's recommended rules for all
// TypeScript, React hooks rules for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'cdk.out', '.local', 'coverage', '.build'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Schemas are written with zod/mini, configured once in shared/schemas/zod.ts (decisions I19): classic
      // zod cannot be tree-shaken (~95 KB in every Lambda), and mini without that module's English
      // locale answers "Invalid input" for every default message.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/.*)?$',
              allowTypeImports: false,
              message: "Import `* as z` from shared/schemas/zod (zod/mini with its English messages), not from zod itself.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server's ground floor (issue 36): functions/src/lib depends on nothing above it, so handlers →
    // services → data → lib stays a one-way street. (Repeats the zod rule: a later block replaces the option.)
    files: ['functions/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/.*)?$',
              allowTypeImports: false,
              message: 'Import `* as z` from shared/schemas/zod (zod/mini with its English messages), not from zod itself.',
            },
            {
              regex: '^(\\.\\./)+(data|services|handlers)(/|$)',
              message: 'functions/src/lib is the ground floor: it imports nothing from data/, services/ or handlers/. Move what it needs down, or move the module up.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/schemas/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
