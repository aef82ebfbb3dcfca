import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { PURCHASE_ORDER_SCREEN_PATHS as PATHS } from '@portal/domain';
import { useEntityLink } from '@portal/screen-kit';
import { usePurchaseOrderApi } from '../shared/api/use-purchase-order-api';
import { ImportJobView } from './import-job-view';
import { PurchaseOrderUploadForm } from './purchase-order-upload-form';
import { useImportJob } from './use-import-job';
import { useOwnCustomerId } from './use-own-customer';

/**
 * The purchase order Excel import. An accepted upload puts its job's hash in the URL (?hash=), so the
 * job is followed from there: leaving and coming back, or a reload, shows the same import again.
 */
export function PurchaseOrderUpload() {
  const api = usePurchaseOrderApi();
  const intl = useIntl();
  const link = useEntityLink();
  const ownCustomerId = useOwnCustomerId();
  const [params, setParams] = useSearchParams();
  const hash = params.get('hash') || null;
  const loadJob = useCallback((value: string) => api.importJob(value), [api]);
  const { job, failed, retry } = useImportJob(loadJob, hash);

  return (
    <div className="flex flex-col gap-4 p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">
          {intl.formatMessage({ id: 'inspection.purchaseOrder.upload.title' })}
        </h1>
        <Link to={link(PATHS.summary)} className="text-sm font-medium text-sky-800 hover:underline">
          {intl.formatMessage({ id: 'inspection.poImport.backToSummary' })}
        </Link>
      </div>
      {hash ? (
        <ImportJobView
          job={job}
          failed={failed}
          retry={retry}
          downloadErrors={api.importErrors}
          onNewImport={() => setParams({}, { replace: true })}
        />
      ) : (
        <PurchaseOrderUploadForm
          api={api}
          ownCustomerId={ownCustomerId}
          onStarted={(started) => setParams({ hash: started }, { replace: true })}
        />
      )}
    </div>
  );
}
