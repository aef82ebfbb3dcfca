import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Permissions, ResourceResult, RightsResult, type PermissionMap as Map_ } from '@portal/domain';
import { usePermission } from '@portal/screen-kit';
import { Alert, Button, Select, showToast, Spinner, TextField } from '@portal/ui';
import { AuditTrail } from './audit-trail';
import { useRightsApi } from './use-rights-api';

const P = Permissions.RightsAdmin;

/** Roles x permission strings, grouped by screen: tick to grant, untick to remove, one change at a time. */
export function PermissionMap() {
  const api = useRightsApi();
  const intl = useIntl();
  const t = useCallback(
    (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values),
    [intl],
  );
  const canEdit = usePermission(P.Edit);
  const [map, setMap] = useState<Map_ | null | 'failed'>(null);
  const [attempt, setAttempt] = useState(0);
  const [text, setText] = useState('');
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    let cancelled = false;
    api
      .permissionMap()
      .then((answer) => !cancelled && setMap(answer))
      .catch(() => !cancelled && setMap('failed'));
    return () => {
      cancelled = true;
    };
  }, [api, attempt]);

  const loaded = map && map !== 'failed' ? map : null;
  const roles = useMemo(
    () => (loaded ? loaded.roles.filter((role) => !roleIds.length || roleIds.includes(role.id)) : []),
    [loaded, roleIds],
  );
  const groups = useMemo(() => {
    if (!loaded) return [];
    const wanted = text.trim().toLowerCase();
    return loaded.groups
      .map((group) => ({
        ...group,
        permissions: group.permissions.filter((name) => !wanted || name.toLowerCase().includes(wanted)),
      }))
      .filter((group) => group.permissions.length);
  }, [loaded, text]);

  const toggle = async (role: { id: number; name: string }, permission: string, granted: boolean) => {
    const key = `${role.id}:${permission}`;
    setPending(key);
    setNotice(null);
    try {
      const answer = await api.changePermission({ roleId: role.id, permission, granted });
      if (answer.result === RightsResult.SelfLockout) {
        setNotice(t('masterdata.rights.map.selfLockout'));
        return;
      }
      if (answer.result !== ResourceResult.Success) {
        setNotice(t('masterdata.rights.map.failed'));
        setAttempt((n) => n + 1);
        return;
      }
      setMap((current) => {
        if (!current || current === 'failed') return current;
        const held = new Set(current.grants[String(role.id)] ?? []);
        if (granted) held.add(permission);
        else held.delete(permission);
        return { ...current, grants: { ...current.grants, [String(role.id)]: [...held] } };
      });
      showToast({
        kind: 'success',
        message: t(granted ? 'masterdata.rights.map.granted' : 'masterdata.rights.map.removed', {
          permission,
          role: role.name,
        }),
      });
      setChanges((n) => n + 1);
    } catch {
      setNotice(t('masterdata.rights.map.failed'));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="flex flex-col gap-4 p-6" data-screen="permission-map">
      <h1 className="text-2xl font-semibold text-slate-900">{t('masterdata.rights.permissionMap.title')}</h1>
      <p className="text-sm text-slate-600">{t('masterdata.rights.map.intro')}</p>
      {map === 'failed' ? (
        <Alert tone="error">
          {t('masterdata.rights.loadError')}{' '}
          <Button variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
            {t('masterdata.rights.retry')}
          </Button>
        </Alert>
      ) : null}
      {map === null ? <Spinner label={t('kit.table.loading')} /> : null}
      {loaded ? (
        <>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            <TextField
              name="permissionText"
              label={t('masterdata.rights.map.filter')}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Select<number>
              multiple
              name="roleIds"
              label={t('masterdata.rights.map.roles')}
              hint={t('masterdata.rights.map.rolesHint')}
              options={loaded.roles.map((role) => ({ value: role.id, label: role.name }))}
              value={roleIds}
              onChange={setRoleIds}
            />
          </div>
          {notice ? <Alert tone="warning">{notice}</Alert> : null}
          {groups.length === 0 ? (
            <p className="text-sm text-slate-600">{t('masterdata.rights.map.none')}</p>
          ) : null}
          {groups.length ? (
            <div className="max-h-[70vh] overflow-auto rounded-md border border-slate-200 bg-white">
              <table className="min-w-full border-collapse text-sm">
                <caption className="sr-only">{t('masterdata.rights.permissionMap.title')}</caption>
                <thead className="sticky top-0 z-10 bg-slate-50">
                  <tr>
                    <th
                      scope="col"
                      className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-semibold text-slate-700"
                    >
                      {t('masterdata.rights.map.permission')}
                    </th>
                    {roles.map((role) => (
                      <th
                        key={role.id}
                        scope="col"
                        className="px-2 py-2 text-center font-medium whitespace-nowrap text-slate-700"
                      >
                        {role.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                {groups.map((group) => (
                  <tbody key={group.screen}>
                    <tr className="bg-slate-100">
                      <th
                        scope="rowgroup"
                        colSpan={roles.length + 1}
                        className="sticky left-0 px-3 py-1 text-left font-semibold text-slate-800"
                      >
                        {group.screen}
                      </th>
                    </tr>
                    {group.permissions.map((permission) => (
                      <tr key={permission} className="border-t border-slate-100">
                        <th
                          scope="row"
                          className="sticky left-0 bg-white px-3 py-1 text-left font-normal whitespace-nowrap text-slate-800"
                        >
                          {permission}
                        </th>
                        {roles.map((role) => {
                          const held = (loaded.grants[String(role.id)] ?? []).includes(permission);
                          return (
                            <td key={role.id} className="px-2 py-1 text-center">
                              <input
                                type="checkbox"
                                className="h-4 w-4"
                                checked={held}
                                disabled={!canEdit || pending != null}
                                aria-label={t('masterdata.rights.map.cell', { role: role.name, permission })}
                                onChange={() => void toggle(role, permission, !held)}
                              />
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                ))}
              </table>
            </div>
          ) : null}
          <AuditTrail roleIds={roleIds} refreshKey={changes} />
        </>
      ) : null}
    </div>
  );
}
