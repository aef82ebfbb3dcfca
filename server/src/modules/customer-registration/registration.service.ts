import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CUSTOMER_REGISTRATION_ROUTES,
  CustomerRegistrationResult,
  CustomerRegistrationStatus,
  CustomerVerificationResult,
  LOGIN_NAME_PATTERN,
  REGISTRATION_ENTITY_ID,
  REGISTRATION_LINK_HOURS,
  REJECTION_REASON_MAX,
  RegistrationDecisionResult,
  passwordPolicyIssues,
  toLang,
  type CustomerRegistrationRequest,
  type CustomerRegistrationResponse,
  type CustomerVerificationResponse,
  type Lang,
  type RegistrationDecisionResponse,
} from '@portal/domain';
import type { Db } from '../../db/client';
import type { FieldError } from '../../lib/http-error';
import { hashPassword } from '../../lib/password-hash';
import type { Mailer, QueuedMail } from '../accounts/mailer';
import { hashToken } from '../accounts/reset-token.repository';
import { isUniqueViolation } from '../kit/db-errors';
import { registrationMail } from './registration-mail';
import { registrationMessage, type RegistrationMessageKey } from './registration-messages';
import {
  countryExists,
  createCustomerAndUser,
  findByTokenHash,
  firstDuplicate,
  getRegistration,
  insertRegistration,
  knownServiceIds,
  lockRegistration,
  lockRegistrations,
  markDecided,
  markVerified,
  type DuplicateField,
  type LockedRegistration,
} from './registration.repository';

const HOUR = 3_600_000;

export interface RegistrationContext {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

const DUPLICATE_ANSWER: Record<
  DuplicateField,
  { result: CustomerRegistrationResult; key: RegistrationMessageKey }
> = {
  companyName: { result: CustomerRegistrationResult.DuplicateCompanyName, key: 'companyTaken' },
  email: { result: CustomerRegistrationResult.DuplicateEmail, key: 'emailTaken' },
  loginName: { result: CustomerRegistrationResult.DuplicateLoginName, key: 'loginTaken' },
};

const DECISION_DUPLICATE: Record<DuplicateField, RegistrationDecisionResult> = {
  companyName: RegistrationDecisionResult.DuplicateCompanyName,
  email: RegistrationDecisionResult.DuplicateEmail,
  loginName: RegistrationDecisionResult.DuplicateLoginName,
};

function duplicateAnswer(field: DuplicateField, lang: Lang): CustomerRegistrationResponse {
  const { result, key } = DUPLICATE_ANSWER[field];
  return { result, errors: [{ field, message: registrationMessage(key, lang) }] };
}

/** Checks the rule file cannot express: login characters, the terms, the password pair, the choices. */
export async function registrationFieldErrors(
  db: Db,
  body: CustomerRegistrationRequest,
  lang: Lang,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const message = (key: RegistrationMessageKey) => registrationMessage(key, lang);
  if (!LOGIN_NAME_PATTERN.test(body.loginName.trim()))
    errors.push({ field: 'loginName', message: message('loginPattern') });
  if (body.password !== body.confirmPassword)
    errors.push({ field: 'confirmPassword', message: message('confirmMismatch') });
  if (body.termsAccepted !== true) errors.push({ field: 'termsAccepted', message: message('termsRequired') });
  if (body.countryId != null && !(await countryExists(db, body.countryId)))
    errors.push({ field: 'countryId', message: message('unknownChoice') });
  const wanted = [...new Set(body.serviceIds)];
  if ((await knownServiceIds(db, wanted)).length !== wanted.length)
    errors.push({ field: 'serviceIds', message: message('unknownChoice') });
  return errors;
}

/**
 * The public form, after the field checks: the password policy, then in one transaction (serialised
 * with other registrations) the duplicate checks, the registration and its verification email.
 */
export async function register(
  context: RegistrationContext,
  body: CustomerRegistrationRequest,
  lang: Lang,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<CustomerRegistrationResponse> {
  const loginName = body.loginName.trim();
  const issues = passwordPolicyIssues(body.password, loginName);
  if (issues.length)
    return {
      result: CustomerRegistrationResult.InvalidPassword,
      issues,
      errors: [{ field: 'password', message: registrationMessage('passwordPolicy', lang) }],
    };
  const passwordHash = await hashPassword(body.password);
  const token = crypto.randomBytes(32).toString('base64url');
  const values = {
    entityId: REGISTRATION_ENTITY_ID,
    companyName: body.companyName.trim(),
    countryId: body.countryId,
    address: body.address.trim(),
    contactName: body.contactName.trim(),
    email: body.email.trim(),
    phone: body.phone.trim(),
    serviceIds: [...new Set(body.serviceIds)].sort((a, b) => a - b),
    loginName,
    passwordHash,
    language: toLang(body.language ?? lang),
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(now.getTime() + REGISTRATION_LINK_HOURS * HOUR),
    now,
  };
  const outcome = await context.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockRegistrations(t);
    const duplicate = await firstDuplicate(t, values, now);
    if (duplicate) return { duplicate };
    await insertRegistration(t, values);
    const link = `${context.publicUrl}${CUSTOMER_REGISTRATION_ROUTES.verify}?token=${token}`;
    const mail = registrationMail({ kind: 'verify', ...values, link, hours: REGISTRATION_LINK_HOURS });
    const queued = await context.mailer.queue(t, { entityId: values.entityId, to: values.email, ...mail });
    return { queued };
  });
  if ('duplicate' in outcome && outcome.duplicate) return duplicateAnswer(outcome.duplicate, lang);
  if ('queued' in outcome && outcome.queued) context.mailer.deliver(context.db, [outcome.queued], log);
  return { result: CustomerRegistrationResult.Success };
}

