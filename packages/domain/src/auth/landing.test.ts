import { Profile, RightType, Role, UserType } from '../enums';
import { dashboardPath, isSafeReturnUrl, postSignInDestination, type LandingUser } from './landing';

const user = (overrides: Partial<LandingUser> = {}): LandingUser => ({
  usertype: UserType.InternalUser,
  serviceAccess: [1],
  roles: [],
  profiles: [],
  defaultPasswordChanged: true,
  isPasswordChangedRecently: true,
  ...overrides,
});

describe('postSignInDestination', () => {
  it('sends a user whose default password was never changed to /changepassword', () => {
    expect(
      postSignInDestination({
        user: user({ defaultPasswordChanged: false }),
        entityIds: [1],
        accessibleRightTypes: [1],
      }),
    ).toEqual({ path: '/changepassword' });
  });

  it('sends a user whose password is older than three months to /changepassword, even with a returnUrl', () => {
    expect(
      postSignInDestination({
        user: user({ isPasswordChangedRecently: false }),
        entityIds: [1],
        accessibleRightTypes: [1],
        returnUrl: '/1/inspsummary/booking-summary',
      }).path,
    ).toBe('/changepassword');
  });

  it('sends an internal user with one service and one entity straight to the dashboard, storing the lowest right type', () => {
    expect(
      postSignInDestination({
        user: user(),
        entityIds: [1],
        accessibleRightTypes: [RightType.Admin, RightType.Inspection],
      }),
    ).toEqual({ path: '/1/inspsummary/booking-summary', entityId: 1, rightType: RightType.Inspection });
  });

  it('treats an outsource user with one service and one entity like an internal one', () => {
    expect(
      postSignInDestination({
        user: user({ usertype: UserType.OutSource }),
        entityIds: [2],
        accessibleRightTypes: [1],
      }).path,
    ).toBe('/2/inspsummary/booking-summary');
  });

  it.each([
    ['two entities', user(), [1, 2]],
    ['two services', user({ serviceAccess: [1, 2] }), [1]],
    ['a customer', user({ usertype: UserType.Customer }), [1]],
    ['a supplier', user({ usertype: UserType.Supplier }), [1]],
    ['a factory', user({ usertype: UserType.Factory }), [1]],
  ])('sends %s to /landing', (_label, who, entityIds) => {
    expect(postSignInDestination({ user: who, entityIds, accessibleRightTypes: [1] })).toEqual({
      path: '/landing',
    });
  });

  it('sends an internal user with no accessible right type to /landing rather than a dead end', () => {
    expect(postSignInDestination({ user: user(), entityIds: [1], accessibleRightTypes: [] }).path).toBe(
      '/landing',
    );
  });

  it('honours a returnUrl over the default destination', () => {
    expect(
      postSignInDestination({
        user: user({ usertype: UserType.Customer }),
        entityIds: [1],
        accessibleRightTypes: [1],
        returnUrl: '/1/cussearch/customer-summary?page=2',
      }).path,
    ).toBe('/1/cussearch/customer-summary?page=2');
  });

  it('ignores a returnUrl that leaves the site or points back at sign-in', () => {
    for (const returnUrl of ['https://evil.example.com', '//evil.example.com', '/login?returnUrl=/x', '/']) {
      expect(
        postSignInDestination({
          user: user({ usertype: UserType.Customer }),
          entityIds: [1],
          accessibleRightTypes: [1],
          returnUrl,
        }).path,
      ).toBe('/landing');
    }
  });
});

describe('dashboardPath', () => {
  it('defaults internal users to the booking summary', () => {
    expect(dashboardPath(user(), 1, RightType.Inspection)).toBe('/1/inspsummary/booking-summary');
  });
  it('sends customers to the customer dashboard', () => {
    expect(dashboardPath(user({ usertype: UserType.Customer }), 2, RightType.Inspection)).toBe(
      '/2/cusdashboard',
    );
  });
  it.each([UserType.Supplier, UserType.Factory])(
    'sends supplier and factory users (%s) to the supplier dashboard',
    (t) => {
      expect(dashboardPath(user({ usertype: t }), 1, RightType.Inspection)).toBe('/1/supdashboard/dashboard');
    },
  );
  it('sends the Inspector profile to the QC dashboard', () => {
    expect(dashboardPath(user({ profiles: [{ id: Profile.Inspector }] }), 1, RightType.Inspection)).toBe(
      '/1/qcdashboard',
    );
  });
  it.each([
    Role.TechnicalTeam,
    Role.OperationTeamManagement,
    Role.HRManagement,
    Role.KAM,
    Role.CEO,
    Role.SalesTeam,
  ])('sends management role %s with inspection access to the management dashboard', (role) => {
    expect(dashboardPath(user({ roles: [{ id: role }] }), 1, RightType.Inspection)).toBe(
      '/1/managementdashboard/dashboard',
    );
  });
  it('does not treat other roles as management', () => {
    expect(
      dashboardPath(user({ roles: [{ id: Role.Cs }, { id: Role.Accounting }] }), 1, RightType.Inspection),
    ).toBe('/1/inspsummary/booking-summary');
  });
  it.each([
    [RightType.Audit, '/3/auditdashboard/dashboard'],
    [RightType.TCF, '/3/tcfdashboardnew/tcf-dashboard-new'],
    [RightType.LabTesting, '/3/labdashboard'],
    [RightType.Customer, '/3/cussearch/customer-summary'],
    [RightType.Vendor, '/3/suppliersearch/supplier-summary'],
    [RightType.HumanResource, '/3/staffsearch/staff-summary'],
    [RightType.Document, '/3/datamanagement/dmsummary'],
    [RightType.Admin, '/3/usersearch/user-account-summary'],
  ])('sends right type %s to %s', (rightType, path) => {
    expect(dashboardPath(user(), 3, rightType)).toBe(path);
  });
  it('falls back to the first menu path of the Customer right type when the customer summary is not the user’s', () => {
    const rightsDB = [
      {
        path: 'cuscontactsearch/customer-contact-summary',
        rightType: RightType.Customer,
        ranking: 2,
        showMenu: true,
      },
      { path: 'cusbrand/brand-summary', rightType: RightType.Customer, ranking: 1, showMenu: true },
      { path: '#', rightType: RightType.Customer, ranking: 0, showMenu: true },
    ];
    expect(dashboardPath(user({ rightsDB }), 1, RightType.Customer)).toBe('/1/cusbrand/brand-summary');
  });
});

describe('isSafeReturnUrl', () => {
  it('accepts site paths and refuses other origins', () => {
    expect(isSafeReturnUrl('/1/x')).toBe(true);
    expect(isSafeReturnUrl('//x.com')).toBe(false);
    expect(isSafeReturnUrl('/\\x.com')).toBe(false);
    expect(isSafeReturnUrl('http://x.com')).toBe(false);
    expect(isSafeReturnUrl(null)).toBe(false);
  });
});
