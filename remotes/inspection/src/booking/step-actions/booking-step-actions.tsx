import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import {
  BookingAction,
  bookingNumber,
  BOOKING_REASON_MAX,
  BOOKING_SCREEN_PATHS as PATHS,
  type BookingDetail,
} from '@portal/domain';
import { useEntityLink } from '@portal/screen-kit';
import { ActionMenu, Button, ConfirmDialog, PromptDialog } from '@portal/ui';
import { useBookingStep } from './use-booking-step';

/** Steps taken after a plain yes (the server needs only the version). */
type ConfirmedStep = BookingAction.Verify | BookingAction.Confirm | BookingAction.Release;
const CONFIRMED_STEPS: readonly ConfirmedStep[] = [
  BookingAction.Verify,
  BookingAction.Confirm,
  BookingAction.Release,
];

/** Actions that are another screen rather than a call. */
export type BookingStepLink = 'edit' | 'split' | 'picking' | 'cancel' | 'detail';

export interface BookingStepActionsProps {
  id: number;
  /** The version the caller read: a step on an older one is refused (409 with the current booking). */
  version: number;
  /** What the server says the caller may do now (`BookingRow.actions`, `BookingDetail.actions`). */
  actions: readonly BookingAction[];
  /** The booking as the server has it after a step, or after a refusal (so the caller follows it). */
  onChanged: (booking: BookingDetail) => void;
  /** One line for a table row: the next step as a small button, the rest in a "More" menu. */
  compact?: boolean;
  /** Links to the screen the component already sits on (the edit screen omits 'edit'). */
  omit?: readonly BookingStepLink[];
}

const LINK_PATHS: Record<BookingStepLink, (id: number) => string> = {
  edit: (id) => `${PATHS.edit}/${id}`,
  split: (id) => `${PATHS.split}/${id}`,
  picking: (id) => `${PATHS.picking}/${id}`,
  cancel: (id) => PATHS.cancel(id),
  detail: (id) => `${PATHS.detail}/${id}`,
};

/** The link of each action; detail is for everyone who sees the booking. */
const LINK_ACTIONS: Record<Exclude<BookingStepLink, 'detail'>, BookingAction> = {
  edit: BookingAction.Edit,
  split: BookingAction.Split,
  picking: BookingAction.Picking,
  cancel: BookingAction.Cancel,
};

/**
 * The lifecycle buttons of one booking: verify, confirm and release after a question, hold with a reason,
 * and links to the screens of edit, split, picking, cancel (which asks its reason there) and detail. Only
 * the server's allowed actions show, so nobody is offered a step the server would refuse.
 */
export function BookingStepActions({
  id,
  version,
  actions,
  onChanged,
  compact = false,
  omit = [],
}: BookingStepActionsProps) {
  const intl = useIntl();
  const link = useEntityLink();
  const navigate = useNavigate();
  const number = bookingNumber(id);
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inspection.booking.step.${key}` }, { number, ...values });
  const { run, busy } = useBookingStep(onChanged);
  const [asking, setAsking] = useState<ConfirmedStep | 'hold' | null>(null);

  const size = compact ? '!px-2 !py-1 text-xs' : '';
  const linkClass =
    'rounded-md px-4 py-2 text-sm font-medium text-sky-800 ring-1 ring-slate-300 hover:bg-slate-50';
  const may = (action: BookingAction) => actions.includes(action);
  const links = (Object.keys(LINK_PATHS) as BookingStepLink[]).filter(
    (name) => !omit.includes(name) && (name === 'detail' || may(LINK_ACTIONS[name])),
  );
  // One dialog stays mounted and opens for whichever step is asked (unmounting an open one leaves
  // its focus handling running after it is gone).
  const confirming = asking === null || asking === 'hold' ? null : asking;
  const shown = confirming ?? BookingAction.Verify;
  const step = async (action: ConfirmedStep | 'hold', reason?: string) => {
    await run(id, action, { version, reason: reason ?? null });
    setAsking(null);
  };

  return (
    <div
      role="group"
      aria-label={t('label')}
      className={`flex items-center ${compact ? 'flex-nowrap gap-1' : 'flex-wrap gap-2'}`}
    >
      {CONFIRMED_STEPS.filter(may).map((action) => (
        <Button key={action} className={size} disabled={busy} onClick={() => setAsking(action)}>
          {t(action)}
        </Button>
      ))}
      {compact ? (
        <ActionMenu
          label={t('more')}
          ariaLabel={t('moreOn')}
          items={[
            ...(may(BookingAction.Hold)
              ? [{ key: 'hold', label: t('hold'), onSelect: () => setAsking('hold') }]
              : []),
            ...links.map((name) => ({
              key: name,
              label: t(name),
              onSelect: () => navigate(link(LINK_PATHS[name](id))),
            })),
          ]}
        />
      ) : (
        <>
          {may(BookingAction.Hold) ? (
            <Button variant="secondary" disabled={busy} onClick={() => setAsking('hold')}>
              {t('hold')}
            </Button>
          ) : null}
          {links.map((name) => (
            <Link key={name} to={link(LINK_PATHS[name](id))} className={linkClass}>
              {t(name)}
            </Link>
          ))}
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t(`${shown}.title`)}
        body={t(`${shown}.body`)}
        confirmLabel={t(shown)}
        cancelLabel={t('back')}
        busy={busy}
        onConfirm={() => void step(shown)}
        onCancel={() => setAsking(null)}
      />
      <PromptDialog
        open={asking === 'hold'}
        title={t('hold.title')}
        label={t('reason')}
        confirmLabel={t('hold')}
        cancelLabel={t('back')}
        maxLength={BOOKING_REASON_MAX}
        validate={(text) => reasonProblem(text, t)}
        busy={busy}
        onConfirm={(reason) => void step('hold', reason)}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}

/** A hold or cancel reason: required, at most BOOKING_REASON_MAX characters (the server checks the same). */
export function reasonProblem(
  text: string,
  t: (key: string, values?: Record<string, string | number>) => string,
): string | null {
  if (!text.trim()) return t('reasonRequired');
  if (text.trim().length > BOOKING_REASON_MAX) return t('reasonTooLong', { max: BOOKING_REASON_MAX });
  return null;
}
