import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import {
  LEAVE_TYPE_CODE_MAX,
  LEAVE_TYPE_NAME_MAX,
  Permissions,
  ResourceResult,
  type LeaveTypeDetail,
  type LeaveTypeSave,
} from '@portal/domain';
import { EditPage, FormCheckbox, FormText } from '@portal/screen-kit';
import { DecimalInput } from '@portal/ui';
import { useHrLeaveTypeApi } from './leave-type-api';
import { LEAVE_TYPE_PATHS } from './leave-type-paths';

interface Values {
  name: string;
  code: string;
  yearlyDays: number | null;
  isPaid: boolean;
  isActive: boolean;
}

const empty: Values = { name: '', code: '', yearlyDays: null, isPaid: true, isActive: true };

const toBody = (values: Values): LeaveTypeSave => ({
  id: 0,
  version: 0,
  name: values.name.trim(),
  code: values.code.trim().toUpperCase(),
  yearlyDays: values.yearlyDays as number,
  isPaid: values.isPaid,
  isActive: values.isActive,
});

/** A number of days (half days allowed) bound to formik; empty is null. */
function FormDays({ name, label, hint }: { name: string; label: string; hint: string }) {
  const [field, meta, helpers] = useField<number | null>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : null;
  return (
    <DecimalInput
      name={name}
      label={label}
      hint={hint}
      decimals={1}
      maxLength={5}
      value={field.value}
      error={error}
      onBlur={() => void helpers.setTouched(true)}
      onChange={(value) => void helpers.setValue(value)}
    />
  );
}

/** One leave type: name, code (unique in the entity), days per year, paid, in use. Never deleted. */
export function LeaveTypeEdit() {
  const api = useHrLeaveTypeApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <EditPage<LeaveTypeDetail, Values, LeaveTypeSave>
      titleId="hr.leaveTypes.edit.title"
      newTitleId="hr.leaveTypes.new.title"
      resource={api.leaveType}
      ruleFile="leave-type.json"
      emptyValues={empty}
      toValues={(record) => ({
        name: record.name,
        code: record.code,
        yearlyDays: record.yearlyDays,
        isPaid: record.isPaid,
        isActive: record.isActive,
      })}
      toBody={toBody}
      summaryPath={LEAVE_TYPE_PATHS.summary}
      editPath={(id) => `${LEAVE_TYPE_PATHS.edit}/${id}`}
      permissions={{ edit: Permissions.LeaveSummary.ManageTypes, delete: 'LeaveSummary.NeverDeleteType' }}
      resultMessages={{ [ResourceResult.DuplicateData]: 'hr.leaveTypes.codeTaken' }}
    >
      {() => (
        <>
          <FormText name="name" label={t('hr.leaveTypes.field.name')} maxLength={LEAVE_TYPE_NAME_MAX} />
          <FormText name="code" label={t('hr.leaveTypes.field.code')} maxLength={LEAVE_TYPE_CODE_MAX} />
          <FormDays
            name="yearlyDays"
            label={t('hr.leaveTypes.field.yearlyDays')}
            hint={t('hr.leaveTypes.yearlyDays.hint')}
          />
          <div className="flex flex-col gap-1">
            <FormCheckbox name="isPaid" label={t('hr.leaveTypes.field.isPaid')} />
            <FormCheckbox name="isActive" label={t('hr.leaveTypes.field.isActive')} />
            <p className="text-xs text-slate-500">{t('hr.leaveTypes.isActive.hint')}</p>
          </div>
        </>
      )}
    </EditPage>
  );
}
