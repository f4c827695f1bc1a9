# The store's image (docs/deploying.md#docker): the same commands as a deployment by hand (npm install, npm run
# build, node server.js), then only what runs in a slim image, as a user without privileges.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, as CI does (.ci/run): `npm ci` refuses a lock written without other platforms' optional packages.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# What server.js reads at run time: the build, the migrations, the blog and policy texts, the packages.
COPY --from=build /app/package.json /app/server.js ./
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/content ./content
COPY --from=build /app/node_modules ./node_modules
# Images, their variants and (on the embedded database) the data: a volume the `node` user owns.
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Liveness only: /healthz answers while the process runs. Readiness (/readyz) is the load balancer's to ask.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
