// npm run observatory: scores pages of the production build with the MDN HTTP
// Observatory's own retriever, tests and grader, and exits 1 unless every one is A+. Not part of
// `npm test` or CI: it installs the Observatory (from the npm registry) into .observatory/ the first
// time. It cannot be a devDependency: it depends on pg-native, whose install compiles against
// libpq, so its install scripts are skipped here (the analyzer needs none of them).
//
// The Observatory asks http:// and https:// of a host. The site's TLS sits in front of it (a CDN or
// proxy, docs/deploys.md), so this script plays that front on loopback: an https proxy with a
// self-signed certificate (made with openssl, trusted through NODE_EXTRA_CA_CERTS) and an http
// listener that redirects to it, in front of `node .output/server/index.mjs` with an https SITE_URL.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { waitForServer } from './wait-for-server.ts'

const VERSION = '1.4.8'
const DIR = resolve('.observatory')
const PACKAGE = join(DIR, 'node_modules/@mdn/mdn-http-observatory')
const ORIGIN_PORT = Number(process.env.OBSERVATORY_PORT ?? 40750)
const HTTPS_PORT = ORIGIN_PORT + 1
const HTTP_PORT = ORIGIN_PORT + 2
// The root (personal: cached, and served with its own private headers, ADR 035) and two public
// pages, each asked twice: the second time each is an HTML cache hit, written by the main thread.
const PATHS = ['/', '/ru/pricing', '/jp/blog']

if (process.argv[2] === '--scan') {
  await scanAll()
} else {
  await main()
}

async function main() {
  if (!existsSync('.output/server/index.mjs')) exitWithError('no build: run `npm run build` first')
  install()
  const server = spawn(process.execPath, ['.output/server/index.mjs'], {
    env: { ...process.env, PORT: String(ORIGIN_PORT), HOST: '127.0.0.1', SITE_URL: `https://localhost:${HTTPS_PORT}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const front = https
    .createServer({ key: readFileSync(join(DIR, 'key.pem')), cert: readFileSync(join(DIR, 'cert.pem')) }, (req, res) => {
      const upstream = http.request(
        { host: '127.0.0.1', port: ORIGIN_PORT, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-proto': 'https' } },
        (response) => {
          res.writeHead(response.statusCode ?? 502, response.rawHeaders)
          response.pipe(res)
        },
      )
      upstream.on('error', () => res.writeHead(502).end())
      req.pipe(upstream)
    })
    .listen(HTTPS_PORT, '127.0.0.1')
  const redirect = http
    .createServer((req, res) => res.writeHead(301, { location: `https://localhost:${HTTPS_PORT}${req.url}` }).end())
    .listen(HTTP_PORT, '127.0.0.1')
  try {
    await waitForServer(`http://127.0.0.1:${ORIGIN_PORT}/robots.txt`, server).catch(() => exitWithError(`the server did not start on port ${ORIGIN_PORT}`))
    // NODE_EXTRA_CA_CERTS is read when a process starts: the scan runs in a child that trusts the certificate.
    const scan = spawn(process.execPath, [process.argv[1], '--scan'], { env: { ...process.env, NODE_EXTRA_CA_CERTS: join(DIR, 'cert.pem') }, stdio: 'inherit' })
    const [code] = await new Promise((done) => scan.on('exit', (...args) => done(args)))
    process.exitCode = code ?? 1
  } finally {
    front.close()
    redirect.close()
    server.kill()
  }
}

/** The Observatory at VERSION in .observatory/, without install scripts, and a certificate for localhost. */
function install() {
  mkdirSync(DIR, { recursive: true })
  const installed = existsSync(join(PACKAGE, 'package.json')) && JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')).version === VERSION
  if (!installed) {
    console.log(`installing @mdn/mdn-http-observatory@${VERSION} into .observatory/ …`)
    writeFileSync(join(DIR, 'package.json'), '{ "private": true }\n')
    execFileSync('npm', ['install', '--prefix', DIR, '--ignore-scripts', '--no-audit', '--no-fund', '--no-save', `@mdn/mdn-http-observatory@${VERSION}`], {
      stdio: 'inherit',
    })
  }
  // Its install script downloads the HSTS preload list; loopback is on no such list.
  const preload = join(PACKAGE, 'conf/hsts-preload.json')
  if (!existsSync(preload)) writeFileSync(preload, '{}\n')
  if (!existsSync(join(DIR, 'cert.pem'))) {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '3650',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        join(DIR, 'key.pem'),
        '-out',
        join(DIR, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
  }
}

/** The scanner's own scoring (src/scanner/index.js), on the retriever given the front's ports. */
async function scanAll() {
  const load = (path) => import(pathToFileURL(join(PACKAGE, path)).href)
  const { retrieve } = await load('src/retriever/retriever.js')
  const { ALL_TESTS, NUM_TESTS } = await load('src/constants.js')
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('src/grader/charts.js')
  const { getGradeForScore, getScoreModifier } = await load('src/grader/grader.js')
  const rows = []
  for (const path of PATHS) {
    for (const round of [1, 2]) {
      const retrieved = await retrieve('localhost', { httpPort: HTTP_PORT, httpsPort: HTTPS_PORT, path })
      if (!retrieved.responses.auto) exitWithError(`no response for ${path}`)
      let withExtraCredit = 100
      let uncurved = 100
      let passed = 0
      const results = []
      for (const result of ALL_TESTS.map((test) => test(retrieved))) {
        if (!result.result) continue
        const modifier = getScoreModifier(result.result)
        passed += result.pass ? 1 : 0
        withExtraCredit += modifier
        if (modifier < 0) uncurved += modifier
        results.push(`${result.result} (${modifier >= 0 ? '+' : ''}${modifier})`)
      }
      const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved)
      const { status, headers } = retrieved.responses.auto
      rows.push({ path, round, status, 'x-cache': headers['x-cache'] ?? '', grade, score, tests: `${passed}/${NUM_TESTS}` })
      if (round === 1 && path === PATHS[0]) console.log(`${path}:\n  ${results.join('\n  ')}`)
    }
  }
  console.table(rows)
  const low = rows.filter((r) => r.grade !== 'A+')
  console.log(low.length ? `FAIL: ${low.length} of ${rows.length} scans below A+` : `PASS: all ${rows.length} scans A+`)
  if (low.length) process.exitCode = 1
}

function exitWithError(message) {
  console.error(`observatory: ${message}`)
  process.exit(1)
}
