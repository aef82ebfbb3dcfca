import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Permissions,
  ResourceResult,
  RIGHTS_SCREEN_PATHS,
  type RoleDetail,
  type RoleRow,
  type SaveResponse,
} from '@portal/domain';
import { useEntityLink, usePermission } from '@portal/screen-kit';
import { Alert, Button, DataTable, showToast, Spinner } from '@portal/ui';
import { AuditTrail } from './audit-trail';
import { RightsTree } from './rights-tree';
import { RoleNameForm } from './role-name-form';
import { useRightsApi } from './use-rights-api';
import { useRightsLookups } from './use-rights-lookups';

const P = Permissions.RightsAdmin;

/** The text of a role save's refusal, or null when it saved. */
function refusal(answer: SaveResponse<RoleDetail>, t: (id: string) => string): string | null {
  switch (answer.result) {
    case ResourceResult.Success:
      return null;
    case ResourceResult.DuplicateName:
      return t('masterdata.rights.roles.duplicate');
    case ResourceResult.NotFound:
      return t('masterdata.rights.roles.notFound');
    case ResourceResult.Conflict:
      return t('masterdata.rights.roles.conflict');
    case ResourceResult.ParentNotFound:
      return t('masterdata.rights.roles.unknownRight');
    default:
      return answer.errors?.[0]?.message ?? answer.message ?? t('masterdata.rights.map.failed');
  }
}

