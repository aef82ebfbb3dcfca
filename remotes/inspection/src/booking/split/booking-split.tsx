import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  BookingAction,
  BOOKING_SCREEN_PATHS as PATHS,
  ResourceResult,
  type BookingDetail,
  type BookingLine,
} from '@portal/domain';
import { FormNumber, useEntityLink } from '@portal/screen-kit';
import { Alert, Button, showToast } from '@portal/ui';
import { LoadedBookingPage } from '../edit/loaded-booking-page';
import { stepRefusal } from '../step-actions';
import { useBookingApi, type BookingApi } from '../use-booking-api';
import { moveProblem, splitBody, splitNothing, type SplitValues } from './split-moves';

const S = 'inspection.bookingSplit';

/** Split (`inspsplit/split-booking/{id}`): part of the booking's lines moves to a new child booking. */
export function BookingSplit() {
  const api = useBookingApi();
  return (
    <LoadedBookingPage titleId={`${S}.title`}>
      {(record, setRecord) => <SplitForm api={api} record={record} onReloaded={setRecord} />}
    </LoadedBookingPage>
  );
}

function SplitForm({
  api,
  record,
  onReloaded,
}: {
  api: BookingApi;
  record: BookingDetail;
  onReloaded(record: BookingDetail): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${S}.${id}` }, values);
  const navigate = useNavigate();
  const link = useEntityLink();
  const [problem, setProblem] = useState<string | null>(null);

  if (!record.actions?.includes(BookingAction.Split)) return <Alert tone="info">{t('notNow')}</Alert>;

  const submit = async (values: SplitValues) => {
    if (splitNothing(record.lines, values.move)) {
      setProblem(t('nothing'));
      return;
    }
    setProblem(null);
    try {
      const answer = await api.split(record.id, splitBody(record, values.move));
      if (answer.result === ResourceResult.Success && answer.data) {
        const { child } = answer.data;
        showToast({ kind: 'success', message: t('done', { number: child.bookingNo }) });
        navigate(link(`${PATHS.edit}/${child.id}`));
      } else if (answer.result === ResourceResult.Conflict) {
        // Someone saved first, or the status no longer allows a split: the server says which.
        setProblem(answer.message ?? t('conflict'));
        const current = await api.booking.get(record.id);
        if (current.data) onReloaded(current.data);
      } else setProblem(stepRefusal(intl, answer));
    } catch {
      setProblem(t('failed'));
    }
  };

  return (
    <Formik<SplitValues>
      key={record.version}
      initialValues={{ move: record.lines.map(() => null) }}
      onSubmit={submit}
    >
      {({ values, isSubmitting }) => (
        <Form
          noValidate
          aria-label={t('title')}
          className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <p className="text-sm text-slate-700">{t('intro')}</p>
          <ol className="flex flex-col gap-3">
            {record.lines.map((line, index) => (
              <SplitLineRow
                key={line.id ?? index}
                line={line}
                index={index}
                move={values.move[index] ?? null}
              />
            ))}
          </ol>
          {problem ? (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          <div className="flex justify-end border-t border-slate-100 pt-4">
            <Button type="submit" disabled={isSubmitting}>
              {t(isSubmitting ? 'splitting' : 'split')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

function SplitLineRow({ line, index, move }: { line: BookingLine; index: number; move: number | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${S}.${id}` }, values);
  const validate = (value: number | null) =>
    moveProblem(value, line) ? t('moveRange', { quantity: line.quantity }) : undefined;
  const stays = line.quantity - (move ?? 0);
  return (
    <li
      data-testid="split-line"
      aria-label={t('line', { name: `${line.poNumber ?? ''} ${line.productReference ?? ''}` })}
      className="grid grid-cols-2 items-start gap-3 rounded-md p-3 ring-1 ring-slate-200 lg:grid-cols-[minmax(12rem,2fr)_8rem_10rem_8rem]"
    >
      <div className="col-span-2 flex flex-col text-sm lg:col-span-1">
        <span className="font-medium text-slate-900">{line.poNumber}</span>
        <span>{[line.productReference, line.colorCode, line.colorName].filter(Boolean).join(' · ')}</span>
      </div>
      <p className="text-sm text-slate-700 lg:pt-7">
        {t('booked', { quantity: intl.formatNumber(line.quantity) })}
      </p>
      <FormNumber
        name={`move.${index}`}
        label={t('move')}
        validate={validate}
        className="[&_input]:text-right"
      />
      <p className="text-sm text-slate-700 lg:pt-7" data-testid="split-stays">
        {t('stays', { quantity: intl.formatNumber(Math.max(0, stays)) })}
      </p>
    </li>
  );
}
