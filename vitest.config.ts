import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // Property tests (fast-check, a hundred runs each) and the image encodes are CPU-bound: on the
    // two-core machine, with a build or the browser suite beside them, 5 s was not always enough
    // (two property tests timed out in a CI run at three times their usual duration). A hang still
    // fails, at 30 s.
    testTimeout: 30_000,
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
})
