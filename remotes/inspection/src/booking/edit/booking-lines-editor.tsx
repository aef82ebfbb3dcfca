import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BOOKING_LINES_MAX, type BookingLookups, type PurchaseOrderLiteItem } from '@portal/domain';
import { Button, showToast } from '@portal/ui';
import { OpenLinesList } from '../../shared/purchase-order/open-lines-list';
import { BookingLineRow } from './booking-line-row';
import {
  defaultProduct,
  isContainerLoading,
  lineFromOpenLine,
  withLine,
  withoutLine,
  type BookingValues,
} from './booking-values';

const E = 'inspection.bookingEdit';

/**
 * The booked PO lines, picked from the open lines of the booking's customer, supplier and factory (the
 * purchase orders' open-lines list). A product's first line brings its AQL block, prefilled with the
 * customer's defaults for the service type; its last line removed takes the block away.
 */
export function BookingLinesEditor({
  lookups,
  readOnly,
}: {
  lookups: BookingLookups | null;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${E}.${id}` });
  const form = useFormikContext<BookingValues>();
  const { values } = form;
  const [picking, setPicking] = useState(false);
  const partiesChosen = Boolean(values.customerId && values.supplierId && values.factoryId);
  const containerCount = isContainerLoading(values) ? (values.containerCount ?? 0) : null;
  const submitted = form.submitCount > 0;
  // A string is the rule file's message about the list (no line yet); an array holds the lines' own.
  const listError = submitted && typeof form.errors.lines === 'string' ? form.errors.lines : null;

  const pick = (item: PurchaseOrderLiteItem) => {
    if (values.lines.some((line) => line.poLineId === item.id)) {
      showToast({ kind: 'warning', message: t('lines.alreadyBooked') });
      return;
    }
    if (values.lines.length >= BOOKING_LINES_MAX) {
      showToast({
        kind: 'warning',
        message: intl.formatMessage({ id: `${E}.lines.full` }, { max: BOOKING_LINES_MAX }),
      });
      return;
    }
    const line = lineFromOpenLine(item);
    void form.setValues({
      ...values,
      ...withLine(values, line, () => defaultProduct(line, values.serviceType, lookups)),
    });
  };
  const remove = (index: number) => void form.setValues({ ...values, ...withoutLine(values, index) });

  return (
    <section className="flex flex-col gap-3 md:col-span-2" aria-label={t('lines.title')}>
      <h2 className="text-base font-semibold text-slate-800">{t('lines.title')}</h2>
      {values.lines.length === 0 ? (
        <p className="text-sm text-slate-600">{t('lines.none')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {values.lines.map((line, index) => (
            <BookingLineRow
              key={line.key}
              index={index}
              line={line}
              containerCount={containerCount}
              readOnly={readOnly}
              onRemove={remove}
            />
          ))}
        </ol>
      )}
      {listError ? (
        <p className="text-sm text-red-700" role="alert">
          {listError}
        </p>
      ) : null}
      {readOnly ? null : !partiesChosen ? (
        <p className="text-sm text-slate-600">{t('lines.chooseParties')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <div>
            <Button variant="secondary" aria-expanded={picking} onClick={() => setPicking(!picking)}>
              {t(picking ? 'lines.hideOpenLines' : 'lines.showOpenLines')}
            </Button>
          </div>
          {picking ? (
            <OpenLinesList
              filters={{
                customerId: values.customerId,
                supplierId: values.supplierId,
                factoryId: values.factoryId,
              }}
              onPick={pick}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}
