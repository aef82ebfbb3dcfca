import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CertificateStatus,
  Permissions,
  REPORT_API,
  toLang,
  type InspectionCertificateDetail,
  type InspectionCertificateSave,
  type InspectionCertificateUpdate,
  type PendingCertificateFilter,
} from '@portal/domain';
import { certificateBodies, pendingCertificateSearchBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { ruleErrorResponseSchema, ruleValidator } from '../../lib/rule-validation';
import { pageAndTotal, searchResponse, toSearchQuery } from '../../lib/search/search-runner';
import { idSchema, searchResponseSchema } from '../../lib/search/search-schemas';
import { requestLang } from '../../plugins/errors';
import { entityRoute, INTERNAL } from '../../plugins/route-access';
import { resourceRoutes, scopeOf } from '../kit/resource-routes';
import { answerWorkflow, type WorkflowOutcome } from '../kit/workflow-outcome';
import { errorResponses } from '../user/user.schemas';
import { issueCertificate } from './certificate-issue';
import { certificateText } from './certificate-messages';
import { renderCertificatePdf } from './certificate-pdf';
import { certificateIn, pendingCount, pendingPage } from './certificate-queries';
import { certificateResource } from './certificate-resource';
import { createCertificate, updateCertificate } from './certificate-save';
import { certificateDetailProperties, pendingRowProperties } from './certificate-schemas';

const P = Permissions.InspectionCertificateSummary;
const tags = ['inspection-certificate'];
const BASE = `/${REPORT_API.certificate}`;
const route = (permission: string) => entityRoute(permission, INTERNAL, 'entity');
const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
const detail = { type: 'object', properties: certificateDetailProperties } as const;
const saveAnswer = {
  type: 'object',
  properties: {
    result: { type: 'integer', description: 'ResourceResult' },
    data: detail,
    current: detail,
    messageKey: { type: 'string' },
    message: { type: 'string' },
  },
} as const;
const saveResponses = {
  200: saveAnswer,
  409: saveAnswer,
  ...errorResponses,
  400: ruleErrorResponseSchema,
  403: saveAnswer,
};

/**
 * Inspection certificates (docs/reports.md, "Inspection certificates"): the kit resource of the entity's
 * certificates, the bookings pending one, the saves of a draft, its issue under the entity's number series
 * and the PDF of an issued one. Internal users of the entity only.
 */
export async function certificateRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  await app.register(resourceRoutes(certificateResource), options);
  const rules = ruleValidator('inspection-certificate.json', { labels: certificateResource.ruleLabels });

  /** One transaction per command; its outcome answered like the kit's saves. */
  const run = async (
    request: FastifyRequest,
    reply: FastifyReply,
    command: (tx: Db) => Promise<WorkflowOutcome<InspectionCertificateDetail>>,
  ) => answerWorkflow(request, reply, await db.transaction((tx) => command(tx as unknown as Db)));

  app.post<{ Body: Record<string, unknown> }>(
    `/${REPORT_API.certificatePending}`,
    {
      config: route(P.View),
      schema: {
        tags,
        summary:
          'Bookings of the entity whose report is validated and passed, for a customer needing certificates, with no certificate issued (a draft gives its certificateId)',
        body: pendingCertificateSearchBody,
        response: {
          200: searchResponseSchema({ type: 'object', properties: pendingRowProperties }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const query = toSearchQuery<PendingCertificateFilter>(request.body as never, {
        field: 'validatedAt',
        direction: 'desc',
      });
      const entityId = request.entityId!;
      const [data, total] = await pageAndTotal(
        query,
        () => pendingPage(db, entityId, query, query.skip, query.take),
        () => pendingCount(db, entityId, query),
      );
      return searchResponse(data, total);
    },
  );

  app.post<{ Body: InspectionCertificateSave }>(
    BASE,
    {
      config: route(P.Edit),
      preValidation: rules.preValidation,
      schema: {
        tags,
        summary: 'Create a draft certificate for a pending booking (400 when the booking takes none)',
        body: certificateBodies.create,
        response: saveResponses,
      },
    },
    (request, reply) => run(request, reply, (tx) => createCertificate(tx, request.body, scopeOf(request))),
  );

  app.put<{ Body: InspectionCertificateUpdate }>(
    BASE,
    {
      config: route(P.Edit),
      preValidation: rules.preValidation,
      schema: {
        tags,
        summary: 'Update a draft at the version it was read (409 when stale or issued)',
        body: certificateBodies.update,
        response: saveResponses,
      },
    },
    (request, reply) => run(request, reply, (tx) => updateCertificate(tx, request.body, scopeOf(request))),
  );

  app.post<{ Params: { id: number } }>(
    `/${REPORT_API.certificateIssue(':id' as never)}`,
    {
      config: route(P.Issue),
      schema: {
        tags,
        summary: 'Issue a draft: number it from the entity’s series of the year (409 when issued already)',
        params: idParams,
        response: saveResponses,
      },
    },
    (request, reply) =>
      run(request, reply, (tx) => issueCertificate(tx, request.params.id, scopeOf(request))),
  );

  app.get<{ Params: { id: number }; Querystring: { lang?: string } }>(
    `/${REPORT_API.certificatePdf(':id' as never)}`,
    {
      config: route(P.View),
      schema: {
        tags,
        summary: 'The PDF of an issued certificate (?lang=en|fr; 409 while a draft)',
        params: idParams,
        querystring: { type: 'object', properties: { lang: { type: 'string', maxLength: 10 } } },
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const certificate = await certificateIn(db, request.params.id, request.entityId!);
      const lang = requestLang(request);
      if (!certificate) return reply.code(404).send({ message: certificateText('notFound', lang) });
      if (certificate.status !== CertificateStatus.Issued)
        return reply.code(409).send({ message: certificateText('notIssued', lang) });
      const pdf = await renderCertificatePdf(db, certificate.id, toLang(lang));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${certificate.number}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
