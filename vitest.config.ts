import babel from '@rolldown/plugin-babel'
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    // Property tests (fast-check, a hundred runs each) and the image encodes are CPU-bound: on the
    // two-core machine, with a build or the browser suite beside them, 5 s was not always enough
    // (two property tests timed out in a CI run at three times their usual duration). A hang still
    // fails, at 30 s.
    testTimeout: 30_000,
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
    projects: [
      // The pure core keeps no state between calls (no I/O, no process state, no timers of its
      // own), so its test files share the modules they import in each worker instead of importing
      // them again per file: the whole unit suite takes 40 s instead of 65 on the two-core machine.
      { extends: true, test: { name: 'core', include: ['src/**/*.test.ts'], isolate: false } },
      // The server's pieces hold state by design (the HTML cache, the collector's database):
      // each file gets its own modules.
      // Server modules that use Lingui's macros (feeds, page titles) are compiled as the build does.
      { extends: true, plugins: [babel({ presets: [linguiTransformerBabelPreset()] })], test: { name: 'server', include: ['tests/unit/**/*.test.ts'] } },
    ],
  },
})
