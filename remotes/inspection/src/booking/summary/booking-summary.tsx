import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  BookingStatus,
  BOOKING_SCREEN_PATHS as PATHS,
  Permissions,
  type BookingDetail,
  type BookingRow,
  type SearchRequest,
} from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink, usePermission } from '@portal/screen-kit';
import { useBookingApi } from '../use-booking-api';
import { bookingColumns } from './booking-columns';
import { BOOKING_FILTER_DEFAULTS, BookingFilterFields, type BookingSummaryFilters } from './booking-filters';

const P = Permissions.InspectionSummary;
type Changed = Pick<BookingRow, 'status' | 'actions' | 'version' | 'band' | 'hoursToInspection'>;

/** What a step's answer changes in the row it was taken from. */
function rowChange(row: BookingRow, booking: BookingDetail): Changed {
  const open = booking.status !== BookingStatus.Cancel;
  return {
    status: booking.status,
    actions: booking.actions ?? [],
    version: booking.version,
    band: open ? row.band : null,
    hoursToInspection: open ? row.hoursToInspection : null,
  };
}

/**
 * The booking summary, CS's landing; customers, suppliers and factories get the same screen over their
 * own bookings. Each row carries its step buttons; a step's answer updates its row in place.
 */
export function BookingSummary() {
  const api = useBookingApi();
  const intl = useIntl();
  const link = useEntityLink();
  const canCombine = usePermission(P.Combine);
  const [changes, setChanges] = useState<ReadonlyMap<number, BookingDetail>>(new Map());
  const onChanged = useCallback(
    (booking: BookingDetail) => setChanges((before) => new Map(before).set(booking.id, booking)),
    [],
  );
  // The rows as searched, with the steps taken since laid over them.
  const resource = useMemo(
    () => ({
      search: async (request: SearchRequest) => {
        const answer = await api.booking.search(request);
        setChanges(new Map());
        return answer;
      },
      export: (request: SearchRequest) => api.booking.export(request),
    }),
    [api],
  );
  const columns = useMemo(() => {
    const base = bookingColumns(intl, onChanged);
    return base.map((column) => ({
      ...column,
      render:
        column.render &&
        ((row: BookingRow) => {
          const changed = changes.get(row.id);
          return column.render!(changed ? { ...row, ...rowChange(row, changed) } : row);
        }),
    }));
  }, [intl, onChanged, changes]);

  return (
    <SummaryPage<BookingRow, BookingSummaryFilters>
      titleId="inspection.bookingSummary.title"
      screenKey="inspection-summary"
      resource={resource}
      columns={columns}
      filterDefaults={BOOKING_FILTER_DEFAULTS}
      renderFilters={() => <BookingFilterFields api={api} />}
      defaultSort={{ field: 'inspectionDateFrom', direction: 'desc' }}
      permissions={summaryPermissions(P)}
      rowLink={(row) => link(`${PATHS.edit}/${row.id}`)}
      newLink={link(`${PATHS.edit}/0`)}
      headerActions={
        canCombine ? (
          <Link
            to={link(PATHS.combine)}
            className="rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {intl.formatMessage({ id: 'inspection.booking.summary.combine' })}
          </Link>
        ) : null
      }
      exportName="bookings"
    />
  );
}
