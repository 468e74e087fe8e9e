import { nodeVersionProblem } from '#src/config/node-version'

/**
 * Imported first by the Node server's entry: on a Node.js without an unflagged `node:sqlite` the
 * server used to start and answer every attribution post with a 500; now it refuses to start, in
 * one line naming the version and the fix (`src/config/node-version.ts`). npm only warns about
 * `engines`, and an operator may run `node .output/server/index.mjs` with any Node on the host.
 */
const problem = nodeVersionProblem(process.versions.node)
if (problem) {
  console.error(problem)
  process.exit(1)
}

export {}
