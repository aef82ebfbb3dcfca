import { RightType, Service, UserType } from '../enums';

/** Which service a right type belongs to; null for the non-service right types. */
export const RIGHT_TYPE_SERVICE: Record<RightType, Service | null> = {
  [RightType.Inspection]: Service.Inspection,
  [RightType.Audit]: Service.Audit,
  [RightType.TCF]: Service.Tcf,
  [RightType.LabTesting]: Service.LabTesting,
  [RightType.Customer]: null,
  [RightType.Vendor]: null,
  [RightType.HumanResource]: null,
  [RightType.Document]: null,
  [RightType.Admin]: null,
};

const SERVICE_RIGHT_TYPES = [RightType.Inspection, RightType.Audit, RightType.TCF, RightType.LabTesting];

/**
 * Right types a user type may be offered (spec section 6). Internal users get all; the outsource set is
 * not shown by the spec: ours is the four services, since outsource staff work on service jobs only.
 */
export function offeredRightTypes(userType: UserType): readonly RightType[] {
  switch (userType) {
    case UserType.InternalUser:
      return Object.values(RightType).filter((v): v is RightType => typeof v === 'number');
    case UserType.Customer:
      return [...SERVICE_RIGHT_TYPES, RightType.Customer];
    default:
      return SERVICE_RIGHT_TYPES;
  }
}

/**
 * A right type is accessible when it is offered to the user type, the user has access to its service
 * (when it has one) and holds at least one right of that type (spec section 6).
 */
export function isRightTypeAccessible(
  rightType: RightType,
  user: { userType: UserType; serviceAccess: readonly number[]; rightTypesHeld: ReadonlySet<number> },
): boolean {
  if (!offeredRightTypes(user.userType).includes(rightType)) return false;
  const service = RIGHT_TYPE_SERVICE[rightType];
  if (service != null && !user.serviceAccess.includes(service)) return false;
  return user.rightTypesHeld.has(rightType);
}
