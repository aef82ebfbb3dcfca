import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sendError } from '../../plugins/errors';
import {
  customerKam,
  photoFile,
  profileSummary,
  staffPhoto,
  userGender,
  type LookupContext,
} from './header-lookups.service';
import {
  customerKamSchema,
  profileSummarySchema,
  staffPhotoSchema,
  userGenderSchema,
  userPhotoSchema,
} from './header-lookups.schemas';
import { ALL_USER_TYPES, entityRoute } from '../../plugins/route-access';

export interface HeaderLookupsOptions {
  db: Db;
  /** Where users.photo_file points into; no photos without it. */
  filesDir?: string;
}

/** The header's lookups (spec section 7, "Other header lookups"): avatar, pictures, the customer's KAM. */
export async function headerLookupsRoutes(
  app: FastifyInstance,
  options: HeaderLookupsOptions,
): Promise<void> {
  const context = (request: FastifyRequest): LookupContext => ({
    db: options.db,
    filesDir: options.filesDir,
    caller: request.user,
    entityId: request.entityId!,
  });

  app.get(
    '/api/HumanResource/GetUserGender',
    { config: entityRoute(null, ALL_USER_TYPES, 'none'), schema: userGenderSchema },
    async (request) => userGender(context(request)),
  );

  app.get<{ Params: { id: number } }>(
    '/api/HumanResource/staff/photo/:id',
    { config: entityRoute(null, ALL_USER_TYPES, 'self'), schema: staffPhotoSchema },
    async (request) => staffPhoto(context(request), request.params.id),
  );

  app.get<{ Params: { id: number } }>(
    '/api/UserProfile/summary/:id',
    { config: entityRoute(null, ALL_USER_TYPES, 'self'), schema: profileSummarySchema },
    async (request) => profileSummary(context(request), request.params.id),
  );

  app.get<{ Params: { id: number } }>(
    '/api/UserProfile/photo/:id',
    { config: entityRoute(null, ALL_USER_TYPES, 'self'), schema: userPhotoSchema },
    async (request, reply) => {
      const photo = await photoFile(context(request), request.params.id);
      // Read whole (photos are small): a file removed meanwhile is a 404, not a broken stream.
      const bytes = photo && (await fs.promises.readFile(photo.file).catch(() => null));
      if (!photo || !bytes) return sendError(request, reply, 404, 'http.notFound');
      // Private (it needs a token) and revalidated, so a new photo shows on the next load.
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.get<{ Params: { customerId: number } }>(
    '/api/customer/GetCustomerKAMDetails/:customerId',
    { config: entityRoute(null, ALL_USER_TYPES, 'party'), schema: customerKamSchema },
    async (request) => customerKam(context(request), request.params.customerId),
  );
}
