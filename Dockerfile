# syntax=docker/dockerfile:1
# The server image (README, Deploying): the folder `npm run package` makes (scripts/package.mjs:
# the server's bundle, its migrations, the built app and its production dependencies only),
# run as the unprivileged `node` user. `npm test` builds and starts that same folder without
# Docker (scripts/package-check.mjs). One image for the servers and the migration step:
#   docker build --build-arg GIT_COMMIT=$(git rev-parse --short=12 HEAD) -t backoffice .

# Both stages on the same Debian: the password hashing package (@node-rs/argon2) is native,
# installed for the build stage's platform and libc.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
# The workspace's pnpm (package.json "packageManager"); corepack cannot verify it on Node 20.
RUN npm install -g pnpm@10.34.9
WORKDIR /workspace
# Dependencies first, from the lockfile alone: a change of the sources reuses this layer.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store pnpm fetch
COPY . .
# The commit /api/v2/health tells: there is no .git in the build context.
ARG GIT_COMMIT=unknown
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store \
    pnpm install --frozen-lockfile --offline \
 && GIT_COMMIT=${GIT_COMMIT} npm run package

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    LOG_FORMAT=json \
    DATA_DIR=/data \
    DB_TEMPLATE_DIR=/tmp/backoffice-db-template
WORKDIR /app
# The code belongs to root, read-only to the server; it writes only in DATA_DIR (the embedded
# database, when DATABASE_URL is unset: mount a volume there) and /tmp.
RUN mkdir /data && chown node:node /data
COPY --from=build /workspace/dist/package /app
USER node
EXPOSE 3000
# Readiness: 200 only when the database answers (503 while starting, draining or cut off).
# No curl in the slim image: Node's fetch.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/v2/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (SHUTDOWN_GRACE, 25 s): give the container more than that to stop.
STOPSIGNAL SIGTERM
CMD ["node", "dist/index.js"]
