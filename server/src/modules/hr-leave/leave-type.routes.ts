import type { FastifyInstance } from 'fastify';
import { Permissions, ResourceResult, ResultCode, type LeaveTypeSave } from '@portal/domain';
import { leaveTypeSaveBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import type { FieldError } from '../../lib/http-error';
import { ruleValidator } from '../../lib/rule-validation';
import { requestLang, sendError } from '../../plugins/errors';
import { answerWrite } from '../kit/write-outcome';
import { isLeaveDays, LEAVE_TYPE_RULE_LABELS, leaveTypeMessage } from './leave-type-messages';
import {
  activeLeaveTypes,
  getLeaveType,
  leaveTypeList,
  saveLeaveType,
  takenBy,
} from './leave-type.repository';
import { idParams, saveResponses } from './leave-type.schemas';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const MANAGE = Permissions.LeaveSummary.ManageTypes;
const BASE = '/api/HumanResource';
const tags = ['Leave types'];

/** Leave types of the entity: the full list and saves (HR), the active list (everyone who requests leave). */
export async function leaveTypeRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const rules = ruleValidator('leave-type.json', { labels: LEAVE_TYPE_RULE_LABELS });

  app.get(
    `${BASE}/leave-types`,
    {
      config: entityRoute(MANAGE, INTERNAL, 'entity'),
      schema: { tags, summary: 'Every leave type of the entity, with how many requests use each' },
    },
    async (request) => {
      const data = await leaveTypeList(db, request.entityId!);
      return { result: data.length ? ResultCode.Success : ResultCode.NoDataFound, data };
    },
  );

  app.get(
    `${BASE}/leave-types/active`,
    {
      config: entityRoute(Permissions.LeaveRequest.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'The leave types a request may choose (active ones)' },
    },
    async (request) => ({
      result: ResourceResult.Success,
      data: await activeLeaveTypes(db, request.entityId!),
    }),
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/leave-types/:id`,
    {
      config: entityRoute(MANAGE, INTERNAL, 'entity'),
      schema: { tags, summary: 'One leave type (NotFound 3)', params: idParams },
    },
    async (request) => {
      const data = await getLeaveType(db, request.entityId!, request.params.id);
      return data ? { result: ResourceResult.Success, data } : { result: ResourceResult.NotFound };
    },
  );

  app.post<{ Body: LeaveTypeSave }>(
    `${BASE}/leave-types/save`,
    {
      config: entityRoute(MANAGE, INTERNAL, 'entity'),
      preValidation: rules.preValidation,
      schema: {
        tags,
        summary:
          'Create (id 0) or update a leave type at its version (codes unique per entity; 409 when saved since)',
        body: leaveTypeSaveBody,
        response: saveResponses,
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const entityId = request.entityId!;
      const body = request.body;
      const errors: FieldError[] = [];
      if (!isLeaveDays(body.yearlyDays))
        errors.push({ field: 'yearlyDays', message: leaveTypeMessage('DaysRange', lang) });
      if (await takenBy(db, entityId, 'code', body.code, body.id))
        errors.push({ field: 'code', message: leaveTypeMessage('CodeTaken', lang) });
      if (await takenBy(db, entityId, 'name', body.name, body.id))
        errors.push({ field: 'name', message: leaveTypeMessage('NameTaken', lang) });
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      return answerWrite(
        db,
        request,
        reply,
        (tx) => saveLeaveType(tx, entityId, body),
        ResourceResult.DuplicateData,
      );
    },
  );
}
