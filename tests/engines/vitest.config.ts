import { defineConfig } from 'vitest/config'

// The engine suite (tests/engines/, ADR 047): `npm run test:engines`, after the Playwright suite in
// `npm test`, against the production build in .output.
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
