# syntax=docker/dockerfile:1
# Parkway: the web and the marketplace service in one image. Node 24 is an LTS line.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# Applied by the postinstall script: React Router's server render reuses its route tree.
COPY patches ./patches
RUN npm install --no-audit --no-fund

FROM dependencies AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# No demo data in the image: its demo accounts share a password printed in the README.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    DEMO_SPACES=0
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/api/db/migrations ./api/db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "build/server.js"]
