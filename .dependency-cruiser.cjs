// dependency-cruiser (`npm run lint`): no import cycle in app/ or src/, type-only imports included
// (a cycle of types still ties its modules into one unit to read, test and change). The generated
// route tree and the router that reads it are the one pair allowed: TanStack generates that link.
// Server code (app/server/) builds data, never UI: it imports no component module.
// tests/unit/lint.test.ts proves each rule fails on a fixture that breaks it.
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
    {
      name: 'no-server-to-components',
      severity: 'error',
      comment:
        'Server code imports no component module (and with it React and the browser). Move what both need, such as a mapper of data, into src/ or app/lib/.',
      from: { path: '^app/server/' },
      to: { path: '^app/components/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.output|\\.tanstack)/' },
    // Type-only imports are edges too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    combinedDependencies: false,
  },
}
