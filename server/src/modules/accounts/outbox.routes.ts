import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Permissions, type EmailOutboxFilter } from '@portal/domain';
import { emailOutboxSearchBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { searchResponse, toSearchQuery, pageAndTotal } from '../../lib/search/search-runner';
import { sendError } from '../../plugins/errors';
import { manageable, roleIdsOf } from './account-access';
import { idParams, tags } from './account.schemas';
import { viewerOf, type AccountsContext } from './accounts-context';
import { maskLinks } from './mail-templates';
import { NEWEST_FIRST, outboxCount, outboxMessage, outboxPage } from './mail-outbox.repository';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const BASE = '/api/UserAccount/email-outbox';
const P = Permissions.EmailOutbox;

/**
 * Whether the reader may see the links of mail to this address: only when every account with the address
 * is one the reader could manage. Otherwise an HR manager reading the outbox could open an IT
 * administrator's reset link.
 */
async function mayReadLinks(db: Db, grantable: Set<number>, toAddress: string): Promise<boolean> {
  const recipients = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${toAddress.toLowerCase()}`);
  const roles = await roleIdsOf(
    db,
    recipients.map((user) => user.id),
  );
  return [...roles.values()].every((roleIds) => manageable(roleIds, grantable));
}

/** The mail of the request's entity, newest first, and one message to read (EmailOutbox.View). */
export async function outboxRoutes(app: FastifyInstance, { db }: AccountsContext) {
  app.post<{ Body: Record<string, unknown> }>(
    BASE,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: "The entity's sent and kept mail", body: emailOutboxSearchBody },
    },
    async (request) => {
      const query = toSearchQuery<Partial<EmailOutboxFilter>>(request.body as never, NEWEST_FIRST);
      const entityId = request.entityId!;
      const [rows, total] = await pageAndTotal(
        query,
        () => outboxPage(db, entityId, query),
        () => outboxCount(db, entityId, query),
      );
      return searchResponse(rows, total);
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/:id`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'One message with its text and HTML', params: idParams },
    },
    async (request, reply) => {
      const message = await outboxMessage(db, request.entityId!, request.params.id);
      if (!message) return sendError(request, reply, 404, 'http.notFound');
      const { grantable } = await viewerOf(db, request);
      if (await mayReadLinks(db, grantable, message.toAddress))
        return { result: 1, data: { ...message, linksHidden: false } };
      return {
        result: 1,
        data: {
          ...message,
          textBody: maskLinks(message.textBody),
          htmlBody: message.htmlBody ? maskLinks(message.htmlBody) : null,
          linksHidden: true,
        },
      };
    },
  );
}
