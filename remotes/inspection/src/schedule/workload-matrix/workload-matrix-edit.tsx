import { useIntl } from 'react-intl';
import {
  Permissions,
  ResourceResult,
  SCHEDULE_SCREEN_PATHS as PATHS,
  type WorkloadMatrixCreate,
  type WorkloadMatrixDetail,
} from '@portal/domain';
import { EditPage, editPermissions, FormDecimal, FormNumber, FormSelect } from '@portal/screen-kit';
import { serviceTypeOptions } from '../../shared/booking/booking-options';
import { useSchedulingConfigApi } from '../use-scheduling-config-api';

interface Values {
  serviceType: number | null;
  sampleSizeFrom: number | null;
  sampleSizeTo: number | null;
  productCountFrom: number | null;
  productCountTo: number | null;
  manDays: number | null;
}

const EMPTY: Values = {
  serviceType: null,
  sampleSizeFrom: null,
  sampleSizeTo: null,
  productCountFrom: null,
  productCountTo: null,
  manDays: null,
};

// The rule file has refused empty required values before toBody runs.
export const workloadMatrixBody = (values: Values): WorkloadMatrixCreate => ({
  serviceType: values.serviceType!,
  sampleSizeFrom: values.sampleSizeFrom!,
  sampleSizeTo: values.sampleSizeTo,
  productCountFrom: values.productCountFrom!,
  productCountTo: values.productCountTo,
  manDays: values.manDays!,
});

/**
 * One row of the workload matrix: a service type, a sample size range and a product count range (an empty
 * upper bound is "and above") and the man-days. The server refuses a row overlapping another of the same
 * service type and names that row.
 */
export function WorkloadMatrixEdit() {
  const api = useSchedulingConfigApi();
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.schedule.workloadMatrix.${key}` });

  return (
    <EditPage<WorkloadMatrixDetail, Values, WorkloadMatrixCreate>
      titleId="inspection.schedule.workloadMatrix.edit.title"
      newTitleId="inspection.schedule.workloadMatrix.new.title"
      resource={api.workloadMatrix}
      ruleFile="workload-matrix.json"
      emptyValues={EMPTY}
      toValues={(record) => ({
        serviceType: record.serviceType,
        sampleSizeFrom: record.sampleSizeFrom,
        sampleSizeTo: record.sampleSizeTo,
        productCountFrom: record.productCountFrom,
        productCountTo: record.productCountTo,
        manDays: record.manDays,
      })}
      toBody={workloadMatrixBody}
      summaryPath={PATHS.workloadMatrix}
      editPath={(id) => `${PATHS.workloadMatrixEdit}/${id}`}
      permissions={editPermissions(Permissions.WorkloadMatrixSummary)}
      resultMessages={{ [ResourceResult.DuplicateData]: 'inspection.schedule.workloadMatrix.overlap' }}
    >
      {() => (
        <>
          <FormSelect<number>
            name="serviceType"
            label={t('field.serviceType')}
            options={serviceTypeOptions(intl)}
          />
          <FormDecimal name="manDays" label={t('field.manDays')} hint={t('hint.manDays')} maxLength={5} />
          <FormNumber name="sampleSizeFrom" label={t('field.sampleSizeFrom')} maxLength={7} />
          <FormNumber
            name="sampleSizeTo"
            label={t('field.sampleSizeTo')}
            hint={t('hint.upperBound')}
            maxLength={7}
          />
          <FormNumber name="productCountFrom" label={t('field.productCountFrom')} maxLength={7} />
          <FormNumber
            name="productCountTo"
            label={t('field.productCountTo')}
            hint={t('hint.upperBound')}
            maxLength={7}
          />
        </>
      )}
    </EditPage>
  );
}
