import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Principal } from '../user/principal.repository';
import { grantableRoleIds } from './account-access';
import type { DetailViewer } from './account-queries';
import type { Mailer } from './mailer';

/** What every account route shares: the database, the mailer and where links point to. */
export interface AccountsContext {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  /** The server's token secret (the FB token is signed with a key derived from it). */
  jwtSecret: string;
  filesDir?: string;
}

/** The caller as the account screens judge them: own id, entities and the roles they may grant. */
export async function viewerOf(db: Db, request: FastifyRequest): Promise<DetailViewer> {
  const caller: Principal = request.user;
  return { id: caller.id, entityIds: caller.entityIds, grantable: await grantableRoleIds(db, caller) };
}
