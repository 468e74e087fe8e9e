/**
 * The Node.js versions the server runs on. The attribution collector keeps its rows in Node's
 * built-in `node:sqlite`, which Node 22.13 and 23.4 were the first to offer without a flag: on an
 * older Node the site started and then responded to every attribution post with a 500. The server's
 * start-up plugin refuses such a Node in one line instead (`app/server/http/lifecycle.server.ts`), and
 * `package.json`'s `engines` states the same range (a unit test holds the two together).
 */

/** The supported range as npm's `engines` writes it. */
export const SUPPORTED_NODE_RANGE = '^22.13.0 || >=23.4.0'

/** The first minor of each major line that has `node:sqlite` unflagged; later majors all have it. */
const FIRST_MINOR: Readonly<Record<number, number>> = { 22: 13, 23: 4 }
const OLDEST_MAJOR = 22
const NEWEST_LISTED_MAJOR = 23

/** Whether `version` (`process.versions.node`, e.g. `22.23.3`) is in the supported range. */
export function isSupportedNode(version: string): boolean {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version)
  if (!match) return false
  const major = Number(match[1])
  const minor = Number(match[2])
  if (major < OLDEST_MAJOR) return false
  if (major > NEWEST_LISTED_MAJOR) return true
  return minor >= (FIRST_MINOR[major] ?? Infinity)
}

/** The one line a server on an unsupported Node prints before it exits; none when `version` is fine. */
export function nodeVersionProblem(version: string): string | undefined {
  if (isSupportedNode(version)) return undefined
  return (
    `Unsupported Node.js ${version}: this server needs Node.js 22.13 or newer on the 22 line, or 23.4 or newer ` +
    `(${SUPPORTED_NODE_RANGE}), for the built-in node:sqlite that keeps visitor attribution. ` +
    'Start it with `npm start`, which runs the Node the project installs, or install a newer Node.'
  )
}
