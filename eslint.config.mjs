// typescript-eslint's recommended type-checked rules over every TypeScript file (`npm run lint`,
// part of `npm test`). It needs TypeScript's compiler API, which TypeScript 7 (native) does not
// have: the `typescript` package is 6.0 for this, while `typescript7` type-checks and builds.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'web/dist/**',
      'data/**',
      'test/artifacts/**',
      'test/package/consumer/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // The ports return promises; the memory and SQLite adapters (and async route handlers) are
      // `async` without an `await` so that a throw becomes a rejection, as the port contract says.
      '@typescript-eslint/require-await': 'off',
      // `_`-named and rest-sibling bindings are how we say "deliberately unused" (omitting a field).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read JSON answers as the wire gives them (`any`) and send deliberately ill-typed input;
    // chai's assertions are what check their shape. They also detach methods on purpose (that a
    // port's methods survive it) and patch prototypes. Every other rule holds in tests too.
    files: ['test/**', 'devnet/test/**', 'bench/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
