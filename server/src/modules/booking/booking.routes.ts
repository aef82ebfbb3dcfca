import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BOOKING_API,
  Permissions,
  ResourceResult,
  type BookingCreate,
  type BookingUpdate,
  type SamplingRequest,
} from '@portal/domain';
import { bookingCreateBody, bookingSamplingBody, bookingUpdateBody } from '@portal/domain/src/schemas';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { ruleErrorResponseSchema, ruleValidator } from '../../lib/rule-validation';
import { requestLang, sendError } from '../../plugins/errors';
import { entityRoute } from '../../plugins/route-access';
import { createMailer } from '../accounts/mailer';
import { resourceRoutes, scopeOf } from '../kit/resource-routes';
import { answerWorkflow } from '../kit/workflow-outcome';
import { errorResponses } from '../user/user.schemas';
import { bookingAttachmentRoutes } from './booking-attachments.routes';
import { bookingLookups } from './booking-lookups';
import { bookingParties } from './booking-parties';
import { aqlChoiceErrors, samplingOf } from './booking-products';
import { bookingResource } from './booking-resources';
import { BOOKING_RULE_LABELS } from './booking-rule-labels';
import { createBooking, updateBooking, type SaveContext } from './booking-save';
import { bookingSaveResponse } from './booking-schemas';
import { lookupsQuery, lookupsResponse, partiesResponse, samplingResponse } from './booking-side-schemas';
import { BOOKING_USER_TYPES } from './booking-scope';
import { bookingSettingsRoutes } from './booking-settings.routes';
import { bookingWorkflowRoutes } from './booking-workflow.routes';

const P = Permissions.InspectionSummary;
const BASE = `/${BOOKING_API.booking}`;
const tags = ['booking'];
const party = (permission: string) => entityRoute(permission, BOOKING_USER_TYPES, 'party');

/**
 * Inspection bookings: the kit's summary, detail, export and draft deletion; the saves (their own, each one
 * transaction with its history and effects); the server's sampling; the edit screen's pickers; attachments,
 * the entity's settings and the lifecycle steps (booking-workflow.routes.ts).
 */
export async function bookingRoutes(app: FastifyInstance, options: { db: Db; config: AppConfig }) {
  const { db, config } = options;
  const mailer = createMailer(config.mail);
  const rules = ruleValidator('booking.json', { labels: BOOKING_RULE_LABELS });

  await app.register(resourceRoutes(bookingResource(config.filesDir)), { db });

  const contextOf = (request: FastifyRequest): SaveContext => ({
    db,
    realtime: app.realtime,
    mailer,
    log: request.log,
    actorId: request.user.id,
    scope: scopeOf(request),
    lang: requestLang(request),
  });
  const saveSchema = (summary: string, body: object) => ({
    tags,
    summary,
    body,
    response: {
      200: bookingSaveResponse,
      409: bookingSaveResponse,
      ...errorResponses,
      400: ruleErrorResponseSchema,
    },
  });

  app.post<{ Body: BookingCreate }>(
    BASE,
    {
      config: party(P.Edit),
      preValidation: rules.preValidation,
      schema: saveSchema(
        'Create a booking: a draft (New), or Requested when `request` is true',
        bookingCreateBody,
      ),
    },
    async (request, reply) =>
      answerWorkflow(request, reply, await createBooking(contextOf(request), request.body)),
  );

  app.put<{ Body: BookingUpdate }>(
    BASE,
    {
      config: party(P.Edit),
      preValidation: rules.preValidation,
      schema: saveSchema(
        'Change a booking at the version read (409 when someone saved since); a date change after ' +
          'confirmation reschedules it, `request` requests a draft',
        bookingUpdateBody,
      ),
    },
    async (request, reply) =>
      answerWorkflow(request, reply, await updateBooking(contextOf(request), request.body)),
  );

  app.post<{ Body: SamplingRequest }>(
    `/${BOOKING_API.sampling}`,
    {
      // Pure computation over the lots sent: no one's rows.
      config: entityRoute(P.View, BOOKING_USER_TYPES, 'none'),
      schema: {
        tags,
        summary: 'The ISO 2859-1 plan (sample size, Ac/Re per defect class) of each lot',
        body: bookingSamplingBody,
        response: { 200: samplingResponse, ...errorResponses, 400: ruleErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const errors = request.body.products.flatMap((item, index) =>
        aqlChoiceErrors(item, `products.${index}`, lang),
      );
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      return { result: ResourceResult.Success, data: request.body.products.map(samplingOf) };
    },
  );

  app.get<{ Querystring: { customerId: number; supplierId?: number; factoryId?: number } }>(
    `/${BOOKING_API.lookups}`,
    {
      config: party(P.View),
      schema: {
        tags,
        summary:
          "The edit screen's pickers: the supplier's factories, contacts, offices, AQL defaults (NotFound 3 out of reach)",
        querystring: lookupsQuery,
        response: { 200: lookupsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await bookingLookups(db, scopeOf(request), request.query);
      return data ? { result: ResourceResult.Success, data } : { result: ResourceResult.NotFound };
    },
  );

  app.get(
    `/${BOOKING_API.parties}`,
    {
      config: party(P.Edit),
      schema: {
        tags,
        summary:
          "Whom the caller may book with: a customer user's suppliers, a supplier or factory user's customers",
        response: { 200: partiesResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: ResourceResult.Success, data: await bookingParties(db, scopeOf(request)) }),
  );

  await app.register(bookingAttachmentRoutes, options);
  await app.register(bookingSettingsRoutes, options);
  await app.register(bookingWorkflowRoutes, options);
}
