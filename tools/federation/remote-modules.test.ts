// Checks every remote's `./module` against remotes.json and the landing rules: each route lives in an area
// its remote owns, declares a known permission and a translated title, and every landing destination
// of spec section 2 is served by the remote that owns its area.
import fs from 'node:fs';
import path from 'node:path';
import {
  ALL_PERMISSIONS,
  Profile,
  RightType,
  Role,
  UserType,
  dashboardPath,
} from '../../packages/domain/src';
import { findRemoteForArea } from '../../packages/shell-contract/src/federation/area-match';
import type { RemoteConfig, RemoteModule } from '../../packages/shell-contract/src/federation/remote-module';

const root = path.resolve(__dirname, '../..');
const remotesJson = JSON.parse(
  fs.readFileSync(path.join(root, 'host/public/remotes.json'), 'utf8'),
) as RemoteConfig[];

function remoteModule(name: string): RemoteModule {
  return require(`../../remotes/${name}/src/module`).remoteModule as RemoteModule;
}

const modules = remotesJson.map((remote) => [remote.name, remoteModule(remote.name)] as const);

describe.each(modules)('the %s remote', (name, module) => {
  it('names itself as remotes.json does', () => {
    expect(module.id).toBe(name);
  });
  it.each(module.routes.map((route) => [route.path, route] as const))('owns the area of %s', (routePath) => {
    expect(findRemoteForArea(routePath.split('/')[0]!, remotesJson)?.name).toBe(name);
  });
  it('declares only known permissions and translated titles', () => {
    for (const route of module.routes) {
      if (route.permission) expect(ALL_PERMISSIONS).toContain(route.permission);
      expect(module.messages.en[route.titleId]).toBeTruthy();
      expect(module.messages.fr[route.titleId]).toBeTruthy();
    }
  });
});

describe('landing destinations', () => {
  const base = {
    serviceAccess: [1],
    defaultPasswordChanged: true,
    isPasswordChangedRecently: true,
    roles: [],
    profiles: [],
  };
  const destinations = [
    dashboardPath({ ...base, usertype: UserType.InternalUser }, 1, RightType.Inspection),
    dashboardPath({ ...base, usertype: UserType.Customer }, 1, RightType.Inspection),
    dashboardPath({ ...base, usertype: UserType.Supplier }, 1, RightType.Inspection),
    dashboardPath(
      { ...base, usertype: UserType.InternalUser, profiles: [{ id: Profile.Inspector }] },
      1,
      RightType.Inspection,
    ),
    dashboardPath(
      { ...base, usertype: UserType.InternalUser, roles: [{ id: Role.CEO }] },
      1,
      RightType.Inspection,
    ),
    ...[
      RightType.Audit,
      RightType.TCF,
      RightType.LabTesting,
      RightType.Customer,
      RightType.Vendor,
      RightType.HumanResource,
      RightType.Document,
      RightType.Admin,
    ].map((rightType) => dashboardPath({ ...base, usertype: UserType.InternalUser }, 1, rightType)),
  ];

  it.each(destinations)('%s is a route of the remote that owns its area', (destination) => {
    const pathBelowEntity = destination.replace(/^\/1\//, '');
    const owner = findRemoteForArea(pathBelowEntity.split('/')[0]!, remotesJson);
    expect(owner).toBeDefined();
    const module = remoteModule(owner!.name);
    expect(module.routes.map((route) => route.path)).toContain(pathBelowEntity);
  });
});
