# One static site: the host or one remote, built with the workspace toolchain and served by nginx.
ARG APP=host
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
RUN npm install -g pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile && cd "$APP" && /app/node_modules/.bin/webpack --mode production

FROM nginx:1.27-alpine
ARG APP
ARG NGINX_CONF=deploy/nginx-remote.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
COPY ${NGINX_CONF} /etc/nginx/conf.d/default.conf
COPY deploy/nginx-security-headers.conf /etc/nginx/security-headers.conf
COPY deploy/nginx-page-csp.conf /etc/nginx/page-csp.conf
COPY deploy/nginx-worker-csp.conf /etc/nginx/worker-csp.conf
# The official image runs /docker-entrypoint.d/*.sh at start: this one writes the remotes' CORS origins
# from PORTAL_ORIGIN and ALLOWED_ORIGINS (it does nothing in the host's image).
# (chmod: a checkout may have lost the executable bit, and the entrypoint skips a script without it).
COPY deploy/cors-origins.sh /docker-entrypoint.d/40-portal-cors-origins.sh
RUN chmod 755 /docker-entrypoint.d/40-portal-cors-origins.sh
