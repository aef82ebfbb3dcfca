import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  BookingAction,
  BOOKING_SCREEN_PATHS as PATHS,
  Permissions,
  ResourceResult,
  type BookingCreate,
  type BookingDetail,
} from '@portal/domain';
import { EditPage, usePermission } from '@portal/shell-contract';
import { BookingStepActions } from '../step-actions';
import { useBookingApi } from '../use-booking-api';
import { BookingAttachments } from './booking-attachments';
import { BookingFormBody } from './booking-form-body';
import { bookingToBody, bookingToValues, emptyBooking, type BookingValues } from './booking-values';
import { useOwnParties } from './use-own-parties';

const P = Permissions.InspectionSummary;

/**
 * EditPage opens Save and Delete to the holders of a permission. A booking the caller may see but not
 * change now (the server's actions lack edit, or delete) is shown without them by naming, for this
 * booking, a permission nobody holds.
 */
const NOT_FOR_THIS_BOOKING = 'InspectionSummary.NotForThisBooking';

/** Hands the record EditPage holds to this screen, for what sits outside the form (steps, files). */
function ShareRecord({
  record,
  onRecord,
}: {
  record: BookingDetail | null;
  onRecord(record: BookingDetail | null): void;
}) {
  useEffect(() => onRecord(record), [record, onRecord]);
  return null;
}

/**
 * The booking edit screen (`inspedit/edit-booking/{id}`, 0 or none for a new one) on the kit's EditPage:
 * parties, service, dates, office, PO lines, AQL and the server's live sampling, contacts, instructions;
 * Save keeps the status (a new booking is a draft), "Save and request" also requests a draft. Below the
 * form: the booking's steps and its files.
 */
export function BookingEdit() {
  const api = useBookingApi();
  const intl = useIntl();
  const own = useOwnParties();
  const mayEdit = usePermission(P.Edit);
  const [record, setRecord] = useState<BookingDetail | null>(null);
  // Bumped after a step (verify, hold...): the page reads the booking again at its new version.
  const [generation, setGeneration] = useState(0);
  const requesting = useRef(false);
  const empty = useMemo(
    () => emptyBooking(own),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [own.customerId, own.supplierId, own.factoryId],
  );
  const actions = record?.actions ?? [];
  const may = (action: BookingAction) => actions.includes(action);
  const readOnly = record ? !may(BookingAction.Edit) : !mayEdit;
  const canRequest = record ? may(BookingAction.Request) : mayEdit;

  return (
    <div className="flex flex-col">
      <EditPage<BookingDetail, BookingValues, BookingCreate>
        key={generation}
        titleId="inspection.bookingEdit.title"
        newTitleId="inspection.bookingEdit.new.title"
        resource={api.booking}
        ruleFile="booking.json"
        emptyValues={empty}
        toValues={bookingToValues}
        toBody={(values) => ({ ...bookingToBody(values), request: requesting.current })}
        summaryPath={PATHS.summary}
        editPath={(id) => `${PATHS.edit}/${id}`}
        permissions={{
          edit: record && !may(BookingAction.Edit) ? NOT_FOR_THIS_BOOKING : P.Edit,
          delete: may(BookingAction.Delete) ? P.Delete : NOT_FOR_THIS_BOOKING,
        }}
        resultMessages={{ [ResourceResult.ParentNotFound]: 'inspection.bookingEdit.parentNotFound' }}
      >
        {(_form, context) => (
          <>
            <ShareRecord record={context.record} onRecord={setRecord} />
            <BookingFormBody
              api={api}
              record={context.record}
              own={own}
              readOnly={readOnly}
              canRequest={canRequest && !readOnly}
              requesting={requesting}
            />
          </>
        )}
      </EditPage>
      <div className="flex flex-col gap-4 px-6 pb-6">
        {record ? (
          <section
            aria-label={intl.formatMessage({ id: 'inspection.bookingEdit.steps' })}
            className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 className="text-base font-semibold text-slate-800">
              {intl.formatMessage({ id: 'inspection.bookingEdit.steps' })}
            </h2>
            <BookingStepActions
              id={record.id}
              version={record.version}
              actions={actions}
              omit={['edit']}
              onChanged={() => setGeneration((value) => value + 1)}
            />
          </section>
        ) : null}
        <BookingAttachments
          api={api}
          bookingId={record?.id ?? null}
          attachments={record?.attachments ?? []}
          canChange={may(BookingAction.Edit)}
        />
      </div>
    </div>
  );
}