/** A verification token looks like what register() mails: 32 random bytes in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * emailuserverification: TokenRequired (3) without a token; TokenNotValid (4) for a malformed or expired
 * link or a registration rejected before it was verified; CustomerNotFound (2) for a well-formed token
 * no registration holds; AlreadyVerified (5) on a second visit; Success (1) the first time.
 */
export async function verifyRegistration(
  db: Db,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<CustomerVerificationResponse> {
  const value = (token ?? '').trim();
  if (!value) return { result: CustomerVerificationResult.TokenRequired };
  if (!TOKEN_SHAPE.test(value)) return { result: CustomerVerificationResult.TokenNotValid };
  const found = await findByTokenHash(db, hashToken(value));
  if (!found) return { result: CustomerVerificationResult.CustomerNotFound };
  const companyName = found.companyName;
  if (
    found.status === CustomerRegistrationStatus.Verified ||
    found.status === CustomerRegistrationStatus.Approved
  )
    return { result: CustomerVerificationResult.AlreadyVerified, companyName };
  if (found.status !== CustomerRegistrationStatus.PendingVerification || found.tokenExpiresAt <= now)
    return { result: CustomerVerificationResult.TokenNotValid };
  const done = await db.transaction((tx) => markVerified(tx as unknown as Db, found.id, now));
  if (done) return { result: CustomerVerificationResult.Success, companyName };
  // Verified by a second click at the same moment, or expired just now.
  const again = await findByTokenHash(db, hashToken(value));
  return again?.status === CustomerRegistrationStatus.Verified
    ? { result: CustomerVerificationResult.AlreadyVerified, companyName }
    : { result: CustomerVerificationResult.TokenNotValid };
}

export interface DecisionInput {
  id: number;
  version: number;
  entityId: number;
  deciderId: number;
  lang: Lang;
  reason?: string;
}

type DecisionStep = (
  tx: Db,
  registration: LockedRegistration,
) => Promise<{ answer?: RegistrationDecisionResult; queued?: QueuedMail }>;

async function decide(
  context: RegistrationContext,
  input: DecisionInput,
  allowed: CustomerRegistrationStatus[],
  log: FastifyBaseLogger,
  step: DecisionStep,
): Promise<RegistrationDecisionResponse> {
  const { db } = context;
  let outcome: { answer?: RegistrationDecisionResult; queued?: QueuedMail; status?: number };
  try {
    outcome = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await lockRegistrations(t);
      const registration = await lockRegistration(t, input.id, input.entityId);
      if (!registration) return { answer: RegistrationDecisionResult.NotFound };
      if (registration.version !== input.version) return { answer: RegistrationDecisionResult.Conflict };
      if (!allowed.includes(registration.status))
        return { answer: RegistrationDecisionResult.WrongStatus, status: registration.status };
      const result = await step(t, registration);
      // Nothing of a refused approval stays written.
      if (result.answer) throw new RefusedDecision(result.answer);
      return result;
    });
  } catch (error) {
    if (error instanceof RefusedDecision) outcome = { answer: error.answer };
    else if (isUniqueViolation(error)) outcome = { answer: RegistrationDecisionResult.DuplicateLoginName };
    else throw error;
  }
  const data = (await getRegistration(db, input.id, input.entityId)) ?? undefined;
  if (outcome.answer) {
    return {
      result: outcome.answer,
      data,
      message: decisionMessage(outcome.answer, outcome.status, input.lang),
    };
  }
  if (outcome.queued) context.mailer.deliver(db, [outcome.queued], log);
  return { result: RegistrationDecisionResult.Success, data };
}

