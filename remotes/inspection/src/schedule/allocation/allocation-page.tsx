import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Permissions,
  SCHEDULE_SCREEN_PATHS as PATHS,
  type AllocationDetail,
  type AllocationRefusalItem,
} from '@portal/domain';
import { UnsavedChangesPrompt, useEntityLink, usePermission } from '@portal/screen-kit';
import { Alert, Button } from '@portal/ui';
import { BookingStatusBadge } from '../../shared/booking/booking-status';
import { LoadState } from '../../shared/load-state';
import { useOfficeLookups } from '../../shared/screen-parts/use-office-lookups';
import { dayWithWeekday, fromQuarters, toQuarters } from '../schedule-format';
import { AllocationDay } from './allocation-day';
import * as Draft from './allocation-draft';
import { AllocationBookingFacts, ManDayNeedPanel } from './allocation-header';
import { QcPicker } from './qc-picker';
import { loadedAllocation, useAllocation } from './use-allocation';
import { useAllocationSave } from './use-allocation-save';

/** Refusals by day and QC; those naming no QC shown on the day are listed on their own. */
function placeRefusals(refusals: readonly AllocationRefusalItem[], days: readonly Draft.DraftDay[]) {
  const byDay = new Map<string, Map<number, string[]>>();
  const loose: AllocationRefusalItem[] = [];
  for (const item of refusals) {
    const shown = days.some(
      (day) => day.date === item.date && day.qcs.some((qc) => qc.staffId === item.staffId),
    );
    if (!shown) {
      loose.push(item);
      continue;
    }
    const day = byDay.get(item.date) ?? new Map<number, string[]>();
    day.set(item.staffId, [...(day.get(item.staffId) ?? []), item.message]);
    byDay.set(item.date, day);
  }
  return { byDay, loose };
}

const NO_REFUSALS: ReadonlyMap<number, string[]> = new Map();

/**
 * A booking's inspectors, day by day: planners add QCs from the server's ranking, set their man-days and
 * save every day that has not begun at once. The server refuses a QC with its reason (leave, holiday,
 * block, a full day); the choices stay on screen to be corrected.
 */
export function AllocationPage() {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.schedule.allocation.${key}` }, values);
  const link = useEntityLink();
  const { api, bookingId, record, status, setRecord, retry } = useAllocation();
  const mayAllocate = usePermission(Permissions.ScheduleSummary.Allocate);
  const lookups = useOfficeLookups(api);
  const detail = record?.detail ?? null;
  const [base, setBase] = useState<AllocationDetail | null>(null);
  const [draft, setDraft] = useState<Draft.DraftDay[]>([]);
  const [pickerDay, setPickerDay] = useState<string | null>(null);
  const saver = useAllocationSave(api, (saved) => setRecord(loadedAllocation(saved)));
  // A new detail (loaded, saved or the other user's) replaces what was arranged.
  if (detail !== base) {
    setBase(detail);
    setDraft(detail ? Draft.draftOf(detail) : []);
  }
  const loadedDraft = useMemo(() => (detail ? Draft.draftOf(detail) : []), [detail]);
  const dirty = detail !== null && !Draft.sameDraft(draft, loadedDraft);

  const heading = t('heading', { number: detail?.booking.bookingNo ?? '' });
  const header = (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-semibold text-slate-900">{heading}</h1>
      {detail ? <BookingStatusBadge status={detail.booking.status} /> : null}
      <Link to={link(PATHS.summary)} className="ml-auto text-sm font-medium text-sky-800 hover:underline">
        {t('back')}
      </Link>
    </div>
  );
  if (status !== 'ready' || !detail) {
    return (
      <div className="flex flex-col gap-4 p-6">
        {header}
        <LoadState status={status} retry={retry} prefix="inspection.booking.detail" />
      </div>
    );
  }

  const canEdit = detail.canEdit && mayAllocate;
  const allocated = Draft.draftManDays(draft);
  const missing = fromQuarters(Math.max(0, toQuarters(detail.need.total) - toQuarters(allocated)));
  const { byDay, loose } = placeRefusals(saver.refusals, draft);
  const change = (next: Draft.DraftDay[]) => setDraft(next);

  return (
    <div className="flex flex-col gap-4 p-6" data-record-version={detail.booking.version}>
      {header}
      <AllocationBookingFacts booking={detail.booking} />
      <ManDayNeedPanel need={detail.need} allocated={allocated} />
      {canEdit ? null : <Alert tone="info">{t('readOnly')}</Alert>}
      {saver.conflict ? (
        <Alert tone="warning">
          <div className="flex flex-col gap-2" data-testid="allocation-conflict">
            <strong>{intl.formatMessage({ id: 'kit.edit.conflict.title' })}</strong>
            <span>{saver.conflict.message ?? intl.formatMessage({ id: 'kit.edit.conflict.body' })}</span>
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  const current = saver.conflict?.current;
                  saver.clear();
                  if (current) setRecord(loadedAllocation(current));
                  else retry();
                }}
              >
                {intl.formatMessage({ id: 'kit.edit.conflict.reload' })}
              </Button>
            </div>
          </div>
        </Alert>
      ) : null}
      {loose.length ? (
        <Alert tone="error">
          <ul className="flex flex-col gap-1">
            {loose.map((item) => (
              <li key={`${item.date}-${item.staffId}-${item.reason}`}>{item.message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {draft.map((day) => {
        const label = dayWithWeekday(intl, day.date);
        return (
          <AllocationDay
            key={day.date}
            day={day}
            editable={canEdit && day.editable}
            refusals={byDay.get(day.date) ?? NO_REFUSALS}
            onManDays={(staffId, manDays) => change(Draft.withManDays(draft, day.date, staffId, manDays))}
            onRemove={(staffId) => {
              saver.forget(day.date, staffId);
              change(Draft.withoutQc(draft, day.date, staffId));
            }}
            onRemoveAll={() => {
              saver.forget(day.date);
              change(Draft.withoutDay(draft, day.date));
            }}
            onAddQc={() => setPickerDay(day.date)}
            picker={
              pickerDay === day.date && canEdit && day.editable ? (
                <QcPicker
                  api={api}
                  bookingId={bookingId}
                  date={day.date}
                  dayLabel={label}
                  officeCountries={lookups.officeCountries}
                  chosen={new Set(day.qcs.map((qc) => qc.staffId))}
                  onAdd={(candidate) =>
                    change(
                      Draft.withQc(
                        draft,
                        day.date,
                        Draft.draftQcOf(candidate, Draft.startingManDays(candidate, missing)),
                      ),
                    )
                  }
                  onClose={() => setPickerDay(null)}
                />
              ) : null
            }
          />
        );
      })}
      {canEdit ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <Button
            disabled={saver.saving || !dirty}
            onClick={() => void saver.save(bookingId, detail.booking.version, draft)}
          >
            {saver.saving ? t('saving') : t('save')}
          </Button>
        </div>
      ) : null}
      <UnsavedChangesPrompt when={dirty && !saver.saving} />
    </div>
  );
}
