import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  HR_ROUTES,
  LEAVE_REASON_MAX,
  Permissions,
  type LeaveDetail,
  type LeaveLookups,
  type LeaveSave,
  type SaveResponse,
} from '@portal/domain';
import { EditPage, FormDate, FormSelect, FormText } from '@portal/screen-kit';
import { Alert } from '@portal/ui';
import { useHrLeaveApi, type HrLeaveApi } from './leave-api';
import { LeaveDaysHint } from './leave-days-hint';
import {
  dayTypeOptions,
  emptyLeaveValues,
  leaveToBody,
  leaveToValues,
  leaveTypeOptions,
  type LeaveValues,
} from './leave-values';
import { LeaveWorkflowPanel } from './leave-workflow-panel';
import { useLeaveLookups } from './use-leave-lookups';

/** A permission nobody holds: the kit then shows the form read-only (a decided request, someone else's). */
const NOBODY = 'LeaveRequest.ReadOnly';

function useRecordId(): number | null {
  const { id } = useParams();
  return id && id !== 'new' && Number.isInteger(Number(id)) ? Number(id) : null;
}

function LeaveFields({
  api,
  lookups,
  values,
  record,
}: {
  api: HrLeaveApi;
  lookups: LeaveLookups;
  values: LeaveValues;
  record: LeaveDetail | null;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dayTypes = dayTypeOptions(intl);
  const ownRecord = record ? record.staffId === lookups.ownStaffId : values.staffId == null;
  return (
    <>
      {!record && lookups.viewAll ? (
        <div className="md:col-span-2">
          <FormSelect<number>
            name="staffId"
            label={t('hr.leave.field.staff')}
            hint={t('hr.leave.field.staffHint')}
            dataSource={api.staffDataSource}
          />
        </div>
      ) : null}
      {record && !ownRecord ? (
        <p className="text-sm text-slate-700 md:col-span-2">
          {intl.formatMessage(
            { id: 'hr.leave.request.staff' },
            { name: record.staffName, employeeNo: record.employeeNo },
          )}
        </p>
      ) : null}
      <div className="md:col-span-2">
        <FormSelect<number>
          name="leaveTypeId"
          label={t('hr.leave.field.leaveType')}
          options={leaveTypeOptions(lookups.leaveTypes, record?.leaveTypeId ?? null)}
        />
      </div>
      <FormDate name="startDate" label={t('hr.leave.field.startDate')} />
      <FormSelect<number>
        name="startDayType"
        label={t('hr.leave.field.startDayType')}
        options={dayTypes}
        searchable={false}
        clearable={false}
      />
      <FormDate name="endDate" label={t('hr.leave.field.endDate')} />
      <FormSelect<number>
        name="endDayType"
        label={t('hr.leave.field.endDayType')}
        options={dayTypes}
        searchable={false}
        clearable={false}
      />
      <div className="md:col-span-2">
        <FormText name="reason" label={t('hr.leave.field.reason')} maxLength={LEAVE_REASON_MAX} />
      </div>
      <LeaveDaysHint
        api={api}
        values={record ? { ...values, staffId: record.staffId } : values}
        balanceStaffId={record ? (ownRecord ? null : record.staffId) : values.staffId}
        counted={record != null}
      />
    </>
  );
}

/**
 * Leave request: a new one (for oneself, or HR for anyone), or a saved one with its status, history and
 * the steps the signed-in user may take (approve, reject with a comment, cancel). Only the requester and
 * HR change a pending request; everyone else sees it read-only.
 */
export function LeaveRequest() {
  const api = useHrLeaveApi();
  const lookups = useLeaveLookups(api);
  const intl = useIntl();
  const recordId = useRecordId();
  const [record, setRecord] = useState<LeaveDetail | null>(null);
  // A decision changes the record: the form starts again from the server's answer.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (recordId === null) setRecord(null);
  }, [recordId]);

  const resource = useMemo(() => {
    const keep = (answer: SaveResponse<LeaveDetail>) => {
      if (answer.data) setRecord(answer.data);
      return answer;
    };
    return {
      ...api.leave,
      get: async (id: number) => {
        const answer = await api.leave.get(id);
        if (answer.data) setRecord(answer.data);
        return answer;
      },
      create: async (body: LeaveSave) => keep(await api.leave.create(body)),
      // The kit sends the form's body with the loaded id and version.
      update: async (body: LeaveDetail) => keep(await api.leave.update(body as unknown as LeaveSave)),
    };
  }, [api]);

  const current = recordId !== null && record?.id === recordId ? record : null;
  const canEdit = current ? current.canEdit : lookups.ownStaffId != null || lookups.viewAll;
  return (
    <>
      {recordId === null && lookups.loaded && lookups.ownStaffId == null && !lookups.viewAll ? (
        <div className="px-6 pt-6">
          <Alert tone="warning">{intl.formatMessage({ id: 'hr.leave.noStaff' })}</Alert>
        </div>
      ) : null}
      <EditPage<LeaveDetail, LeaveValues, LeaveSave>
        key={`${recordId ?? 'new'}-${generation}`}
        titleId="hr.leave.request.title"
        newTitleId="hr.leave.request.new"
        resource={resource}
        ruleFile="leave-request.json"
        emptyValues={emptyLeaveValues}
        toValues={leaveToValues}
        toBody={leaveToBody}
        summaryPath={HR_ROUTES.leaveSummary}
        editPath={(saved) => `${HR_ROUTES.leaveRequest}/${saved}`}
        permissions={{ edit: canEdit ? Permissions.LeaveRequest.View : NOBODY, delete: NOBODY }}
      >
        {(form, context) => (
          <LeaveFields api={api} lookups={lookups} values={form.values} record={context.record} />
        )}
      </EditPage>
      {current ? (
        <div className="px-6 pb-6">
          <LeaveWorkflowPanel
            api={api}
            record={current}
            onChanged={(next) => {
              setRecord(next);
              setGeneration((value) => value + 1);
            }}
          />
        </div>
      ) : null}
    </>
  );
}
