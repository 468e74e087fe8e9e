import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
})
