import type { FastifyInstance } from 'fastify';
import {
  Permissions,
  ResourceResult,
  SCHEDULE_API,
  formatCommonMessage,
  type QcBlockBody,
  type QcBlockSearchRequest,
} from '@portal/domain';
import { qcBlockBody, qcBlockSearchBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { ruleValidator } from '../../lib/rule-validation';
import { requestLang, sendError } from '../../plugins/errors';
import { entityRoute, INTERNAL } from '../../plugins/route-access';
import { blockDays, searchBlocks, unblockDay, type BlockOutcome } from './qc-block.repository';
import { idParams, rangeErrors } from './schedule-schemas';
import { displayDay, QC_BLOCK_RULE_LABELS, scheduleMessage } from './schedule-server-messages';

const P = Permissions.QcBlock;
const tags = ['Scheduling'];

/** "10/03/2031 (INS-000012, INS-000013), 11/03/2031 (INS-000014)": the days a block would fall on work. */
const allocatedDays = (outcome: Extract<BlockOutcome, { kind: 'allocated' }>) =>
  outcome.days.map((day) => `${displayDay(day.date)} (${day.bookingNos.join(', ')})`).join(', ');

/** A QC's blocked days: the list, blocking a range of days, unblocking one. */
export async function qcBlockRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const rules = ruleValidator('qc-block.json', { labels: QC_BLOCK_RULE_LABELS });

  app.post<{ Body: QcBlockSearchRequest }>(
    `/${SCHEDULE_API.qcBlockSearch}`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'Blocked QC days of the entity, by day then QC', body: qcBlockSearchBody },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const errors = rangeErrors(request.body, lang, { required: false, maxDays: null });
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      const { rows, total } = await searchBlocks(db, request.entityId!, request.body);
      return { result: ResourceResult.Success, rows, total };
    },
  );

  app.post<{ Body: QcBlockBody }>(
    `/${SCHEDULE_API.qcBlock}`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'entity'),
      preValidation: rules.preValidation,
      schema: {
        tags,
        summary:
          'Blocks each day of a range (at most 62) for one QC, skipping days already blocked; refused with ' +
          'nothing written when the QC is allocated on any of them',
        body: qcBlockBody,
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const errors = rangeErrors(request.body, lang);
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      const entityId = request.entityId!;
      const outcome = await db.transaction((tx) => blockDays(tx, entityId, request.user!.id, request.body));
      if (outcome.kind === 'notQc')
        return sendError(request, reply, 400, 'http.validation', [
          { field: 'staffId', message: scheduleMessage('NotQc', lang) },
        ]);
      if (outcome.kind === 'allocated')
        return reply.code(400).send({
          result: ResourceResult.Invalid,
          message: scheduleMessage('BlockAllocated', lang, {
            qc: outcome.qc.staffName,
            days: allocatedDays(outcome),
          }),
        });
      return { result: ResourceResult.Success, data: outcome.rows };
    },
  );

  app.delete<{ Params: { id: number } }>(
    `/${SCHEDULE_API.qcBlock}/:id`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'entity'),
      schema: { tags, summary: 'Unblocks one day (404 when the entity has no such block)', params: idParams },
    },
    async (request, reply) => {
      if (await unblockDay(db, request.entityId!, request.params.id))
        return { result: ResourceResult.Success };
      return reply.code(404).send({
        result: ResourceResult.NotFound,
        message: formatCommonMessage(requestLang(request), 'http.notFound'),
      });
    },
  );
}
