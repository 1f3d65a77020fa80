# One image definition for every part; docker-compose.yml picks the target.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node

# The platform API (Fastify + socket.io). Needs DATABASE_URL for PostgreSQL; REDIS_URL to scale out.
FROM runtime AS api
# The feedback photos' folder (a volume in docker-compose.yml), owned by the user the api runs as.
USER root
RUN mkdir -p /data/feedback-photos && chown node:node /data/feedback-photos
USER node
EXPOSE 4000
CMD ["node", "api/dist/main.js"]

# The shell's server: tenant by Host, bootstrap injection, remotes configuration.
FROM runtime AS shell
EXPOSE 8080
CMD ["node", "shell/server-dist/main.js"]

# A static host for one remote: REMOTE_DIR names its folder and PORT its port (docker-compose.yml sets
# both, as the registry of remotes says: shared/src/contracts/remotes.cjs).
FROM runtime AS remote
CMD ["sh", "-c", "exec node static-host/bin/static-host.js --dir \"${REMOTE_DIR:?set REMOTE_DIR to a remote folder}/dist\" --port \"${PORT:?set PORT}\" --name \"$REMOTE_DIR\""]