class RefusedDecision extends Error {
  constructor(readonly answer: RegistrationDecisionResult) {
    super('decision refused');
  }
}

function decisionMessage(
  answer: RegistrationDecisionResult,
  status: number | undefined,
  lang: Lang,
): string | undefined {
  switch (answer) {
    case RegistrationDecisionResult.Conflict:
      return registrationMessage('conflict', lang);
    case RegistrationDecisionResult.WrongStatus:
      return registrationMessage(
        status === CustomerRegistrationStatus.PendingVerification ? 'notVerified' : 'wrongStatus',
        lang,
      );
    case RegistrationDecisionResult.DuplicateCompanyName:
      return registrationMessage('companyTaken', lang);
    case RegistrationDecisionResult.DuplicateEmail:
      return registrationMessage('emailTaken', lang);
    case RegistrationDecisionResult.DuplicateLoginName:
      return registrationMessage('loginTaken', lang);
    default:
      return undefined;
  }
}

/**
 * Approve a verified registration: one transaction makes the customer, its entity row and address, the
 * customer user (Customer role, the entity, the services chosen, the registration's password hash) and
 * the "your account is ready" email. A name taken since the registration refuses it and writes nothing.
 */
export function approveRegistration(
  context: RegistrationContext,
  input: DecisionInput,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<RegistrationDecisionResponse> {
  return decide(context, input, [CustomerRegistrationStatus.Verified], log, async (tx, registration) => {
    const duplicate = await firstDuplicate(tx, registration, now, registration.id);
    if (duplicate) return { answer: DECISION_DUPLICATE[duplicate] };
    const { customerId, userId } = await createCustomerAndUser(tx, registration, input.entityId, now);
    const saved = await markDecided(tx, {
      id: registration.id,
      version: registration.version,
      status: CustomerRegistrationStatus.Approved,
      deciderId: input.deciderId,
      customerId,
      userId,
      now,
    });
    if (!saved) return { answer: RegistrationDecisionResult.Conflict };
    const link = `${context.publicUrl}/login`;
    const mail = registrationMail({ kind: 'approved', ...registration, link });
    return {
      queued: await context.mailer.queue(tx, { entityId: input.entityId, to: registration.email, ...mail }),
    };
  });
}

/** Reject a registration (pending or verified) with a reason, which the applicant gets by email. */
export function rejectRegistration(
  context: RegistrationContext,
  input: DecisionInput,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<RegistrationDecisionResponse> {
  const reason = (input.reason ?? '').trim().slice(0, REJECTION_REASON_MAX);
  return decide(
    context,
    input,
    [CustomerRegistrationStatus.PendingVerification, CustomerRegistrationStatus.Verified],
    log,
    async (tx, registration) => {
      const saved = await markDecided(tx, {
        id: registration.id,
        version: registration.version,
        status: CustomerRegistrationStatus.Rejected,
        deciderId: input.deciderId,
        reason,
        now,
      });
      if (!saved) return { answer: RegistrationDecisionResult.Conflict };
      const mail = registrationMail({ kind: 'rejected', ...registration, reason });
      return {
        queued: await context.mailer.queue(tx, { entityId: input.entityId, to: registration.email, ...mail }),
      };
    },
  );
}
