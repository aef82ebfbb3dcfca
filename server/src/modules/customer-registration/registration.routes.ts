import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CUSTOMER_REGISTRATION_API,
  Permissions,
  UserType,
  type CustomerRegistrationFilter,
  type CustomerRegistrationRequest,
  type CustomerVerificationRequest,
  type RegistrationDecisionRequest,
} from '@portal/domain';
import {
  customerRegistrationBody,
  customerRegistrationSearchBody,
  customerVerificationBody,
  registrationDecisionBody,
} from '@portal/domain/src/schemas';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { ruleErrorResponseSchema, ruleValidator } from '../../lib/rule-validation';
import { searchResponse, toSearchQuery, pageAndTotal } from '../../lib/search/search-runner';
import { searchResponseSchema } from '../../lib/search/search-schemas';
import { requestLang, sendError } from '../../plugins/errors';
import { accountInBody } from '../../plugins/rate-limits';
import { createMailer } from '../accounts/mailer';
import { errorResponses } from '../user/user.schemas';
import { REGISTRATION_RULE_LABELS, registrationMessage } from './registration-messages';
import {
  countRegistrations,
  getRegistration,
  pageRegistrations,
  registrationLookups,
} from './registration.repository';
import {
  decisionResponse,
  idParams,
  registrationDetailSchema,
  registrationRowProperties,
} from './registration.schemas';
import {
  approveRegistration,
  register,
  registrationFieldErrors,
  rejectRegistration,
  verifyRegistration,
  type RegistrationContext,
} from './registration.service';
import { INTERNAL, entityRoute, publicRoute } from '../../plugins/route-access';

const TAGS = ['CustomerRegistration'];
const LOCAL_URL = 'http://localhost:3000';
const path = (suffix = '') => `/${CUSTOMER_REGISTRATION_API.base}${suffix}`;
const P = Permissions.CustomerRegistration;

/** Only internal users decide on registrations; a customer, supplier or factory account never sees them. */
async function internalOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.user.userType !== UserType.InternalUser) return sendError(request, reply, 403, 'http.403');
  return undefined;
}

/**
 * Customer self-registration under the third entity: the public form and its lookups, the emailed
 * verification link, and the internal approval screens (search, read, approve, reject).
 */
export async function customerRegistrationRoutes(
  app: FastifyInstance,
  options: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = options;
  const mailer = createMailer(config.mail);
  app.addHook('onClose', () => mailer.close());
  const context: RegistrationContext = {
    db,
    mailer,
    publicUrl: (config.publicUrl ?? LOCAL_URL).replace(/\/+$/, ''),
  };
  const rules = ruleValidator('customer-registration.json', { labels: REGISTRATION_RULE_LABELS });

  app.get(
    `/${CUSTOMER_REGISTRATION_API.lookups}`,
    {
      config: { ...publicRoute(), throttle: { family: 'registration' } },
      schema: { tags: TAGS, summary: 'Countries and services offered on the public registration form' },
    },
    () => registrationLookups(db),
  );

  app.post<{ Body: CustomerRegistrationRequest }>(
    path(),
    {
      config: { ...publicRoute(), throttle: { family: 'registration', account: accountInBody('email') } },
      preValidation: rules.preValidation,
      schema: {
        tags: TAGS,
        summary:
          'Register a customer under entity 3 and mail the verification link (CustomerRegistrationResult; ' +
          'duplicates and the password policy answer 200 with field messages, bad fields 400)',
        body: customerRegistrationBody,
        response: { 400: ruleErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const errors = await registrationFieldErrors(db, request.body, lang);
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      return register(context, request.body, lang, request.log);
    },
  );

  app.post<{ Body: CustomerVerificationRequest }>(
    `/${CUSTOMER_REGISTRATION_API.verify}`,
    {
      config: { ...publicRoute(), throttle: { family: 'verification', account: accountInBody('token') } },
      schema: {
        tags: TAGS,
        summary:
          'The emailed link (emailuserverification): CustomerVerificationResult Success 1, CustomerNotFound 2, ' +
          'TokenRequired 3, TokenNotValid 4, AlreadyVerified 5',
        body: customerVerificationBody,
      },
    },
    (request) => verifyRegistration(db, request.body?.token),
  );

  app.post<{ Body: CustomerRegistrationFilter & Record<string, unknown> }>(
    `/${CUSTOMER_REGISTRATION_API.search}`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      preHandler: internalOnly,
      schema: {
        tags: TAGS,
        summary: 'Registrations of the entity (statusIds filter)',
        body: customerRegistrationSearchBody,
        response: {
          200: searchResponseSchema({ type: 'object', properties: registrationRowProperties }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const query = toSearchQuery<CustomerRegistrationFilter>(request.body as never, {
        field: 'createdAt',
        direction: 'desc',
      });
      const entityId = request.entityId!;
      const [data, total] = await pageAndTotal(
        query,
        () => pageRegistrations(db, query, entityId),
        () => countRegistrations(db, query, entityId),
      );
      return searchResponse(data, total);
    },
  );

  app.get<{ Params: { id: number } }>(
    path('/:id'),
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      preHandler: internalOnly,
      schema: {
        tags: TAGS,
        summary: 'One registration of the entity (result 2 NotFound otherwise)',
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: { result: { type: 'integer' }, data: registrationDetailSchema },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const data = await getRegistration(db, request.params.id, request.entityId!);
      return data ? { result: 1, data } : { result: 2 };
    },
  );

  const decision = (kind: 'approve' | 'reject') =>
    app.post<{ Params: { id: number }; Body: RegistrationDecisionRequest }>(
      path(`/:id/${kind}`),
      {
        config: entityRoute(P.Approve, INTERNAL, 'entity'),
        preHandler: internalOnly,
        schema: {
          tags: TAGS,
          summary:
            kind === 'approve'
              ? 'Approve a verified registration: the customer and its user are created (RegistrationDecisionResult)'
              : 'Reject a registration with a reason mailed to the applicant (RegistrationDecisionResult)',
          params: idParams,
          body: registrationDecisionBody,
          response: { 200: decisionResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        const lang = requestLang(request);
        const input = {
          id: request.params.id,
          version: request.body.version,
          entityId: request.entityId!,
          deciderId: request.user.id,
          lang,
          reason: request.body.reason,
        };
        if (kind === 'approve') return approveRegistration(context, input, request.log);
        if (!(request.body.reason ?? '').trim())
          return sendError(request, reply, 400, 'http.validation', [
            { field: 'reason', message: registrationMessage('reasonRequired', lang) },
          ]);
        return rejectRegistration(context, input, request.log);
      },
    );
  decision('approve');
  decision('reject');
}
