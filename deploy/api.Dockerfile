# The API server (Fastify + Drizzle) on Node 20. Migrations run at start-up.
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY packages/domain/package.json packages/domain/
COPY server/package.json server/
RUN pnpm install --frozen-lockfile --filter @portal/server... --prod=false
COPY packages/domain packages/domain
COPY server server
ENV NODE_ENV=production
EXPOSE 3000
CMD ["node_modules/.bin/tsx", "server/src/main.ts"]
