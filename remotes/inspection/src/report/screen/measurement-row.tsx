import { useState } from 'react';
import { measurementOutOfTolerance, REPORT_TEXT_MAX, type ReportMeasurement } from '@portal/domain';
import { Button, DecimalInput, TextField } from '@portal/ui';
import { useReportText } from './use-report-text';
import { newClientId } from '../offline/client-id';

/** "50.2 49,8  51" as numbers (a comma is a decimal mark on many phones); what is not a number is left out. */
export function parseValues(text: string): number[] {
  return text
    .split(/[\s;]+/)
    .map((part) => part.replace(',', '.'))
    .filter((part) => part !== '' && !Number.isNaN(Number(part)))
    .map(Number);
}

const outside = (point: ReportMeasurement, value: number) =>
  value < point.specValue - point.tolerance || value > point.specValue + point.tolerance;

/** The values measured, each marked when outside spec ± tolerance. */
function MeasuredValues({ point }: { point: ReportMeasurement }) {
  const t = useReportText();
  if (!point.values.length) return null;
  return (
    <ul className="flex flex-wrap gap-1 text-xs" aria-label={t('values')}>
      {point.values.map((value, index) => {
        const out = outside(point, value);
        return (
          <li
            key={index}
            className={`rounded px-1.5 py-0.5 tabular-nums ring-1 ${out ? 'bg-red-50 font-semibold text-red-800 ring-red-300' : 'bg-slate-50 text-slate-800 ring-slate-200'}`}
          >
            {value}
            {out ? <span className="sr-only"> ({t('outOfTolerance')})</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** One measurement point: read only, or its fields when the inspector may fill. */
export function MeasurementRow({
  point,
  editable,
  onChange,
  onRemove,
}: {
  point: ReportMeasurement;
  editable: boolean;
  onChange: (next: ReportMeasurement) => void;
  onRemove: () => void;
}) {
  const t = useReportText();
  // The text as typed ("50." on the way to 50.5); the numbers in it are what is saved.
  const [valuesText, setValuesText] = useState(point.values.join(' '));
  // A point keeps a name: an emptied box is not saved (the server refuses a nameless point).
  const [name, setName] = useState(point.point);
  const out = measurementOutOfTolerance(point);
  const verdict = (
    <span className={`text-xs font-semibold ${out ? 'text-red-800' : 'text-green-800'}`}>
      {out ? `⚠ ${t('outOfTolerance')}` : t('withinTolerance')}
    </span>
  );
  if (!editable)
    return (
      <li className="flex flex-col gap-1 border-b border-slate-100 py-2 text-sm">
        <span>
          <span className="font-medium">{point.point}</span> · {point.specValue} ± {point.tolerance}{' '}
          {point.unit} {point.values.length ? verdict : null}
        </span>
        <MeasuredValues point={point} />
      </li>
    );
  return (
    <li className="flex flex-col gap-2 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <TextField
          label={t('point')}
          className="col-span-2 sm:col-span-1"
          value={name}
          maxLength={REPORT_TEXT_MAX}
          onChange={(event) => {
            setName(event.target.value);
            if (event.target.value.trim()) onChange({ ...point, point: event.target.value.trim() });
          }}
        />
        <DecimalInput
          label={t('specValue')}
          decimals={3}
          value={point.specValue}
          onChange={(value) => onChange({ ...point, specValue: value ?? 0 })}
        />
        <DecimalInput
          label={t('tolerance')}
          decimals={3}
          value={point.tolerance}
          onChange={(value) => onChange({ ...point, tolerance: value ?? 0 })}
        />
        <TextField
          label={t('unit')}
          value={point.unit}
          maxLength={20}
          onChange={(event) => onChange({ ...point, unit: event.target.value })}
        />
      </div>
      <TextField
        label={`${t('values')} (${point.point || t('point')})`}
        hint={t('valuesHint')}
        inputMode="decimal"
        value={valuesText}
        onChange={(event) => {
          setValuesText(event.target.value);
          onChange({ ...point, values: parseValues(event.target.value) });
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <MeasuredValues point={point} />
        {point.values.length ? verdict : null}
        <Button variant="ghost" className="ml-auto min-h-11" onClick={onRemove}>
          {t('removePoint', { point: point.point || '…' })}
        </Button>
      </div>
    </li>
  );
}

/**
 * A new measurement point: kept in the form until it has a name, then added to the product's points
 * (its id made here, so a replayed save adds it once).
 */
export function NewPointForm({ onAdd }: { onAdd: (point: ReportMeasurement) => void }) {
  const t = useReportText();
  const [open, setOpen] = useState(false);
  const [point, setPoint] = useState('');
  const [specValue, setSpecValue] = useState<number | null>(null);
  const [tolerance, setTolerance] = useState<number | null>(null);
  const [unit, setUnit] = useState('');
  const [tried, setTried] = useState(false);
  if (!open)
    return (
      <Button variant="secondary" className="min-h-11 self-start" onClick={() => setOpen(true)}>
        {t('addPoint')}
      </Button>
    );
  const add = () => {
    setTried(true);
    if (!point.trim()) return;
    onAdd({
      id: newClientId(),
      point: point.trim(),
      specValue: specValue ?? 0,
      tolerance: tolerance ?? 0,
      unit: unit.trim(),
      values: [],
    });
    setOpen(false);
    setPoint('');
    setSpecValue(null);
    setTolerance(null);
    setUnit('');
    setTried(false);
  };
  return (
    <div className="flex flex-col gap-2 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <TextField
          label={t('point')}
          className="col-span-2 sm:col-span-1"
          value={point}
          maxLength={REPORT_TEXT_MAX}
          error={tried && !point.trim() ? t('pointRequired') : null}
          onChange={(event) => setPoint(event.target.value)}
        />
        <DecimalInput label={t('specValue')} decimals={3} value={specValue} onChange={setSpecValue} />
        <DecimalInput label={t('tolerance')} decimals={3} value={tolerance} onChange={setTolerance} />
        <TextField
          label={t('unit')}
          value={unit}
          maxLength={20}
          onChange={(event) => setUnit(event.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Button className="min-h-11" onClick={add}>
          {t('addThisPoint')}
        </Button>
        <Button variant="secondary" className="min-h-11" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
