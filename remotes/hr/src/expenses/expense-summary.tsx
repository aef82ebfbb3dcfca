import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatDate, HR_ROUTES, Permissions, type ExpenseRow, type SearchRequest } from '@portal/domain';
import {
  FormDate,
  SummaryPage,
  summaryPermissions,
  useEntityLink,
  type SummaryColumn,
} from '@portal/screen-kit';
import { Select, TextField } from '@portal/ui';
import { useExpenseApi, type ExpenseApi } from './expense-api';
import { ExpenseStatusBadge } from './expense-status';
import { expenseStatusOptions, shownRange, shownTotals } from './expense-values';
import { useExpenseLookups } from './use-expense-lookups';

type Filters = {
  statuses: number[];
  staffIds: number[];
  fromDate: string | null;
  toDate: string | null;
  claimNo: string | null;
};
const FILTER_DEFAULTS: Filters = { statuses: [], staffIds: [], fromDate: null, toDate: null, claimNo: null };

function ExpenseFilters({ api, showStaff }: { api: ExpenseApi; showStaff: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useFormikContext<Filters>();
  return (
    <>
      <Select<number>
        multiple
        name="statuses"
        label={t('hr.expense.filter.statuses')}
        options={expenseStatusOptions(intl)}
        value={form.values.statuses}
        onChange={(ids) => void form.setFieldValue('statuses', ids)}
      />
      {showStaff ? (
        <Select<number>
          multiple
          name="staffIds"
          label={t('hr.expense.filter.staff')}
          dataSource={api.staffDataSource}
          value={form.values.staffIds}
          onChange={(ids) => void form.setFieldValue('staffIds', ids)}
        />
      ) : null}
      <TextField
        name="claimNo"
        label={t('hr.expense.filter.claimNo')}
        value={form.values.claimNo ?? ''}
        maxLength={50}
        onChange={(event) => void form.setFieldValue('claimNo', event.target.value || null)}
      />
      <FormDate name="fromDate" label={t('hr.expense.filter.fromDate')} />
      <FormDate name="toDate" label={t('hr.expense.filter.toDate')} />
    </>
  );
}

/** The columns of the summary and of the pending list. */
export function expenseColumns(intl: IntlShape, withStatus = true): SummaryColumn<ExpenseRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'claimNo', titleId: 'hr.expense.field.claimNo', sortable: true },
    { key: 'staffName', titleId: 'hr.expense.field.staff', sortable: true },
    { key: 'employeeNo', titleId: 'hr.expense.field.employeeNo', sortable: true, defaultVisible: false },
    { key: 'title', titleId: 'hr.expense.field.title', sortable: true },
    {
      key: 'firstDate',
      titleId: 'hr.expense.field.dates',
      sortable: true,
      render: (row) => shownRange(row.firstDate, row.lastDate),
      exportValue: (row) => shownRange(row.firstDate, row.lastDate),
    },
    {
      key: 'totals',
      titleId: 'hr.expense.field.total',
      className: 'text-right whitespace-nowrap',
      render: (row) => shownTotals(intl, row.totals),
      exportValue: (row) => row.totals.map((total) => `${total.amount} ${total.currency}`).join('; '),
    },
    ...(withStatus
      ? [
          {
            key: 'status',
            titleId: 'hr.expense.field.status',
            sortable: true,
            render: (row: ExpenseRow) => <ExpenseStatusBadge status={row.status} />,
            exportValue: (row: ExpenseRow) => t(`hr.expense.status.${row.status}`),
          },
        ]
      : []),
    {
      key: 'createdAt',
      titleId: 'hr.expense.field.createdAt',
      sortable: true,
      // dd/MM/yyyy in every language, as the portal shows dates.
      render: (row) => formatDate(new Date(row.createdAt)),
      exportValue: (row) => formatDate(new Date(row.createdAt)),
    },
    {
      key: 'lineCount',
      titleId: 'hr.expense.field.lineCount',
      defaultVisible: false,
      className: 'text-right',
    },
    { key: 'checkedByName', titleId: 'hr.expense.field.checkedBy', defaultVisible: false },
    { key: 'approvedByName', titleId: 'hr.expense.field.approvedBy', defaultVisible: false },
    { key: 'paidByName', titleId: 'hr.expense.field.paidBy', defaultVisible: false },
    { key: 'rejectComment', titleId: 'hr.expense.field.rejectComment', defaultVisible: false },
  ];
}

/**
 * Expense summary: one's own claims, one's reports' (managers) or the whole entity's (ExpenseSummary
 * .ViewAll), searched by status, claimant, claim number and expense dates, exported by those who may.
 */
export function ExpenseSummary() {
  const api = useExpenseApi();
  const lookups = useExpenseLookups(api);
  const link = useEntityLink();
  const intl = useIntl();
  const resource = useMemo(
    () => ({ search: (request: SearchRequest) => api.claims.search(request), export: api.claims.export }),
    [api],
  );
  return (
    <SummaryPage<ExpenseRow, Filters>
      titleId="hr.expense.summary.title"
      screenKey="expense-summary"
      resource={resource}
      columns={expenseColumns(intl)}
      filterDefaults={FILTER_DEFAULTS}
      renderFilters={() => <ExpenseFilters api={api} showStaff={lookups.viewAll || lookups.isManager} />}
      defaultSort={{ field: 'createdAt', direction: 'desc' }}
      permissions={{
        ...summaryPermissions(Permissions.ExpenseSummary),
        create: Permissions.ExpenseClaim.View,
      }}
      rowLink={(row) => link(`${HR_ROUTES.expenseClaim}/${row.id}`)}
      newLink={link(HR_ROUTES.expenseClaim)}
      exportName="expense-claims"
    />
  );
}
