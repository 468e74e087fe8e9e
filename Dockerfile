# syntax=docker/dockerfile:1
# The site's container image (docs/operations.md#container-image). Two stages: the build, with every
# dependency, and the runtime, which is Node and the built server alone: nitro bundles the server
# and copies the packages it needs (with their data) into .output/server/node_modules.
# tests/e2e/container-layout.spec.ts serves the site from the runtime stage's layout and reads this
# file, so the two cannot drift apart.

ARG NODE_VERSION=22.23.3

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    TRACKING_DATA_DIR=/data
WORKDIR /app
# A user of its own, and the one folder it may write: the embedded collector's database (mount a
# volume there, or set TRACKING_ENDPOINT and VITALS_ENDPOINT to send events elsewhere).
RUN groupadd --system --gid 10001 site \
 && useradd --system --uid 10001 --gid site --no-create-home --shell /usr/sbin/nologin site \
 && mkdir /data && chown site:site /data
COPY --from=build /app/.output ./.output
USER site
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server handles SIGTERM itself (srvx's graceful shutdown), also as PID 1; run with `--init` (or
# Kubernetes) so that a child process it never starts could not be left a zombie either.
STOPSIGNAL SIGTERM
CMD ["node", ".output/server/index.mjs"]
