import { useFormikContext } from 'formik';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { COLOR_CODE_MAX, COLOR_NAME_MAX } from '@portal/domain';
import { FormDate, FormNumber, FormSelect, FormText } from '@portal/screen-kit';
import { Button, TextField } from '@portal/ui';
import type { PurchaseOrderApi } from '../shared/api/use-purchase-order-api';
import {
  duplicateLineProblem,
  etdProblem,
  quantityProblem,
  type LineProblem,
} from './purchase-order-line-checks';
import type { PurchaseOrderLineValues } from './purchase-order-values';

export interface PurchaseOrderLineRowProps {
  index: number;
  lines: PurchaseOrderLineValues[];
  customerId: number | null;
  readOnly: boolean;
  lookups: Pick<PurchaseOrderApi, 'productDataSource' | 'countryDataSource'>;
  onRemove(index: number): void;
}

/**
 * One PO line: product of the order's customer, colour, quantity, ETD, destination, and what bookings hold
 * of it. A booked line stays (its remove button says why) and its quantity cannot drop below the booking.
 */
export function PurchaseOrderLineRow({
  index,
  lines,
  customerId,
  readOnly,
  lookups,
  onRemove,
}: PurchaseOrderLineRowProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const line = lines[index]!;
  const number = index + 1;
  const booked = line.bookedQuantity;
  const name = (field: keyof PurchaseOrderLineValues) => `lines.${index}.${field}`;
  const say = useCallback(
    (problem: LineProblem | null) =>
      problem ? intl.formatMessage({ id: problem.id }, problem.values) : undefined,
    [intl],
  );
  const checkQuantity = useCallback(
    (value: number | null) => say(quantityProblem(value, booked)),
    [say, booked],
  );
  const checkEtd = useCallback((value: string | null) => say(etdProblem(value)), [say]);
  // The duplicate check reads the other lines: it sits on the colour code, the field that usually differs.
  const duplicate = say(duplicateLineProblem(lines, index));
  const checkColour = useCallback(() => duplicate, [duplicate]);
  const { submitCount, validateForm } = useFormikContext();
  const submitted = useRef(false);
  submitted.current = submitCount > 0;
  useEffect(() => {
    // formik ran the change's check with the check of the render before; once the form was submitted
    // (errors show from then on) check again so the message follows the other lines at once.
    if (submitted.current) void validateForm();
  }, [duplicate, validateForm]);
  const bookedNoteId = `po-line-${line.key}-booked`;

  return (
    <li
      data-testid="po-line"
      aria-label={t('inspection.purchaseOrder.lines.line', { number })}
      className="grid grid-cols-2 gap-3 rounded-md p-3 ring-1 ring-slate-200 lg:grid-cols-[minmax(11rem,2fr)_7rem_minmax(8rem,1fr)_7rem_9.5rem_minmax(13rem,1.4fr)_5rem_auto] lg:items-start"
    >
      <div className="col-span-2 lg:col-span-1">
        <FormSelect<number>
          name={name('productId')}
          label={t('inspection.purchaseOrder.field.product')}
          dataSource={lookups.productDataSource}
          dataSourceParams={customerId ? { customerIds: [customerId] } : {}}
          disabled={!customerId}
          hint={customerId ? undefined : t('inspection.purchaseOrder.chooseCustomerFirst')}
        />
      </div>
      <FormText
        name={name('colorCode')}
        label={t('inspection.purchaseOrder.field.colorCode')}
        maxLength={COLOR_CODE_MAX}
        validate={checkColour}
      />
      <FormText
        name={name('colorName')}
        label={t('inspection.purchaseOrder.field.colorName')}
        maxLength={COLOR_NAME_MAX}
      />
      <FormNumber
        name={name('quantity')}
        label={t('inspection.purchaseOrder.field.quantity')}
        validate={checkQuantity}
        className="[&_input]:text-right"
      />
      <FormDate name={name('etd')} label={t('inspection.purchaseOrder.field.etd')} validate={checkEtd} />
      <FormSelect<number>
        name={name('destinationCountryId')}
        label={t('inspection.purchaseOrder.field.destinationCountry')}
        dataSource={lookups.countryDataSource}
      />
      <TextField
        label={t('inspection.purchaseOrder.field.bookedQuantity')}
        value={intl.formatNumber(booked)}
        readOnly
        tabIndex={-1}
        className="[&_input]:bg-slate-50 [&_input]:text-right"
      />
      {readOnly ? null : (
        <div className="col-span-2 flex flex-col items-end gap-1 lg:col-span-1 lg:pt-6">
          <Button
            variant="secondary"
            className="!px-3 !py-1.5 !text-xs"
            disabled={booked > 0}
            aria-label={t('inspection.purchaseOrder.lines.removeLine', { number })}
            aria-describedby={booked > 0 ? bookedNoteId : undefined}
            onClick={() => onRemove(index)}
          >
            {t('inspection.purchaseOrder.lines.remove')}
          </Button>
          {booked > 0 ? (
            <p id={bookedNoteId} className="max-w-[12rem] text-right text-xs text-slate-600">
              {t('inspection.purchaseOrder.lines.bookedKept')}
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}
