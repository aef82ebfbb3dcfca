import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  BookingAction,
  BOOKING_SCREEN_PATHS as PATHS,
  Permissions,
  ResourceResult,
  type BookingCreate,
  type BookingDetail,
} from '@portal/domain';
import { EditPage, usePermission } from '@portal/screen-kit';
import { BookingStepActions } from '../step-actions';
import { useBookingApi } from '../use-booking-api';
import { BookingAttachments } from './booking-attachments';
import { BookingFormBody } from './booking-form-body';
import { SaveAndRequest } from './save-and-request';
import { bookingToBody, bookingToValues, emptyBooking, type BookingValues } from './booking-values';
import { useOwnParties } from './use-own-parties';

const P = Permissions.InspectionSummary;

/**
 * The booking edit screen (`inspedit/edit-booking/{id}`, 0 or none for a new one) on the kit's EditPage:
 * parties, service, dates, office, PO lines, AQL and the server's live sampling, contacts, instructions;
 * Save keeps the status (a new booking is a draft), "Save and request" also requests a draft. Below the
 * form: the booking's steps and its files. What the caller may do is the server's answer (`actions`).
 */
export function BookingEdit() {
  const api = useBookingApi();
  const intl = useIntl();
  const own = useOwnParties();
  const mayEdit = usePermission(P.Edit);
  const requesting = useRef(false);
  const empty = useMemo(
    () => emptyBooking(own),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [own.customerId, own.supplierId, own.factoryId],
  );
  const may = (record: BookingDetail | null, action: BookingAction) =>
    (record?.actions ?? []).includes(action);

  return (
    <EditPage<BookingDetail, BookingValues, BookingCreate>
      titleId="inspection.bookingEdit.title"
      newTitleId="inspection.bookingEdit.new.title"
      resource={api.booking}
      ruleFile="booking.json"
      emptyValues={empty}
      toValues={bookingToValues}
      toBody={(values) => ({ ...bookingToBody(values), request: requesting.current })}
      summaryPath={PATHS.summary}
      editPath={(id) => `${PATHS.edit}/${id}`}
      permissions={{ edit: P.Edit, delete: P.Delete }}
      recordRights={(record) => ({
        edit: record === null || may(record, BookingAction.Edit),
        delete: may(record, BookingAction.Delete),
      })}
      resultMessages={{ [ResourceResult.ParentNotFound]: 'inspection.bookingEdit.parentNotFound' }}
      footerActions={(_form, { record }) =>
        (record ? may(record, BookingAction.Request) : mayEdit) ? (
          <SaveAndRequest requesting={requesting} />
        ) : null
      }
      aside={({ record, replaceRecord }) => (
        <div className="flex flex-col gap-4">
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
                actions={record.actions ?? []}
                omit={['edit']}
                onChanged={replaceRecord}
              />
            </section>
          ) : null}
          <BookingAttachments
            api={api}
            bookingId={record?.id ?? null}
            attachments={record?.attachments ?? []}
            canChange={may(record, BookingAction.Edit)}
          />
        </div>
      )}
    >
      {(_form, context) => (
        <BookingFormBody
          api={api}
          record={context.record}
          own={own}
          readOnly={context.record !== null && !may(context.record, BookingAction.Edit)}
        />
      )}
    </EditPage>
  );
}
