import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Permissions,
  ResourceResult,
  type BookingCombineBody,
  type BookingPickingBody,
  type BookingSplitBody,
  type BookingStep,
  type BookingStepBody,
} from '@portal/domain';
import {
  bookingCombineBody,
  bookingPickingBody,
  bookingSplitBody,
  bookingStepBody,
} from '@portal/domain/src/schemas';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { idSchema } from '../../lib/search/search-schemas';
import { requestLang } from '../../plugins/errors';
import { entityRoute } from '../../plugins/route-access';
import { createMailer } from '../accounts/mailer';
import { scopeOf } from '../kit/resource-routes';
import { answerWorkflow } from '../kit/workflow-outcome';
import type { BookingCommand } from './booking-command';
import { combineBookings } from './booking-combine';
import { bookingHistoryOf } from './booking-history';
import { setPicking } from './booking-picking';
import { BOOKING_USER_TYPES } from './booking-scope';
import { splitBooking } from './booking-split';
import { takeStep } from './booking-steps';

const BASE = '/api/Booking';
const tags = ['Bookings'];
const P = Permissions.InspectionSummary;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;
/** Each step declares its own permission, so the access layer refuses a role without it before any read. */
const STEPS: { step: BookingStep; permission: string; summary: string }[] = [
  { step: 'request', permission: P.Edit, summary: 'Request a draft booking (New to Requested)' },
  { step: 'verify', permission: P.Verify, summary: 'Verify a requested booking (CS)' },
  { step: 'confirm', permission: P.Confirm, summary: 'Confirm a verified or rescheduled booking (CS)' },
  { step: 'hold', permission: P.Hold, summary: 'Put a booking on hold, with a reason (CS)' },
  { step: 'release', permission: P.Hold, summary: 'Release a held booking to the status it had (CS)' },
  {
    step: 'cancel',
    permission: P.Cancel,
    summary: 'Cancel a booking, with a reason; its quantities are freed',
  },
];

/** The lifecycle steps, split, combine, picking and the history of a booking (docs/bookings.md). */
export async function bookingWorkflowRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: AppConfig },
): Promise<void> {
  const mailer = createMailer(config.mail);
  const commandOf = (request: FastifyRequest): BookingCommand => ({
    change: { db, realtime: app.realtime, mailer, log: request.log, actorId: request.user.id },
    scope: scopeOf(request),
    lang: requestLang(request),
  });
  const declared = (permission: string) => entityRoute(permission, BOOKING_USER_TYPES, 'party');

  for (const { step, permission, summary } of STEPS)
    app.post<{ Params: { id: number }; Body: BookingStepBody }>(
      `${BASE}/:id/${step}`,
      { config: declared(permission), schema: { tags, summary, params: idParams, body: bookingStepBody } },
      async (request, reply) => {
        const outcome = await takeStep(commandOf(request), request.params.id, step, request.body);
        return answerWorkflow(request, reply, outcome);
      },
    );

  app.post<{ Params: { id: number }; Body: BookingSplitBody }>(
    `${BASE}/:id/split`,
    {
      config: declared(P.Split),
      schema: {
        tags,
        summary: 'Move part of the lines to a new requested booking (data: { parent, child })',
        params: idParams,
        body: bookingSplitBody,
      },
    },
    async (request, reply) =>
      answerWorkflow(request, reply, await splitBooking(commandOf(request), request.params.id, request.body)),
  );

  app.post<{ Body: BookingCombineBody }>(
    `${BASE}/combine`,
    {
      config: declared(P.Combine),
      schema: {
        tags,
        summary: 'Merge bookings of one customer, supplier, factory and service into the target',
        body: bookingCombineBody,
      },
    },
    async (request, reply) =>
      answerWorkflow(request, reply, await combineBookings(commandOf(request), request.body)),
  );

  app.put<{ Params: { id: number }; Body: BookingPickingBody }>(
    `${BASE}/:id/picking`,
    {
      config: declared(P.Edit),
      schema: {
        tags,
        summary: 'Choose the products sampled together as one lot (picking groups)',
        params: idParams,
        body: bookingPickingBody,
      },
    },
    async (request, reply) =>
      answerWorkflow(request, reply, await setPicking(commandOf(request), request.params.id, request.body)),
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/:id/history`,
    {
      config: declared(P.View),
      schema: { tags, summary: 'Every status change and edit of a booking, oldest first', params: idParams },
    },
    async (request) => {
      const history = await bookingHistoryOf(db, request.params.id, scopeOf(request));
      return history
        ? { result: ResourceResult.Success, data: history }
        : { result: ResourceResult.NotFound };
    },
  );
}
