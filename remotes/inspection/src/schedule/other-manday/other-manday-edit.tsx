import { useIntl } from 'react-intl';
import {
  OTHER_MANDAY_NAME_MAX,
  Permissions,
  ResourceResult,
  SCHEDULE_SCREEN_PATHS as PATHS,
  type OtherMandayCreate,
  type OtherMandayDetail,
} from '@portal/domain';
import {
  EditPage,
  editPermissions,
  FormCheckbox,
  FormDecimal,
  FormSelect,
  FormText,
} from '@portal/screen-kit';
import { serviceTypeOptions } from '../../shared/booking/booking-options';
import { useSchedulingConfigApi } from '../use-scheduling-config-api';

interface Values {
  name: string;
  customerId: number | null;
  serviceType: number | null;
  manDays: number | null;
  isActive: boolean;
}

const EMPTY: Values = { name: '', customerId: null, serviceType: null, manDays: null, isActive: true };

// The rule file has refused an empty name and man-days before toBody runs.
export const otherMandayBody = (values: Values): OtherMandayCreate => ({
  name: values.name.trim(),
  customerId: values.customerId,
  serviceType: values.serviceType,
  manDays: values.manDays!,
  isActive: values.isActive,
});

/**
 * One other man-day: a name unique in the entity, the man-days, and whom it applies to (one customer of
 * the entity or every one, one service type or every one); inactive ones are kept but no longer counted.
 */
export function OtherMandayEdit() {
  const api = useSchedulingConfigApi();
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.schedule.otherManday.${key}` });

  return (
    <EditPage<OtherMandayDetail, Values, OtherMandayCreate>
      titleId="inspection.schedule.otherManday.edit.title"
      newTitleId="inspection.schedule.otherManday.new.title"
      resource={api.otherManday}
      ruleFile="other-manday.json"
      emptyValues={EMPTY}
      toValues={(record) => ({
        name: record.name,
        customerId: record.customerId,
        serviceType: record.serviceType,
        manDays: record.manDays,
        isActive: record.isActive,
      })}
      toBody={otherMandayBody}
      summaryPath={PATHS.otherManday}
      editPath={(id) => `${PATHS.otherMandayEdit}/${id}`}
      permissions={editPermissions(Permissions.OtherMandaySummary)}
      resultMessages={{
        [ResourceResult.DuplicateName]: 'inspection.schedule.otherManday.duplicateName',
        [ResourceResult.ParentNotFound]: 'inspection.schedule.otherManday.customerNotFound',
      }}
    >
      {() => (
        <>
          <FormText name="name" label={t('field.name')} maxLength={OTHER_MANDAY_NAME_MAX} />
          <FormDecimal name="manDays" label={t('field.manDays')} hint={t('hint.manDays')} maxLength={5} />
          <FormSelect<number>
            name="customerId"
            label={t('field.customer')}
            hint={t('hint.customer')}
            placeholder={t('value.allCustomers')}
            dataSource={api.customerDataSource}
          />
          <FormSelect<number>
            name="serviceType"
            label={t('field.serviceType')}
            hint={t('hint.serviceType')}
            placeholder={t('value.allServices')}
            options={serviceTypeOptions(intl)}
          />
          <FormCheckbox name="isActive" label={t('field.isActive')} />
        </>
      )}
    </EditPage>
  );
}
