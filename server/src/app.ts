import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@portal/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig, TrustProxy } from './config';
import type { Db } from './db/client';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { rightsRoutes } from './modules/rights/rights.routes';
import { customerRegistrationRoutes } from './modules/customer-registration/registration.routes';
import { customerConfigRoutes } from './modules/customer-config/customer-config.routes';
import { customerRoutes } from './modules/customer/customer.routes';
import { geographyRoutes } from './modules/geography/geography.routes';
import { customerRecordsRoutes } from './modules/customer-records/customer-records.routes';
import { customerProductRoutes } from './modules/customer-product/customer-product.routes';
import { purchaseOrderRoutes } from './modules/purchase-order/purchase-order.routes';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { schedulingConfigRoutes } from './modules/scheduling-config/scheduling-config.routes';
import { certificateRoutes } from './modules/certificate/certificate.routes';
import { reportRoutes } from './modules/report/report.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { reportSummaryRoutes } from './modules/report-summary/report-summary.routes';
import { reportDecisionRoutes } from './modules/report-decision/report-decision.routes';
import { reportFilesRoutes } from './modules/report-files/report-files.routes';
import { reportEmailRoutes } from './modules/report-email/report-email.routes';
import { customerStyleRoutes } from './modules/customer-style/customer-style.routes';
import { productCategoryRoutes } from './modules/product-category/product-category.routes';
import { expenseRoutes } from './modules/hr-expenses/expense.routes';
import { hrLeaveRoutes } from './modules/hr-leave/hr-leave.routes';
import { hrStaffRoutes } from './modules/hr-staff/hr-staff.routes';
import { headerLookupsRoutes } from './modules/header-lookups/header-lookups.routes';
import { translateRoutes } from './modules/i18n/translate.routes';
import { pushRoutes } from './modules/push/push.routes';
import { screenSettingsRoutes } from './modules/screen-settings/screen-settings.routes';
import { supplierRoutes } from './modules/supplier/supplier.routes';
import { createLocalBus, type RealtimeBus } from './modules/realtime/realtime-bus';
import { userEventsRoutes } from './modules/realtime/user-events.routes';
import { healthRoutes } from './modules/system/health.routes';
import { passwordRoutes } from './modules/user/password.routes';
import { signInRoutes } from './modules/user/sign-in.routes';
import { userAccessRoutes } from './modules/user/user-access.routes';
import { workItemTestRoutes } from './modules/work-items/work-items-test.routes';
import { workItemRoutes } from './modules/work-items/work-items.routes';
import { registerAuth } from './plugins/auth';
import { DEFAULT_BODY_LIMIT_BYTES, registerBodyLimits } from './plugins/body-limits';
import { registerCors } from './plugins/cors';
import { registerErrorHandling } from './plugins/errors';
import { lazySchemaCompilers } from './plugins/lazy-schema-compilers';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRuleBodies } from './plugins/rule-bodies';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStatic } from './plugins/static';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** Fan-out of tasks and notifications to open browsers; one process only when absent. */
  realtime?: RealtimeBus;
  /** Overrides the logger (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Compile each route's schemas on its first call rather than at start (tests: lazy-schema-compilers.ts). */
  lazySchemas?: boolean;
}

/** Paths the logger must never write: credentials in headers and bodies. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'body',
  'headers.authorization',
];

/** The whole server without listening: tests drive it with inject(), main.ts calls listen(). */
declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeBus;
  }
}

/** Fastify takes a hop count at run time, but its types only as a function. */
function fastifyTrustProxy(value: TrustProxy | undefined) {
  if (typeof value !== 'number') return value ?? false;
  return (_address: string, hop: number) => hop < value;
}

export async function buildApp({
  db,
  config,
  logger,
  realtime,
  lazySchemas,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(lazySchemas ? { schemaController: { compilersFactory: lazySchemaCompilers() } } : {}),
    logger: logger ?? { level: config.logLevel, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
    // The spec mixes /api/User/... and /api/user/...
    routerOptions: { caseSensitive: false },
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });

  app.decorate('realtime', realtime ?? createLocalBus());
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.static);
  await registerCors(app, { allowedOrigins: config.allowedOrigins ?? [], publicUrl: config.publicUrl });
  await registerAuth(app, { db, jwtSecret: config.jwtSecret });
  registerBodyLimits(app);
  registerRuleBodies(app);
  await registerRateLimits(app, config.rateLimits);
  await registerOpenApi(app);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  // Uploads (staff photo and files, receipts): one file per request, refused past the size limit.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });

  await app.register(healthRoutes, { db });
  await app.register(translateRoutes);
  await app.register(signInRoutes, { db });
  await app.register(passwordRoutes, { db });
  await app.register(userAccessRoutes, { db });
  await app.register(workItemRoutes, { db });
  await app.register(userEventsRoutes, { db, heartbeatMs: config.eventStreamHeartbeatMs });
  await app.register(pushRoutes, { db, publicKey: config.vapid?.publicKey ?? null });
  await app.register(headerLookupsRoutes, { db, filesDir: config.filesDir });
  await app.register(geographyRoutes, { db });
  await app.register(customerRecordsRoutes, { db });
  await app.register(customerConfigRoutes, { db });
  await app.register(customerRoutes, { db });
  await app.register(productCategoryRoutes, { db });
  await app.register(customerProductRoutes, { db });
  await app.register(customerStyleRoutes, { db });
  await app.register(purchaseOrderRoutes, { db });
  await app.register(bookingRoutes, { db, config });
  await app.register(reportSummaryRoutes, { db });
  await app.register(reportDecisionRoutes, { db, config });
  await app.register(reportFilesRoutes, { db, config });
  await app.register(reportEmailRoutes, { db, config });
  await app.register(scheduleRoutes, { db, config });
  await app.register(schedulingConfigRoutes, { db });
  await app.register(reportRoutes, { db, config });
  await app.register(certificateRoutes, { db });
  await app.register(screenSettingsRoutes, { db });
  await app.register(hrStaffRoutes, { db, filesDir: config.filesDir });
  await app.register(hrLeaveRoutes, { db });
  await app.register(expenseRoutes, { db, filesDir: config.filesDir });
  await app.register(accountRoutes, { db, config });
  await app.register(rightsRoutes, { db });
  await app.register(customerRegistrationRoutes, { db, config });
  await app.register(supplierRoutes, { db, config });
  if (config.testEndpoints) await app.register(workItemTestRoutes, { db });

  await registerStatic(app, config.static);
  return app;
}
