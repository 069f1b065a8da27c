# syntax=docker/dockerfile:1
# Asa: one image, any number of instances (see README "Deploy").

# --- build: all dependencies, the SPA and the server bundle ---
FROM node:20-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source (no prebuilt download here).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/triage/package.json packages/triage/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
RUN npm run build && node scripts/build-server.mjs

# --- production dependencies only ---
FROM node:20-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/triage/package.json packages/triage/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev && npm cache clean --force

# --- runtime: non-root, no compilers ---
FROM node:20-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Readiness for orchestrators; compose uses it to order the proxy after the instances.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (no shell): graceful shutdown, see SHUTDOWN_GRACE_SECONDS.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.mjs"]
