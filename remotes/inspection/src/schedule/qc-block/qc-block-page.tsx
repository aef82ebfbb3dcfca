import { useIntl } from 'react-intl';
import { PAGE_SIZES, Permissions } from '@portal/domain';
import { FormDate, FormSelect, usePermission } from '@portal/screen-kit';
import { Alert, Pager } from '@portal/ui';
import { useScheduleApi } from '../../shared/api/use-schedule-api';
import { LoadState } from '../../shared/load-state';
import { FilterForm } from '../../shared/screen-parts/filter-form';
import { useLoaded } from '../../shared/screen-parts/use-loaded';
import { useUrlSearch } from '../../shared/screen-parts/use-url-search';
import { useUnblock } from '../screen-parts/use-unblock';
import { QcBlockForm } from './qc-block-form';
import { QcBlockList } from './qc-block-list';

const PREFIX = 'inspection.schedule.qcBlock';
const FILTERS = { staffIds: [] as number[], dateFrom: null as string | null, dateTo: null as string | null };

/** Blocking QC days (for those who may) and the blocked days, filtered by QC and period, page by page. */
export function QcBlockPage() {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `${PREFIX}.${key}` });
  const api = useScheduleApi();
  const canEdit = usePermission(Permissions.QcBlock.Edit);
  const { state, go, key } = useUrlSearch(FILTERS);
  const { page, pageSize, filters } = state;
  const loaded = useLoaded(
    () =>
      api.searchBlocks({
        skip: (page - 1) * pageSize,
        take: pageSize,
        staffIds: filters.staffIds,
        dateFrom: filters.dateFrom,
        dateTo: filters.dateTo,
      }),
    key,
  );
  const unblock = useUnblock(api, loaded.reload);
  const answer = loaded.data;

  return (
    <div className="flex flex-col gap-4 p-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      {canEdit ? <QcBlockForm api={api} onBlocked={loaded.reload} /> : null}
      <h2 className="text-lg font-semibold text-slate-900">{t('list.heading')}</h2>
      <FilterForm
        label={t('filter.label')}
        values={filters}
        onSearch={(chosen) => go({ filters: chosen, page: 1 })}
        onReset={() => go({ filters: FILTERS, page: 1 })}
      >
        <FormSelect<number> name="staffIds" multiple label={t('filter.qcs')} dataSource={api.qcDataSource} />
        <FormDate name="dateFrom" label={t('filter.dateFrom')} />
        <FormDate name="dateTo" label={t('filter.dateTo')} />
      </FilterForm>
      <LoadState status={loaded.status} retry={loaded.reload} prefix={PREFIX} />
      {answer && loaded.status !== 'error' ? (
        answer.total === 0 ? (
          <Alert tone="info">{t('list.empty')}</Alert>
        ) : (
          <>
            <div className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
              <QcBlockList rows={answer.rows} onUnblock={canEdit ? unblock.ask : undefined} />
            </div>
            <Pager
              page={page}
              pageSize={pageSize}
              total={answer.total}
              pageSizes={PAGE_SIZES}
              onPage={(next) => go({ page: next })}
              onPageSize={(size) => go({ pageSize: size, page: 1 })}
            />
          </>
        )
      ) : null}
      {unblock.dialog}
    </div>
  );
}
