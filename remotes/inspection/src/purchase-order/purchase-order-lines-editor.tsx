import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { PO_LINES_MAX } from '@portal/domain';
import { Button } from '@portal/ui';
import { PurchaseOrderLineRow, type PurchaseOrderLineRowProps } from './purchase-order-line-row';
import { newLine, type PurchaseOrderValues } from './purchase-order-values';

/**
 * The order's lines, added, changed and removed in place and saved together with the order. Lines
 * that bookings hold cannot be removed.
 */
export function PurchaseOrderLinesEditor({
  readOnly,
  lookups,
}: {
  readOnly: boolean;
  lookups: PurchaseOrderLineRowProps['lookups'];
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useFormikContext<PurchaseOrderValues>();
  const { lines, customerId } = form.values;
  const submitted = form.submitCount > 0;
  // A string is the rule file's message about the list (no line, a line with an empty field); an array
  // holds the lines' own field errors, shown beside their fields.
  const listError = submitted && typeof form.errors.lines === 'string' ? form.errors.lines : null;
  const linesNeedAttention = submitted && Array.isArray(form.errors.lines) && form.errors.lines.some(Boolean);

  const add = () => void form.setFieldValue('lines', [...lines, newLine(lines[lines.length - 1])]);
  const remove = (index: number) =>
    void form.setFieldValue(
      'lines',
      lines.filter((_, position) => position !== index),
    );

  return (
    <section
      className="flex flex-col gap-3 md:col-span-2"
      aria-label={t('inspection.purchaseOrder.lines.title')}
    >
      <h2 className="text-base font-semibold text-slate-800">{t('inspection.purchaseOrder.lines.title')}</h2>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-600">{t('inspection.purchaseOrder.lines.none')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {lines.map((line, index) => (
            <PurchaseOrderLineRow
              key={line.key}
              index={index}
              lines={lines}
              customerId={customerId}
              readOnly={readOnly}
              lookups={lookups}
              onRemove={remove}
            />
          ))}
        </ol>
      )}
      {listError || linesNeedAttention ? (
        <p className="text-sm text-red-700" role="alert">
          {listError ?? t('inspection.purchaseOrder.lines.attention')}
        </p>
      ) : null}
      {readOnly ? null : (
        <div>
          <Button variant="secondary" onClick={add} disabled={lines.length >= PO_LINES_MAX}>
            {t('inspection.purchaseOrder.lines.add')}
          </Button>
        </div>
      )}
    </section>
  );
}
