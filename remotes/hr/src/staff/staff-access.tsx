import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Permissions, ResourceResult, type StaffDetail } from '@portal/domain';
import { usePermission } from '@portal/screen-kit';
import { Button, ConfirmDialog, showToast } from '@portal/ui';
import type { HrStaffApi } from './staff-api';

/** Whether the staff signs in to the portal, and (HR management) the switch that ends it. */
export function StaffAccess({ api, record }: { api: HrStaffApi; record: StaffDetail }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const mayRemove = usePermission(Permissions.StaffSummary.Delete);
  const [active, setActive] = useState(record.linkedUserActive);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = record.linkedUserId == null ? 'none' : active ? 'active' : 'inactive';

  const remove = async () => {
    setBusy(true);
    try {
      const answer = await api.removeHrAccess(record.id);
      if (answer.result === ResourceResult.Success) {
        setActive(false);
        showToast({ kind: 'success', message: t('hr.staff.access.removed') });
      } else showToast({ kind: 'error', message: t(`kit.result.${answer.result}`) });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700" data-testid="staff-access">
      <span className="mr-auto">{t(`hr.staff.access.${state}`)}</span>
      {state === 'active' && mayRemove ? (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('hr.staff.access.remove')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('hr.staff.access.remove')}
        body={t('hr.staff.access.confirm')}
        confirmLabel={t('hr.staff.access.remove')}
        cancelLabel={t('kit.dialog.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
        busy={busy}
        danger
      />
    </div>
  );
}
