// The ceiling a cache hit is measured against (docs/performance.md): a bare `node:http` listener
// writing the same cached response, bytes and headers, that the site's server sends for each path.
// It asks the running site once per path, then serves those responses on its own port until it is
// stopped. Loopback only.
//
//   node scripts/bare-listener.mjs http://127.0.0.1:40700 40710 / /ru
import { createServer } from 'node:http'

const [origin, portArg, ...paths] = process.argv.slice(2)
if (!origin || !portArg || paths.length === 0) {
  console.error('usage: node scripts/bare-listener.mjs <site origin> <port> <path>...')
  process.exit(2)
}
const site = new URL(origin)
if (!['127.0.0.1', 'localhost', '[::1]'].includes(site.hostname)) {
  console.error('bare-listener: loopback origins only')
  process.exit(2)
}

const cached = new Map()
for (const path of paths) {
  // Twice: the first request renders and caches the page, the second is the cache hit whose bytes
  // and headers the listener writes.
  await fetch(new URL(path, site), { headers: { 'accept-encoding': 'identity' } }).then((r) => r.arrayBuffer())
  const response = await fetch(new URL(path, site), { headers: { 'accept-encoding': 'identity' } })
  const body = Buffer.from(await response.arrayBuffer())
  const headers = []
  for (const [name, value] of response.headers)
    if (name !== 'date' && name !== 'connection' && name !== 'keep-alive' && name !== 'transfer-encoding') headers.push(name, value)
  cached.set(path, { status: response.status, headers, body })
  console.log(`${path}: ${response.status}, ${body.byteLength} bytes, x-cache ${response.headers.get('x-cache')}`)
}

createServer((req, res) => {
  const hit = cached.get(req.url)
  if (!hit) return res.writeHead(404).end()
  res.writeHead(hit.status, hit.headers)
  res.end(hit.body)
}).listen(Number(portArg), '127.0.0.1', () => console.log(`bare listener on http://127.0.0.1:${portArg}`))
