import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  AccountSaveResult,
  hasPermission,
  Permissions,
  UploadResult,
  type UserProfileSave,
} from '@portal/domain';
import { userProfileSaveBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { verifyPassword } from '../../lib/password-hash';
import { ruleValidator } from '../../lib/rule-validation';
import { requestLang, sendError } from '../../plugins/errors';
import { userPhotoUrl } from '../header-lookups/user-photo';
import { PHOTO_MIME_TYPES, readUpload, sniffType } from '../hr-staff/staff-files';
import { accountMessage, ACCOUNT_RULE_LABELS } from './account-messages';
import { inEntity } from './account-queries';
import { conflict, formatError, schemaErrors } from './account-http';
import { idParams, saveResponses } from './account.schemas';
import type { AccountsContext } from './accounts-context';
import { duplicateAnswer } from './account-create';
import { emailTakenByOther, loadProfile, storeOwnPhoto, updateOwnProfile } from './user-profile.service';
import { userRoute } from '../../plugins/route-access';

const tags = ['UserProfile'];
const BASE = '/api/UserProfile';

/** The entity of the request's header, when it names one the caller works in. */
function headerEntity(request: FastifyRequest): number | null {
  const value = request.headers.entityid;
  if (typeof value !== 'string' || !/^\s*\d{1,9}\s*$/.test(value)) return null;
  const id = Number(value);
  return request.user.entityIds.includes(id) ? id : null;
}

/** GET a profile (one's own; others' with UserAccountSummary.View in the entity), POST one's own details and photo. */
export async function userProfileRoutes(app: FastifyInstance, context: AccountsContext) {
  const { db, filesDir } = context;
  const rules = ruleValidator('user-profile.json', { labels: ACCOUNT_RULE_LABELS });

  app.get<{ Params: { id: number } }>(
    `${BASE}/:id`,
    {
      config: userRoute(),
      schema: {
        tags,
        summary: "A user's profile: one's own, or (account admins) a user of the entity",
        params: idParams,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id !== request.user.id) {
        if (!hasPermission(request.user, Permissions.UserAccountSummary.View))
          return sendError(request, reply, 403, 'http.403');
        const entityId = headerEntity(request);
        if (entityId == null) return sendError(request, reply, 403, 'http.entityForbidden');
        const [inScope] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, id), inEntity(entityId)));
        if (!inScope) return { result: AccountSaveResult.NotFound };
      }
      const data = await loadProfile(db, id, request.user.id, filesDir);
      return data ? { result: AccountSaveResult.Success, data } : { result: AccountSaveResult.NotFound };
    },
  );

  app.post<{ Body: UserProfileSave }>(
    BASE,
    {
      config: { ...userRoute(), bodyRules: rules },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Save one’s own name, email (needs the current password), phone and language',
        body: userProfileSaveBody,
        response: saveResponses,
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const ruleErrors = rules.validate(request.body, lang);
      if (ruleErrors.length) return formatError(request, reply, ruleErrors);
      const shapeErrors = schemaErrors(request);
      if (shapeErrors.length) return formatError(request, reply, shapeErrors);
      const body = request.body;
      const userId = request.user.id;
      const [current] = await db
        .select({ version: users.version, email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      if (!current) return { result: AccountSaveResult.NotFound };
      const profile = () => loadProfile(db, userId, userId, filesDir);
      if (current.version !== body.version) return conflict(request, reply, await profile());
      const email = body.email.trim();
      if (email.toLowerCase() !== (current.email ?? '').toLowerCase()) {
        // Reset links go to this address: whoever holds a session must also know the password to move it.
        if (!body.currentPassword)
          return formatError(request, reply, [
            { field: 'currentPassword', message: accountMessage('emailNeedsPassword', lang) },
          ]);
        if (!(await verifyPassword(body.currentPassword, current.passwordHash)))
          return formatError(request, reply, [
            { field: 'currentPassword', message: accountMessage('currentPasswordWrong', lang) },
          ]);
        if (await emailTakenByOther(db, userId, email)) return duplicateAnswer(request, 'email');
      }
      const saved = await db.transaction((tx) =>
        updateOwnProfile(tx as unknown as Db, userId, body.version, {
          fullName: body.fullName.trim(),
          email,
          phoneNumber: body.phoneNumber?.trim() || null,
          language: body.language,
        }),
      );
      if (!saved) return conflict(request, reply, await profile());
      return { result: AccountSaveResult.Success, data: await profile() };
    },
  );

  app.post(
    `${BASE}/uphoto`,
    {
      config: userRoute(),
      schema: {
        tags,
        summary: 'Upload one’s own photo (an image, UploadResult)',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const lang = requestLang(request);
      if (!filesDir) return { result: UploadResult.Failure, message: accountMessage('noStorage', lang) };
      const upload = await readUpload(request);
      if (upload.kind === 'tooLarge')
        return { result: UploadResult.FileSizeExceed, message: accountMessage('fileSizeExceed', lang) };
      if (upload.kind === 'none')
        return { result: UploadResult.Failure, message: accountMessage('noFile', lang) };
      const type = sniffType(upload.bytes);
      if (!type || !(PHOTO_MIME_TYPES as readonly string[]).includes(type))
        return { result: UploadResult.Failure, message: accountMessage('photoType', lang) };
      await storeOwnPhoto(db, filesDir, request.user.id, type, upload.bytes);
      return { result: UploadResult.Success, fileUrl: userPhotoUrl(request.user.id) };
    },
  );
}
