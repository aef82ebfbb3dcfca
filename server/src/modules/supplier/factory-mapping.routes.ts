import type { FastifyInstance } from 'fastify';
import {
  FACTORY_MAPPING_PUBLIC_PATH,
  FactoryMappingResult,
  Permissions,
  ResourceResult,
  UserType,
  type FactoryMappingLinkRequest,
  type FactoryMappingSubmit,
} from '@portal/domain';
import { factoryMappingLinkBody, factoryMappingSubmitBody } from '@portal/domain/src/schemas';
import { asc } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema';
import { idSchema } from '../../lib/search/search-schemas';
import { requestLang, sendError } from '../../plugins/errors';
import { accountInParams } from '../../plugins/rate-limits';
import { createMailer } from '../accounts/mailer';
import { isUniqueViolation } from '../kit/db-errors';
import { scopeOf } from '../kit/resource-routes';
import { errorResponses } from '../user/user.schemas';
import {
  factoryMappingMail,
  invalidEmailText,
  isEmail,
  mappingFieldErrors,
} from './factory-mapping-messages';
import {
  applyMapping,
  createMappingToken,
  findMappingLink,
  supplierFactoryList,
} from './factory-mapping.repository';
import { inScope } from './supplier-rows';
import { SUPPLIER_KIND } from './vendor-kind';
import { INTERNAL_AND_VENDORS, entityRoute, publicRoute } from '../../plugins/route-access';

const LOCAL_URL = 'http://localhost:3000';
const TAGS = ['factory mapping'];
const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
const FACTORY_MAPPING_BODY_LIMIT_BYTES = 256 * 1024;
const resultSchema = { type: 'object', properties: { result: { type: 'integer' } } } as const;

/**
 * The factory-mapping links: an internal user (or the supplier itself) makes a link for a supplier; the
 * public page then reads and submits the supplier's factories with the token alone. The token is checked
 * on every call; only its hash is stored; a link ends at its expiry or when its list is submitted.
 */
export async function factoryMappingRoutes(
  app: FastifyInstance,
  options: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = options;
  const mailer = createMailer(config.mail);
  app.addHook('onClose', () => mailer.close());
  const publicUrl = (config.publicUrl ?? LOCAL_URL).replace(/\/+$/, '');

  app.post<{ Params: { id: number }; Body: FactoryMappingLinkRequest }>(
    '/api/Supplier/supplier/:id/factory-mapping-link',
    {
      config: entityRoute(Permissions.SupplierSummary.MappingLink, INTERNAL_AND_VENDORS, 'party'),
      schema: {
        tags: TAGS,
        summary:
          'A new factory-mapping link for the supplier (url and token shown once, expiresAt); with email, ' +
          'also mailed there. NotFound 3 for a supplier outside the caller scope',
        params: { type: 'object', required: ['id'], properties: { id: idSchema } },
        body: factoryMappingLinkBody,
        response: {
          200: {
            type: 'object',
            properties: {
              result: { type: 'integer' },
              url: { type: 'string' },
              token: { type: 'string' },
              expiresAt: { type: 'string' },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const supplierId = request.params.id;
      // Factory users map nothing; a supplier user only its own supplier (the scope says so).
      if (request.user.userType === UserType.Factory) return sendError(request, reply, 403, 'http.403');
      if (!(await inScope(db, SUPPLIER_KIND, supplierId, scope))) return { result: ResourceResult.NotFound };
      const now = new Date();
      const email = request.body?.email?.trim();
      const lang = requestLang(request);
      if (email && !isEmail(email))
        return sendError(request, reply, 400, 'http.validation', [
          { field: 'email', message: invalidEmailText(lang) },
        ]);
      const { outcome, queued } = await db.transaction(async (tx) => {
        const created = await createMappingToken(tx as unknown as Db, supplierId, request.user.id, now);
        const url = `${publicUrl}${FACTORY_MAPPING_PUBLIC_PATH}?token=${created.token}`;
        const mail = email
          ? [
              await mailer.queue(tx as unknown as Db, {
                entityId: scope.entityId,
                to: email,
                ...factoryMappingMail(lang, url, created.expiresAt),
              }),
            ]
          : [];
        return {
          outcome: {
            result: ResourceResult.Success,
            url,
            token: created.token,
            expiresAt: created.expiresAt.toISOString(),
          },
          queued: mail,
        };
      });
      mailer.deliver(db, queued, request.log);
      return outcome;
    },
  );

  app.get<{ Params: { token: string } }>(
    '/api/FactoryMapping/:token',
    {
      config: { ...publicRoute(), throttle: { family: 'factoryMapping', account: accountInParams('token') } },
      schema: {
        tags: TAGS,
        summary:
          'The link state (FactoryMappingResult: TokenNotValid 2, Expired 3, AlreadySubmitted 4) and, when ' +
          'live, the supplier name and its factories',
        params: tokenParams,
      },
    },
    async (request) => {
      const { result, link } = await findMappingLink(db, request.params.token, new Date());
      if (!link) return { result };
      return {
        result,
        supplierName: link.supplierName,
        expiresAt: link.expiresAt.toISOString(),
        factories: await supplierFactoryList(db, link.supplierId),
        // The page has no session for the country lookup: it gets the list with the link.
        countries: await db
          .select({ id: countries.id, name: countries.name })
          .from(countries)
          .orderBy(asc(countries.name)),
      };
    },
  );

  app.post<{ Params: { token: string }; Body: FactoryMappingSubmit }>(
    '/api/FactoryMapping/:token',
    {
      config: { ...publicRoute(), throttle: { family: 'factoryMapping', account: accountInParams('token') } },
      // 50 new factories at their longest, in three-byte characters, come to about 180 KiB.
      bodyLimit: FACTORY_MAPPING_BODY_LIMIT_BYTES,
      schema: {
        tags: TAGS,
        summary:
          'Submit the supplier factories: link existing ones (factoryIds), create new ones (newFactories); ' +
          'FactoryNotFound 5, DuplicateName 6, or the link state codes; 400 with field messages',
        params: tokenParams,
        body: factoryMappingSubmitBody,
        response: { 200: resultSchema, 400: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const errors = await mappingFieldErrors(db, request.body, lang);
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      const now = new Date();
      let result: FactoryMappingResult;
      try {
        // Every refusal is decided before the first write, so a refused list changes nothing.
        result = await db.transaction(async (tx) => {
          const found = await findMappingLink(tx as unknown as Db, request.params.token, now, true);
          if (!found.link) return found.result;
          return applyMapping(tx as unknown as Db, found.link, request.body, now);
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { result: FactoryMappingResult.DuplicateName };
        throw error;
      }
      return { result };
    },
  );
}
