/**
 * Test projects (issue 2 §7): unit (pure logic, web and functions), infra (CDK template and cdk-nag),
 * and stack (integration and browser tests against one local stack started by the global setup).
 */
import { defineConfig } from 'vitest/config';
import { icuCatalogues } from './shared/i18n/vite-plugin';

export default defineConfig({
  test: {
    projects: [
      {
        // Catalogues arrive parsed, as in the web build (issue 41).
        plugins: [icuCatalogues()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'web/src/**/*.test.ts', 'functions/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Synth and the bundle-size test both run esbuild on every function; side by side on two cores
          // they starve each other past the synth timeout.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'stack',
          include: ['tests/integration/**/*.test.ts', 'tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/stack-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: one worker keeps DynamoDB Local, Chromium and the handlers from starving each other.
          maxWorkers: 1,
          // A loaded 2-core machine can take more than the default second for a write to show up.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
