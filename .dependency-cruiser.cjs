// dependency-cruiser (`npm run lint`): no import cycle in app/ or src/, type-only imports included
// (a cycle of types still ties its modules into one unit to read, test and change). The generated
// route tree and the router that reads it are the one pair allowed: TanStack generates that link.
// tests/unit/lint.test.ts proves the rule fails on a cycle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Import cycles make modules inseparable. Move the shared piece (often a type) into a module both sides import.',
      from: { path: '^(app|src)/' },
      to: {
        circular: true,
        // Reported unless every module on the cycle is one of the allowed pair.
        via: { pathNot: '^app/(router\\.tsx|routeTree\\.gen\\.ts)$' },
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.output|\\.tanstack)/' },
    // Type-only imports are edges too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    combinedDependencies: false,
  },
}