/** Roles: the list, a new role, and for the chosen role its name, the rights it grants and its users. */
export function RoleRights() {
  const api = useRightsApi();
  const intl = useIntl();
  const t = useCallback(
    (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values),
    [intl],
  );
  const link = useEntityLink();
  const navigate = useNavigate();
  const canEdit = usePermission(P.Edit);
  const { id } = useParams();
  const roleId = id && Number.isInteger(Number(id)) ? Number(id) : null;

  const [roles, setRoles] = useState<RoleRow[] | null | 'failed'>(null);
  const [role, setRole] = useState<RoleDetail | null | 'failed'>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [saved, setSaved] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const lookups = useRightsLookups(api);

  useEffect(() => {
    let cancelled = false;
    api
      .roles()
      .then((rows) => !cancelled && setRoles(rows))
      .catch(() => !cancelled && setRoles('failed'));
    return () => {
      cancelled = true;
    };
  }, [api, saved]);

  const show = useCallback((detail: RoleDetail) => {
    setRole(detail);
    setChosen(new Set(detail.rightIds));
  }, []);

  useEffect(() => {
    setNotice(null);
    if (roleId == null) {
      setRole(null);
      return;
    }
    let cancelled = false;
    setRole(null);
    api
      .role(roleId)
      .then((answer) => {
        if (cancelled) return;
        if (answer.data) show(answer.data);
        else setRole('failed');
      })
      .catch(() => !cancelled && setRole('failed'));
    return () => {
      cancelled = true;
    };
  }, [api, roleId, show]);

  const after = (answer: SaveResponse<RoleDetail>, success: string): string | null => {
    const text = refusal(answer, (key) => t(key));
    if (answer.result === ResourceResult.Conflict && answer.current) show(answer.current);
    if (text) {
      setNotice(text);
      return text;
    }
    setNotice(null);
    if (answer.data) show(answer.data);
    showToast({ kind: 'success', message: success });
    setSaved((n) => n + 1);
    return null;
  };

  const detail = role && role !== 'failed' ? role : null;

  return (
    <div className="flex flex-col gap-4 p-6" data-screen="role-rights">
      <h1 className="text-2xl font-semibold text-slate-900">{t('masterdata.rights.roleRights.title')}</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(22rem,30rem)_1fr]">
        <section aria-label={t('masterdata.rights.roles')} className="flex flex-col gap-3">
          {roles === 'failed' ? <Alert tone="error">{t('masterdata.rights.loadError')}</Alert> : null}
          {roles === null ? <Spinner label={t('kit.table.loading')} /> : null}
          {Array.isArray(roles) ? (
            <DataTable<RoleRow>
              caption={t('masterdata.rights.roles')}
              rows={roles}
              rowKey={(row) => row.id}
              maxHeight={520}
              columns={[
                {
                  key: 'name',
                  header: t('masterdata.rights.field.roleName'),
                  render: (row) => (
                    <Link
                      to={link(`${RIGHTS_SCREEN_PATHS.roleRights}/${row.id}`)}
                      aria-current={row.id === roleId ? 'page' : undefined}
                      className={`text-sky-700 hover:underline ${row.id === roleId ? 'font-semibold' : ''}`}
                    >
                      {row.name}
                    </Link>
                  ),
                },
                { key: 'userCount', header: t('masterdata.rights.roles.users') },
                { key: 'permissionCount', header: t('masterdata.rights.roles.permissions') },
                { key: 'rightCount', header: t('masterdata.rights.roles.rights') },
              ]}
            />
          ) : null}
          {canEdit ? (
            <RoleNameForm
              initialName=""
              label={t('masterdata.rights.roles.new')}
              submitLabel={t('masterdata.rights.roles.create')}
              save={async (name) => {
                const answer = await api.createRole({ name });
                const error = refusal(answer, (key) => t(key));
                if (error) return error;
                showToast({ kind: 'success', message: t('masterdata.rights.roles.created', { name }) });
                setSaved((n) => n + 1);
                if (answer.data) navigate(link(`${RIGHTS_SCREEN_PATHS.roleRights}/${answer.data.id}`));
                return null;
              }}
            />
          ) : null}
        </section>

        <div className="flex flex-col gap-4">
          {roleId == null ? <Alert tone="info">{t('masterdata.rights.roles.choose')}</Alert> : null}
          {role === 'failed' ? <Alert tone="error">{t('masterdata.rights.roles.notFound')}</Alert> : null}
          {roleId != null && role === null ? <Spinner label={t('kit.table.loading')} /> : null}
          {notice ? <Alert tone="warning">{notice}</Alert> : null}
          {detail ? (
            <>
              {canEdit ? (
                <RoleNameForm
                  initialName={detail.name}
                  label={t('masterdata.rights.field.roleName')}
                  submitLabel={t('masterdata.rights.roles.rename')}
                  save={async (name) =>
                    after(
                      await api.renameRole({ id: detail.id, name, version: detail.version }),
                      t('masterdata.rights.roles.renamed', { name }),
                    )
                  }
                />
              ) : null}
              <section
                aria-label={t('masterdata.rights.roles.tree', { name: detail.name })}
                className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <h2 className="text-base font-semibold text-slate-800">
                  {t('masterdata.rights.roles.tree', { name: detail.name })}
                </h2>
                <p className="text-sm text-slate-600">{t('masterdata.rights.roles.treeHint')}</p>
                {lookups === 'failed' ? <Alert tone="error">{t('masterdata.rights.loadError')}</Alert> : null}
                {lookups && lookups !== 'failed' ? (
                  <RightsTree lookups={lookups} chosen={chosen} onChange={setChosen} roleName={detail.name} />
                ) : null}
                {canEdit ? (
                  <div className="flex justify-end">
                    <Button
                      disabled={busy}
                      onClick={async () => {
                        setBusy(true);
                        try {
                          after(
                            await api.saveRoleRights({
                              roleId: detail.id,
                              rightIds: [...chosen].sort((a, b) => a - b),
                              version: detail.version,
                            }),
                            t('masterdata.rights.roles.rightsSaved', { name: detail.name }),
                          );
                        } catch {
                          setNotice(t('masterdata.rights.map.failed'));
                        } finally {
                          setBusy(false);
                        }
                      }}
                    >
                      {t('masterdata.rights.roles.saveRights')}
                    </Button>
                  </div>
                ) : null}
              </section>
              <section
                aria-label={t('masterdata.rights.roles.holders', { name: detail.name })}
                className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <h2 className="text-base font-semibold text-slate-800">
                  {t('masterdata.rights.roles.holders', { name: detail.name })}
                </h2>
                {detail.users.length ? (
                  <ul className="flex flex-wrap gap-2 text-sm">
                    {detail.users.map((user) => (
                      <li key={user.id} className="rounded bg-slate-100 px-2 py-1 text-slate-800">
                        {user.fullName} <span className="text-slate-600">({user.loginName})</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-slate-600">{t('masterdata.rights.roles.noHolders')}</p>
                )}
              </section>
              <AuditTrail roleIds={[detail.id]} refreshKey={saved} />
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
