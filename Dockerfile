# syntax=docker/dockerfile:1
# The shop as one image: built with every dependency in one stage, run from another with the production
# dependencies alone. compose.yaml runs two of it behind Caddy on PostgreSQL (README, "Deployment").
# Node 24 LTS on Debian (glibc), not Alpine: argon2, sharp and fs-native-extensions ship prebuilt for glibc.

# Build: the web app, the back office, the page renderer (dist/web, dist/ssr) and the server bundle (dist/server).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json vite.config.ts ./
COPY public ./public
COPY openapi ./openapi
COPY machines ./machines
COPY src ./src
COPY scripts ./scripts
RUN npm run build

# Production dependencies only (the native ones prebuilt: @node-rs/argon2, sharp, fs-native-extensions, PGlite).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# Runtime: what dist/server/main.js reads. package.json marks the project root (and "type": "module");
# the contract and the SQL migrations are read from the source tree; the PDF's fonts from node_modules.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/openapi/openapi.yaml ./openapi/openapi.yaml
COPY --from=build /app/src/server/db/migrations ./src/server/db/migrations
COPY --from=build /app/dist ./dist
# The code stays root's and read-only; the server writes only in DATA_DIR (embedded database, image cache, outbox).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness (/api/health: the process answers, no database call), not readiness: an orchestrator that
# restarts unhealthy containers must not restart every replica because PostgreSQL is away a moment.
# What routes traffic asks /api/health/ready instead (compose.yaml's own check, a load balancer's).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# As npm start runs it (README, "Memory"): two malloc arenas, buffers of 64 KB and more given back to
# the system when freed, and a young generation of 16 MB semi-spaces rather than V8's 64.
ENV GLIBC_TUNABLES=glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=65536
CMD ["node", "--max-semi-space-size=16", "dist/server/main.js"]
