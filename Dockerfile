# The web server (apps/server) with the built app: build once, configure at run time (README:
# Deployment). Multi-stage: the build has every tool; the image has the server's production
# dependencies only and runs as a non-root user.

# The workspaces' manifests: what `npm ci` needs beside the lock file.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/adapters/package.json packages/adapters/
COPY apps/sandbox/package.json apps/sandbox/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

FROM manifests AS build
# No install scripts: the build needs none.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS deps
# --omit=optional too: valibot's optional peer (typescript, a root dev dependency) is otherwise
# kept as "devOptional".
RUN npm ci --omit=dev --omit=optional --workspace @tipwell/server --ignore-scripts --no-audit --no-fund

FROM node:20-bookworm-slim
# NODE_ENV=production: the server refuses to start (exit 2, one line per missing or refused
# variable) until the services, processors and product identity are set (README: Configuration).
# Set METRICS_PORT (e.g. 9464) for Prometheus; it is never the guests' port.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
USER node
EXPOSE 8080
# Ready: the core service answers (a load balancer sends guests elsewhere meanwhile).
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
