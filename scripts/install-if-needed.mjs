// `npm run serve`'s first step: `npm ci` only when node_modules was not installed from this
// package-lock.json (a stamp of the lock's hash, written after the install), so serving again after
// a change to the code does not reinstall every package.
import { createHash } from 'node:crypto'
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const STAMP = 'node_modules/.installed-lock-sha256'
const lock = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex')
if (existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === lock) {
  console.log('node_modules matches package-lock.json: no install needed')
} else {
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' })
  writeFileSync(STAMP, `${lock}\n`)
}
