import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LEAVE_COMMENT_MAX, LeaveStatus, Permissions, type LeaveReject } from '@portal/domain';
import { leaveRejectBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { requestLang, sendError } from '../../plugins/errors';
import { leaveCaller } from './leave-caller';
import { leaveMessage } from './leave-messages';
import { answerWorkflow } from '../kit/workflow-outcome';
import { idParams, statusParams } from './leave-request.schemas';
import type { LeaveContext } from './leave-request.service';
import { decideLeave } from './leave-workflow.service';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const BASE = '/api/HumanResource';
const tags = ['Leave'];

/** The workflow: GET leave/status/{id}/{status} approves (2) or cancels (4); POST leave/reject/{id}. */
export async function leaveWorkflowRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const contextOf = async (request: FastifyRequest): Promise<LeaveContext> => ({
    db,
    bus: app.realtime,
    caller: await leaveCaller(db, request),
    lang: requestLang(request),
    log: request.log,
  });

  app.get<{ Params: { id: number; status: number } }>(
    `${BASE}/leave/status/:id/:status`,
    {
      config: entityRoute(Permissions.LeaveRequest.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Approve (2, the approver) or cancel (4, the requester or HR) a leave request',
        params: statusParams,
      },
    },
    async (request, reply) => {
      const { id, status } = request.params;
      if (status !== LeaveStatus.Approved && status !== LeaveStatus.Cancelled)
        return sendError(request, reply, 400, 'http.validation', [
          { field: 'status', message: leaveMessage('BadStatus', requestLang(request)) },
        ]);
      const decision = status === LeaveStatus.Approved ? 'approve' : 'cancel';
      return answerWorkflow(request, reply, await decideLeave(await contextOf(request), id, decision));
    },
  );

  app.post<{ Params: { id: number }; Body: LeaveReject }>(
    `${BASE}/leave/reject/:id`,
    {
      config: entityRoute(Permissions.LeaveRequest.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Reject a pending leave request with a comment (the approver)',
        params: idParams,
        body: leaveRejectBody,
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const comment = request.body?.comment?.trim() ?? '';
      if (!comment)
        return sendError(request, reply, 400, 'http.validation', [
          { field: 'comment', message: leaveMessage('CommentRequired', lang) },
        ]);
      if (comment.length > LEAVE_COMMENT_MAX)
        return sendError(request, reply, 400, 'http.validation', [
          { field: 'comment', message: leaveMessage('CommentTooLong', lang, { max: LEAVE_COMMENT_MAX }) },
        ]);
      const outcome = await decideLeave(await contextOf(request), request.params.id, 'reject', comment);
      return answerWorkflow(request, reply, outcome);
    },
  );
}
