import { ResultCode, UserType } from '@portal/domain';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { isStaffSide } from '../user/caller-kind';
import type { Principal } from '../user/principal.repository';
import {
  findCustomerKam,
  findLookupUser,
  findLookupUserByStaffId,
  findStaffPhoto,
  type KamDetail,
  type LookupUser,
} from './header-lookups.repository';
import { customerInScope } from '../customer/customer-scope';
import { staffPhotoFileUrl } from '../hr-staff/staff-files';
import { resolvePhoto, userPhotoUrl } from './user-photo';

export interface LookupContext {
  db: Db;
  filesDir: string | undefined;
  caller: Principal;
  entityId: number;
}

const forbidden = () => new HttpError(403, 'http.403');

/** Oneself always; for staff-side callers, anyone working in the request's entity. */
function maySee(context: LookupContext, target: LookupUser): boolean {
  if (target.id === context.caller.id) return true;
  return isStaffSide(context.caller) && target.entityIds.includes(context.entityId);
}

function photoUrl(context: LookupContext, user: LookupUser): string | null {
  return resolvePhoto(context.filesDir, user.photoFile) ? userPhotoUrl(user.id) : null;
}

export async function userGender(context: LookupContext) {
  const user = await findLookupUser(context.db, context.caller.id);
  // The principal was loaded in this request, so the row exists; a race with a deletion is a 401 case.
  if (!user) throw new HttpError(401, 'http.401');
  const fileUrl = photoUrl(context, user);
  return { result: ResultCode.Success, gender: user.gender, isPhotovailable: fileUrl != null, fileUrl };
}

export async function staffPhoto(context: LookupContext, staffId: number) {
  if (!isStaffSide(context.caller)) throw forbidden();
  const user = await findLookupUserByStaffId(context.db, staffId);
  if (!user) {
    // Staff without a portal account: the staff record's own photo, served by the HR routes.
    const record = await findStaffPhoto(context.db, staffId, context.entityId);
    if (!record) return { result: ResultCode.NotFound, fileUrl: null };
    const fileUrl =
      record.photoFile && resolvePhoto(context.filesDir, record.photoFile)
        ? staffPhotoFileUrl(record.id, record.photoFile)
        : null;
    return { result: ResultCode.Success, fileUrl };
  }
  // A staff member of another entity is reported like an unknown one: nothing about it leaks.
  if (!maySee(context, user)) return { result: ResultCode.NotFound, fileUrl: null };
  return { result: ResultCode.Success, fileUrl: photoUrl(context, user) };
}

export async function profileSummary(context: LookupContext, userId: number) {
  if (userId !== context.caller.id && !isStaffSide(context.caller)) throw forbidden();
  const user = await findLookupUser(context.db, userId);
  if (!user || !maySee(context, user)) return { result: ResultCode.NotFound, data: null };
  return { result: ResultCode.Success, data: { profileImageUrl: photoUrl(context, user) } };
}

/** The file behind a fileUrl / profileImageUrl; null answers 404 (the header falls back to the avatar). */
export async function photoFile(context: LookupContext, userId: number) {
  if (userId !== context.caller.id && !isStaffSide(context.caller)) throw forbidden();
  const user = await findLookupUser(context.db, userId);
  if (!user || !maySee(context, user)) return null;
  return resolvePhoto(context.filesDir, user.photoFile);
}

/**
 * A customer user reads its own customer's KAM only; supplier and factory users none; staff-side users
 * any customer of the request's entity.
 */
export async function customerKam(
  context: LookupContext,
  customerId: number,
): Promise<{ result: ResultCode; data: KamDetail | null }> {
  const { caller } = context;
  if (caller.userType === UserType.Customer) {
    if (caller.customerId !== customerId) throw forbidden();
  } else if (!isStaffSide(caller)) {
    throw forbidden();
  } else if (!(await customerInScope(context.db, { user: caller, entityId: context.entityId }, customerId))) {
    return { result: ResultCode.NotFound, data: null };
  }
  const kam = await findCustomerKam(context.db, customerId);
  return kam ? { result: ResultCode.Success, data: kam } : { result: ResultCode.NoDataFound, data: null };
}
