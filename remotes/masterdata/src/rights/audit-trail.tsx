import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AuditRow } from '@portal/domain';
import { Alert, Button, DataTable, Pager } from '@portal/ui';
import { useRightsApi } from './use-rights-api';

const PAGE_SIZES = [10, 25, 50] as const;

/** before/after as short "key: value" lines (the trail keeps the whole JSON). */
function Json({ value }: { value: unknown }) {
  if (value == null) return <span className="text-slate-400">—</span>;
  const entries = typeof value === 'object' ? Object.entries(value as Record<string, unknown>) : [];
  return (
    <ul className="text-xs text-slate-700">
      {entries.map(([key, item]) => (
        <li key={key} className="break-all">
          <span className="font-medium">{key}</span>: {Array.isArray(item) ? item.join(', ') : String(item)}
        </li>
      ))}
    </ul>
  );
}

export interface AuditTrailProps {
  roleIds?: number[];
  rightIds?: number[];
  /** Changes when the screen saved something, so the newest row shows at once. */
  refreshKey?: unknown;
}

/** The audit trail of the rights administration, newest first, narrowed to a role or a right. */
export function AuditTrail({ roleIds, rightIds, refreshKey }: AuditTrailProps) {
  const api = useRightsApi();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(10);
  const [answer, setAnswer] = useState<{ rows: AuditRow[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const filterKey = JSON.stringify([roleIds ?? null, rightIds ?? null]);

  useEffect(() => setPage(1), [filterKey]);

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    api
      .audit({
        skip: (page - 1) * pageSize,
        take: pageSize,
        roleIds: roleIds?.length ? roleIds : undefined,
        rightIds: rightIds?.length ? rightIds : undefined,
      })
      .then((response) => !cancelled && setAnswer({ rows: response.data, total: response.total }))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filterKey stands for the two lists
  }, [api, page, pageSize, filterKey, refreshKey, attempt]);

  const what = (row: AuditRow) =>
    t(`masterdata.rights.audit.action.${row.action}`, {
      role: row.roleName ?? `#${row.roleId ?? ''}`,
      right: row.rightName ?? `#${row.rightId ?? ''}`,
      rightId: row.rightId ?? '',
      permission: row.permission ?? '',
    });

  return (
    <section
      aria-label={t('masterdata.rights.audit.title')}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="rights-audit"
    >
      <h2 className="text-base font-semibold text-slate-800">{t('masterdata.rights.audit.title')}</h2>
      {failed ? (
        <Alert tone="error">
          {t('masterdata.rights.loadError')}{' '}
          <Button variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
            {t('masterdata.rights.retry')}
          </Button>
        </Alert>
      ) : null}
      {answer && answer.total === 0 ? (
        <p className="text-sm text-slate-600">{t('masterdata.rights.audit.empty')}</p>
      ) : null}
      {answer && answer.total > 0 ? (
        <>
          <DataTable<AuditRow>
            caption={t('masterdata.rights.audit.title')}
            rows={answer.rows}
            rowKey={(row) => row.id}
            maxHeight={420}
            columns={[
              {
                key: 'at',
                header: t('masterdata.rights.audit.when'),
                render: (row) => intl.formatDate(row.at, { dateStyle: 'short', timeStyle: 'medium' }),
              },
              { key: 'userName', header: t('masterdata.rights.audit.who') },
              { key: 'action', header: t('masterdata.rights.audit.what'), render: what },
              {
                key: 'before',
                header: t('masterdata.rights.audit.before'),
                render: (row) => <Json value={row.before} />,
              },
              {
                key: 'after',
                header: t('masterdata.rights.audit.after'),
                render: (row) => <Json value={row.after} />,
              },
            ]}
          />
          <Pager
            page={page}
            pageSize={pageSize}
            total={answer.total}
            pageSizes={PAGE_SIZES}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      ) : null}
    </section>
  );
}
