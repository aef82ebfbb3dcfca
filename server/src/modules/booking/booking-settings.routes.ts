import type { FastifyInstance } from 'fastify';
import { BOOKING_API, Permissions, type BookingSettings } from '@portal/domain';
import { bookingSettingsBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { INTERNAL, entityRoute } from '../../plugins/route-access';
import { answerWorkflow } from '../kit/workflow-outcome';
import { errorResponses } from '../user/user.schemas';
import { loadBookingSettings, saveBookingSettings } from './booking-settings.repository';
import { settingsResponse } from './booking-side-schemas';

const P = Permissions.InspectionSummary;
const PATH = `/${BOOKING_API.settings}`;
const tags = ['booking'];

/**
 * The entity's booking settings (what suppliers and factories may still do after Requested). Staff read them;
 * changing them needs InspectionSummary.Confirm: whoever confirms bookings (CS) handles a supplier's late
 * cancellation or reschedule, so they decide whether to allow it; no new permission for one screen.
 */
export async function bookingSettingsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    PATH,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: "The entity's booking settings (version 0: none stored yet)",
        response: { 200: settingsResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: 1, data: await loadBookingSettings(db, request.entityId!) }),
  );

  app.put<{ Body: BookingSettings }>(
    PATH,
    {
      config: entityRoute(P.Confirm, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: "Change the entity's booking settings at the version read (409 when someone saved since)",
        body: bookingSettingsBody,
        response: { 200: settingsResponse, 409: settingsResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const entityId = request.entityId!;
      const saved = await db.transaction((tx) =>
        saveBookingSettings(tx as unknown as Db, entityId, request.body),
      );
      if (saved) return answerWorkflow(request, reply, { kind: 'done', detail: saved });
      return answerWorkflow(request, reply, {
        kind: 'conflict',
        current: await loadBookingSettings(db, entityId),
      });
    },
  );
}
