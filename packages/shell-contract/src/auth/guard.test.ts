import { UserType, type CurrentUser } from '@portal/domain';
import { evaluateGuard } from './guard';

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  fullName: 'Ada',
  userName: 'ada',
  entityName: 'E',
  countryId: null,
  usertype: UserType.InternalUser,
  customerid: null,
  supplierid: null,
  factoryid: null,
  staffId: null,
  profiles: [],
  serviceAccess: [1],
  fbUserId: null,
  roles: [],
  rights: [],
  rightsDB: [],
  tcfNewDashboardAccess: false,
  defaultPasswordChanged: true,
  isPasswordChangedRecently: true,
  permissions: ['InspectionSummary.View'],
  ...overrides,
});

describe('evaluateGuard', () => {
  it('sends a signed-out visitor to /login keeping the requested URL', () => {
    expect(evaluateGuard({ user: null, online: true, location: '/1/inspsummary/booking-summary?x=1' })).toEqual({
      kind: 'redirect',
      to: '/login?returnUrl=%2F1%2Finspsummary%2Fbooking-summary%3Fx%3D1',
    });
  });
  it('sends an offline navigation to /error/0', () => {
    expect(evaluateGuard({ user: user(), online: false, location: '/1/a' })).toEqual({
      kind: 'redirect',
      to: '/error/0?returnUrl=%2F1%2Fa',
    });
  });
  it('sends a user with the default password, or an old one, to /changepassword', () => {
    expect(evaluateGuard({ user: user({ defaultPasswordChanged: false }), online: true, location: '/' })).toEqual({
      kind: 'redirect',
      to: '/changepassword',
    });
    expect(evaluateGuard({ user: user({ isPasswordChangedRecently: false }), online: true, location: '/' })).toEqual({
      kind: 'redirect',
      to: '/changepassword',
    });
  });
  it('compares the route permission case-insensitively', () => {
    expect(evaluateGuard({ user: user(), permission: 'inspectionsummary.VIEW', online: true, location: '/' })).toEqual({
      kind: 'allow',
    });
  });
  it('sends a user without the route permission to /forbidden', () => {
    expect(evaluateGuard({ user: user(), permission: 'StaffSummary.View', online: true, location: '/' })).toEqual({
      kind: 'redirect',
      to: '/forbidden',
    });
  });
  it('allows a route without a declared permission', () => {
    expect(evaluateGuard({ user: user({ permissions: [] }), online: true, location: '/' })).toEqual({ kind: 'allow' });
  });
});
