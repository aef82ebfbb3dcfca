import type { KyInstance } from 'ky';
import {
  RIGHTS_API,
  ResourceResult,
  type AuditRow,
  type AuditSearchRequest,
  type GetResponse,
  type PermissionChange,
  type PermissionMap,
  type RightCreate,
  type RightDetail,
  type RightRow,
  type RightSearchRequest,
  type RightsLookups,
  type RoleCreate,
  type RoleDetail,
  type RoleRename,
  type RoleRightsSave,
  type RoleRow,
  type SaveResponse,
  type SearchResponse,
} from '@portal/domain';
import { resourceClient } from './resource';

/** 200 (result code), 409 (current record) and 400 (field messages) as a SaveResponse; the rest throws. */
async function roleSave(response: Response): Promise<SaveResponse<RoleDetail>> {
  if (response.ok || response.status === 409) return (await response.json()) as SaveResponse<RoleDetail>;
  if (response.status === 400) {
    const body = (await response.json()) as {
      message?: string;
      errors?: { field: string; message: string }[];
    };
    return { result: ResourceResult.Invalid, message: body.message, errors: body.errors ?? [] };
  }
  throw new Error(`save failed with HTTP ${response.status}`);
}

export interface PermissionChangeResponse {
  result: number;
  changed?: boolean;
  message?: string;
}

/** Rights and roles administration (/api/Rights): admins only. */
export function rightsEndpoints(client: KyInstance) {
  return {
    right: resourceClient<RightRow, RightDetail, RightCreate, RightSearchRequest>(client, RIGHTS_API.right),
    lookups: () => client.get(RIGHTS_API.lookups).json<RightsLookups>(),
    roles: () => client.get(RIGHTS_API.roles).json<RoleRow[]>(),
    role: (id: number) => client.get(`${RIGHTS_API.roles}/${id}`).json<GetResponse<RoleDetail>>(),
    createRole: async (body: RoleCreate) =>
      roleSave(await client.post(RIGHTS_API.roles, { json: body, throwHttpErrors: false })),
    renameRole: async (body: RoleRename) =>
      roleSave(await client.put(RIGHTS_API.roles, { json: body, throwHttpErrors: false })),
    saveRoleRights: async (body: RoleRightsSave) =>
      roleSave(await client.put(RIGHTS_API.roleRights, { json: body, throwHttpErrors: false })),
    permissionMap: () => client.get(RIGHTS_API.permissionMap).json<PermissionMap>(),
    changePermission: (body: PermissionChange) =>
      client.post(RIGHTS_API.permissionMap, { json: body }).json<PermissionChangeResponse>(),
    audit: (request: AuditSearchRequest) =>
      client.post(RIGHTS_API.audit, { json: request }).json<SearchResponse<AuditRow>>(),
  };
}

export type RightsEndpoints = ReturnType<typeof rightsEndpoints>;
