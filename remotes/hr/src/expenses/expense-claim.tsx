import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  EXPENSE_CLAIM_RULES,
  EXPENSE_TITLE_MAX,
  HR_ROUTES,
  Permissions,
  type ExpenseDetail,
  type ExpenseLookups,
  type ExpenseSave,
  type SaveResponse,
} from '@portal/domain';
import { EditPage, FormText } from '@portal/screen-kit';
import { Alert, Spinner } from '@portal/ui';
import { useExpenseApi } from './expense-api';
import { ExpenseLinesEditor } from './expense-lines-editor';
import { ExpenseReceipts } from './expense-receipts';
import { emptyExpenseValues, expenseToBody, expenseToValues, type ExpenseValues } from './expense-values';
import { ExpenseWorkflowPanel } from './expense-workflow-panel';
import { useExpenseLookups } from './use-expense-lookups';

/** A permission nobody holds: the kit then shows the form read-only (a claim past Pending, someone else's). */
const NOBODY = 'ExpenseClaim.ReadOnly';

function useRecordId(): number | null {
  const { id } = useParams();
  return id && id !== 'new' && Number.isInteger(Number(id)) ? Number(id) : null;
}

function ClaimFields({
  lookups,
  record,
  canEdit,
}: {
  lookups: ExpenseLookups;
  record: ExpenseDetail | null;
  canEdit: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const keepTypes = useMemo(() => new Set(record?.lines.map((line) => line.expenseTypeId)), [record]);
  const claimant = record ? record.staffName : lookups.ownStaffName;
  return (
    <>
      <p className="text-sm text-slate-700 md:col-span-2" data-testid="expense-claimant">
        {record
          ? t('hr.expense.claim.header', {
              claimNo: record.claimNo,
              name: record.staffName,
              employeeNo: record.employeeNo,
            })
          : t('hr.expense.claim.newFor', { name: claimant ?? '—' })}
      </p>
      <div className="md:col-span-2">
        <FormText name="title" label={t('hr.expense.field.title')} maxLength={EXPENSE_TITLE_MAX} />
      </div>
      <ExpenseLinesEditor lookups={lookups} readOnly={!canEdit} keepTypes={keepTypes} />
    </>
  );
}

/**
 * Expense claim: a new one (always the signed-in user's own), or a saved one with its receipts, status,
 * history and the steps the user may take (check, approve, pay, reject with a comment, cancel). Only
 * the claimant changes a pending claim; everyone else sees it read-only.
 */
export function ExpenseClaim() {
  const api = useExpenseApi();
  const lookups = useExpenseLookups(api);
  const intl = useIntl();
  const recordId = useRecordId();
  const [record, setRecord] = useState<ExpenseDetail | null>(null);
  // A step changes the claim: the form starts again from the server's answer.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (recordId === null) setRecord(null);
  }, [recordId]);

  const resource = useMemo(() => {
    const keep = (answer: SaveResponse<ExpenseDetail>) => {
      if (answer.data) setRecord(answer.data);
      return answer;
    };
    return {
      ...api.claims,
      get: async (id: number) => {
        const answer = await api.claims.get(id);
        if (answer.data) setRecord(answer.data);
        return answer;
      },
      create: async (body: ExpenseSave) => keep(await api.claims.create(body)),
      // The kit sends the form's body with the loaded id and version.
      update: async (body: ExpenseDetail) => keep(await api.claims.update(body as unknown as ExpenseSave)),
    };
  }, [api]);

  const current = recordId !== null && record?.id === recordId ? record : null;
  const canEdit = current ? current.canEdit : lookups.ownStaffId != null;
  // A new claim starts in the user's usual currency, known once the lookups are in.
  if (recordId === null && !lookups.loaded)
    return (
      <div className="p-6">
        <Spinner label={intl.formatMessage({ id: 'kit.edit.loading' })} />
      </div>
    );
  return (
    <>
      {recordId === null && lookups.ownStaffId == null ? (
        <div className="px-6 pt-6">
          <Alert tone="warning">{intl.formatMessage({ id: 'hr.expense.noStaff' })}</Alert>
        </div>
      ) : null}
      <EditPage<ExpenseDetail, ExpenseValues, ExpenseSave>
        key={`${recordId ?? 'new'}-${generation}`}
        titleId="hr.expense.claim.title"
        newTitleId="hr.expense.claim.new"
        resource={resource}
        ruleFile={EXPENSE_CLAIM_RULES}
        emptyValues={emptyExpenseValues(lookups.defaultCurrency)}
        toValues={expenseToValues}
        toBody={expenseToBody}
        summaryPath={HR_ROUTES.expenseSummary}
        editPath={(saved) => `${HR_ROUTES.expenseClaim}/${saved}`}
        permissions={{ edit: canEdit ? Permissions.ExpenseClaim.View : NOBODY, delete: NOBODY }}
      >
        {(_form, context) => <ClaimFields lookups={lookups} record={context.record} canEdit={canEdit} />}
      </EditPage>
      <div className="flex flex-col gap-4 px-6 pb-6">
        {current ? (
          <>
            <ExpenseReceipts
              api={api}
              claimId={current.id}
              receipts={current.receipts}
              canChange={current.canEdit}
            />
            <ExpenseWorkflowPanel
              api={api}
              record={current}
              onChanged={(next) => {
                setRecord(next);
                setGeneration((value) => value + 1);
              }}
            />
          </>
        ) : recordId === null && canEdit ? (
          <p className="text-sm text-slate-600">
            {intl.formatMessage({ id: 'hr.expense.receipts.saveFirst' })}
          </p>
        ) : null}
      </div>
    </>
  );
}
