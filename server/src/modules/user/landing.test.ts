/** @databases postgres */
import {
  postSignInDestination,
  toCurrentUser,
  type EntityAccessItem,
  type RightType,
  type RightTypeItem,
} from '@portal/domain';
import { authHeaders, createTestApp, json, signInAs, type SignedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// scrypt makes each sign-in cost ~0.1 s of CPU: sign each user in once per file.
const signedIn = new Map<string, SignedIn>();
async function signInOnce(loginName: string): Promise<SignedIn> {
  if (!signedIn.has(loginName)) signedIn.set(loginName, await signInAs(t.app, loginName));
  return signedIn.get(loginName)!;
}

/** Runs the browser's own landing rules on what the server answers for a demo user. */
async function destinationOf(loginName: string): Promise<string> {
  const { token, user } = await signInOnce(loginName);
  const headers = authHeaders(token);
  const entities = json<EntityAccessItem[]>(
    await t.app.inject({ method: 'GET', url: `/api/User/EntityAccess/${user.id}`, headers }),
  );
  const { rightTypeList } = json<{ rightTypeList: RightTypeItem[] }>(
    await t.app.inject({ method: 'GET', url: '/api/User/righttypelst', headers }),
  );
  return postSignInDestination({
    user: toCurrentUser(user),
    entityIds: entities.map((entity) => entity.id),
    accessibleRightTypes: rightTypeList
      .filter((item) => item.userHasAccess)
      .map((item) => item.id as RightType),
  }).path;
}

describe('landing destination of each demo user', () => {
  it.each([
    ['admin', '/landing'],
    ['customer', '/landing'],
    ['supplier', '/landing'],
    ['factory', '/landing'],
    ['hr', '/landing'],
    ['accountant', '/landing'],
    ['cs', '/1/inspsummary/booking-summary'],
    ['inspector', '/1/qcdashboard'],
    ['manager', '/1/managementdashboard/dashboard'],
    ['auditor', '/1/auditdashboard/dashboard'],
    ['tcfuser', '/1/tcfdashboardnew/tcf-dashboard-new'],
    ['labuser', '/1/labdashboard'],
    ['outsource', '/1/inspsummary/booking-summary'],
    ['qcpartner', '/1/qcdashboard'],
    ['checker', '/1/inspsummary/booking-summary'],
    ['techlead', '/1/managementdashboard/dashboard'],
    ['newuser', '/changepassword'],
  ])('%s lands on %s', async (loginName, expected) => {
    expect(await destinationOf(loginName)).toBe(expected);
  });

  it('lands each direct user on a screen that is one of their rights', async () => {
    for (const loginName of [
      'cs',
      'inspector',
      'manager',
      'auditor',
      'tcfuser',
      'labuser',
      'outsource',
      'qcpartner',
    ]) {
      const { user } = await signInOnce(loginName);
      const path = (await destinationOf(loginName)).replace(/^\/1\//, '');
      expect(user.rights.map((right) => right.path)).toContain(path);
    }
  });
});
