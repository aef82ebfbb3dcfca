import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  CertificateStatus,
  Permissions,
  REPORT_SCREEN_PATHS as PATHS,
  ResourceResult,
  type InspectionCertificateDetail,
  type InspectionCertificateSave,
  type PendingCertificateRow,
} from '@portal/domain';
import {
  EditPage,
  editPermissions,
  FormNumber,
  FormText,
  FormTextArea,
  usePermission,
  type EditContext,
} from '@portal/screen-kit';
import { Alert, Spinner } from '@portal/ui';
import { useCertificateApi } from './certificate-api';
import { CertificateBookingFacts } from './certificate-booking-facts';
import { CertificateIssueButton } from './certificate-issue-button';
import { CertificatePdfButton } from './certificate-pdf-button';

interface Values {
  bookingId: number | null;
  consignee: string;
  invoiceNumber: string;
  destination: string;
  quantity: number | null;
  remarks: string;
}

const P = Permissions.InspectionCertificateSummary;

const toValues = (record: InspectionCertificateDetail): Values => ({
  bookingId: record.bookingId,
  consignee: record.consignee,
  invoiceNumber: record.invoiceNumber ?? '',
  destination: record.destination ?? '',
  quantity: record.quantity,
  remarks: record.remarks ?? '',
});

const orNull = (text: string) => (text.trim() ? text.trim() : null);

// The rule file has refused an empty consignee or quantity before toBody runs.
export const certificateBody = (values: Values): InspectionCertificateSave => ({
  bookingId: values.bookingId!,
  consignee: values.consignee.trim(),
  invoiceNumber: orNull(values.invoiceNumber),
  destination: orNull(values.destination),
  quantity: values.quantity!,
  remarks: orNull(values.remarks),
});

/** The pending row of a booking (its parties and quantity): loading, absent (null) or found. */
function usePendingBooking(bookingId: number | null): PendingCertificateRow | null | 'loading' {
  const api = useCertificateApi();
  const [row, setRow] = useState<PendingCertificateRow | null | 'loading'>(bookingId ? 'loading' : null);
  useEffect(() => {
    if (!bookingId) return setRow(null);
    let live = true;
    setRow('loading');
    api.pending
      .search({ idList: [bookingId], skip: 0, take: 1 })
      .then((answer) => live && setRow(answer.data[0] ?? null))
      .catch(() => live && setRow(null));
    return () => {
      live = false;
    };
  }, [api, bookingId]);
  return row;
}

/**
 * The form's fields, with the booking's facts above them; a draft's booking is looked up among the
 * pending ones for its quantity (the hint), a new certificate's was looked up before the form opened.
 */
function CertificateFields({
  record,
  pending,
}: {
  record: InspectionCertificateDetail | null;
  pending: PendingCertificateRow | null;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inspection.certificate.${key}` }, values);
  const draftPending = usePendingBooking(
    record && record.status === CertificateStatus.Draft ? record.bookingId : null,
  );
  const booking = record ? (draftPending === 'loading' ? null : draftPending) : pending;
  const facts = record
    ? {
        number: record.number,
        bookingNo: record.bookingNo,
        customerName: record.customerName,
        supplierName: record.supplierName,
        factoryName: record.factoryName,
        inspectionDateTo: booking?.inspectionDateTo ?? null,
      }
    : { ...pending!, number: null };
  return (
    <>
      <CertificateBookingFacts facts={facts} />
      <FormText name="consignee" label={t('field.consignee')} maxLength={200} />
      <FormNumber
        name="quantity"
        label={t('field.quantity')}
        maxLength={9}
        hint={booking ? t('quantityHint', { max: booking.totalQuantity }) : undefined}
      />
      <FormText name="invoiceNumber" label={t('field.invoiceNumber')} maxLength={50} />
      <FormText name="destination" label={t('field.destination')} maxLength={200} />
      <FormTextArea name="remarks" label={t('field.remarks')} maxLength={2000} className="md:col-span-2" />
    </>
  );
}

/**
 * One inspection certificate. A new one is made for the booking the pending list chose (`?bookingId=`),
 * with the booking's quantity proposed; a draft is changed, deleted or issued (Issue right); an issued one
 * is read only, with its PDF.
 */
export function CertificateEdit() {
  const api = useCertificateApi();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inspection.certificate.${key}` }, values);
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const [params] = useSearchParams();
  const askedBooking = Number(params.get('bookingId'));
  const newBookingId = isNew && Number.isInteger(askedBooking) && askedBooking > 0 ? askedBooking : null;
  const pendingForNew = usePendingBooking(newBookingId);
  const canIssue = usePermission(P.Issue);

  if (isNew && pendingForNew !== 'loading' && pendingForNew === null)
    return (
      <div className="flex flex-col gap-4 p-6">
        <h1 className="text-2xl font-semibold text-slate-900">{t('new.title')}</h1>
        <Alert tone="warning">{t('booking.missing')}</Alert>
      </div>
    );
  if (isNew && pendingForNew === 'loading')
    return (
      <div className="flex flex-col gap-4 p-6">
        <h1 className="text-2xl font-semibold text-slate-900">{t('new.title')}</h1>
        <Spinner label={intl.formatMessage({ id: 'kit.edit.loading' })} />
      </div>
    );
  const pending = isNew ? (pendingForNew as PendingCertificateRow) : null;

  const issuedAside = ({ record }: EditContext<InspectionCertificateDetail>) =>
    record?.status === CertificateStatus.Issued && record.number ? (
      <div className="flex flex-wrap items-center gap-3">
        <Alert tone="info">{t('issuedNote', { number: record.number })}</Alert>
        <CertificatePdfButton id={record.id} number={record.number} />
      </div>
    ) : null;

  return (
    <EditPage<InspectionCertificateDetail, Values, InspectionCertificateSave>
      titleId="inspection.certificate.edit.title"
      newTitleId="inspection.certificate.new.title"
      resource={api.certificate}
      ruleFile="inspection-certificate.json"
      emptyValues={{
        bookingId: newBookingId,
        consignee: '',
        invoiceNumber: '',
        destination: '',
        quantity: pending?.totalQuantity ?? null,
        remarks: '',
      }}
      toValues={toValues}
      toBody={certificateBody}
      summaryPath={PATHS.certificateSearch}
      editPath={(saved) => `${PATHS.certificateEdit}/${saved}`}
      permissions={editPermissions(P)}
      recordRights={(record) => {
        const draft = !record || record.status === CertificateStatus.Draft;
        return { edit: draft, delete: draft };
      }}
      resultMessages={{ [ResourceResult.InUse]: 'inspection.certificate.issuedCannotDelete' }}
      footerActions={(form, { record, replaceRecord }) =>
        record && canIssue && record.status === CertificateStatus.Draft ? (
          <CertificateIssueButton record={record} dirty={form.dirty} onIssued={replaceRecord} />
        ) : null
      }
      aside={issuedAside}
    >
      {(_form, { record }) => <CertificateFields record={record} pending={pending} />}
    </EditPage>
  );
}
