import { FormikProvider, type FormikValues } from 'formik';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  ResourceResult,
  type DeleteResponse,
  type GetResponse,
  type SaveResponse,
  type RuleFile,
  type VersionedRecord,
} from '@portal/domain';
import { Alert, Button, ConfirmDialog, Spinner, showToast } from '@portal/ui';
import { useRulesFormik, type RulesFormik } from '@portal/shell-contract';
import { useEntityLink } from './entity-link';
import { resultMessage } from './result-message';
import { UnsavedChangesPrompt } from './unsaved-changes';
import { usePermission } from './use-permission';
import { useRecord } from './use-record';
import { useServerErrors } from './use-server-errors';

export interface EditResource<Detail extends VersionedRecord, Body> {
  get(id: number): Promise<GetResponse<Detail>>;
  create(body: Body): Promise<SaveResponse<Detail>>;
  /** Sends the version the screen loaded; a stale one answers Conflict with the current record. */
  update(body: Detail): Promise<SaveResponse<Detail>>;
  remove(id: number): Promise<DeleteResponse>;
}

export interface EditContext<Detail> {
  isNew: boolean;
  record: Detail | null;
  /** Takes a newer copy of the record the server answered elsewhere (a workflow step), without a reload. */
  replaceRecord(record: Detail): void;
}

export interface EditPageProps<Detail extends VersionedRecord, Values extends FormikValues, Body> {
  titleId: string;
  /** Title while creating; titleId otherwise. */
  newTitleId?: string;
  resource: EditResource<Detail, Body>;
  /** Rule file under assets/validator/ (the server checks the same file). */
  ruleFile: string | RuleFile;
  emptyValues: Values;
  toValues: (record: Detail) => Values;
  toBody: (values: Values) => Body;
  /** Routes below /{entity}/: the summary, and the edit screen of a record. */
  summaryPath: string;
  editPath: (id: number) => string;
  permissions?: { edit?: string; delete?: string };
  /**
   * What this record's own rules allow beyond the permissions (a booking's status decides whether it may
   * still change); both default to true. The server checks the same; this only hides what it would refuse.
   */
  recordRights?: (record: Detail | null) => { edit: boolean; delete: boolean };
  /** More buttons in the action bar, before Save (e.g. "Save and request"); shown only while editable. */
  footerActions?: (form: RulesFormik<Values>, context: EditContext<Detail>) => ReactNode;
  /** Below the form, outside it (still usable when the form is read only): steps, files... */
  aside?: (context: EditContext<Detail>) => ReactNode;
  /** Screen-specific texts for result codes (e.g. a country still holding provinces). */
  resultMessages?: Partial<Record<number, string>>;
  children: (form: RulesFormik<Values>, context: EditContext<Detail>) => ReactNode;
}

/** Route parameter `id`: absent or "new" creates. */
function useRecordId(): number | null {
  const { id } = useParams();
  const parsed = Number(id);
  return id && id !== 'new' && Number.isInteger(parsed) ? parsed : null;
}

/**
 * The edit screen of every resource: load by id (or start empty), validate with the rule file, create
 * (POST) or update (PUT with the loaded version), delete after confirmation, translate every result code,
 * ask before leaving with unsaved changes, and on a lost race keep the user's input beside a conflict
 * message.
 */
export function EditPage<Detail extends VersionedRecord, Values extends FormikValues, Body>({
  titleId,
  newTitleId,
  resource,
  ruleFile,
  emptyValues,
  toValues,
  toBody,
  summaryPath,
  editPath,
  permissions = {},
  recordRights,
  footerActions,
  aside,
  resultMessages,
  children,
}: EditPageProps<Detail, Values, Body>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const link = useEntityLink();
  const id = useRecordId();
  const { record, status, setRecord, retry } = useRecord(id, (value) => resource.get(value));
  const [conflict, setConflict] = useState<{ current: Detail | null; message?: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Set just before navigating on purpose, so the unsaved-changes question is not asked.
  const leaving = useRef(false);
  const rights = recordRights?.(record) ?? { edit: true, delete: true };
  const canEdit = (usePermission(permissions.edit) || !permissions.edit) && rights.edit;
  const canDelete = (usePermission(permissions.delete) || !permissions.delete) && rights.delete;
  const showServerErrors = useServerErrors<Values>();

  useEffect(() => {
    leaving.current = false;
  }, [id]);

  const initialValues = useMemo(
    () => (record ? toValues(record) : emptyValues),
    // toValues/emptyValues are the screen's own definitions; only the record decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [record],
  );
  const fail = (code: number) =>
    showToast({ kind: 'error', message: resultMessage(intl, code, resultMessages) });

  const form = useRulesFormik<Values>({
    ruleFile,
    initialValues,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      const body = toBody(values);
      try {
        const response = record
          ? await resource.update({ ...body, id: record.id, version: record.version } as unknown as Detail)
          : await resource.create(body);
        if (response.result === ResourceResult.Success && response.data) {
          setConflict(null);
          showToast({ kind: 'success', message: t('kit.edit.saved') });
          if (!record) {
            leaving.current = true;
            setRecord(response.data);
            navigate(link(editPath(response.data.id)), { replace: true });
          } else setRecord(response.data);
        } else if (response.result === ResourceResult.Conflict) {
          // Keep what the user typed: the form is not reset; they choose when to take the other version.
          // A workflow's 409 names its own reason (a status that no longer allows the change).
          setConflict({
            current: response.current ?? null,
            message: response.messageKey ? undefined : response.message,
          });
        } else if (response.result === ResourceResult.Invalid) {
          showServerErrors(response.errors ?? [], helpers);
        } else if (response.message) {
          // A record's refusal (Forbidden) or a refusal the server explains (which row a new one overlaps).
          showToast({ kind: 'error', message: response.message });
        } else fail(response.result);
      } catch {
        showToast({ kind: 'error', message: t('kit.edit.failed') });
      }
    },
  });

  const remove = async () => {
    if (!record) return;
    setDeleting(true);
    try {
      const response = await resource.remove(record.id);
      if (response.result === ResourceResult.Success) {
        showToast({ kind: 'success', message: t('kit.edit.deleted') });
        leaving.current = true;
        navigate(link(summaryPath));
      } else fail(response.result);
    } catch {
      showToast({ kind: 'error', message: t('kit.edit.failed') });
    } finally {
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  const context: EditContext<Detail> = { isNew: record === null, record, replaceRecord: setRecord };
  const title = t(id === null ? (newTitleId ?? 'kit.edit.new') : titleId);
  const header = (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="mr-auto text-2xl font-semibold text-slate-900">{title}</h1>
      <Link to={link(summaryPath)} className="text-sm font-medium text-sky-800 hover:underline">
        {t('kit.edit.back')}
      </Link>
    </div>
  );

  if (status === 'loading') {
    return (
      <div className="flex flex-col gap-4 p-6">
        {header}
        <Spinner label={t('kit.edit.loading')} />
      </div>
    );
  }
  if (status === 'notFound' || status === 'error') {
    return (
      <div className="flex flex-col gap-4 p-6">
        {header}
        <Alert tone="error">
          <div className="flex items-center justify-between gap-4">
            <span>
              {status === 'notFound'
                ? resultMessage(intl, ResourceResult.NotFound)
                : t('kit.edit.loadFailed')}
            </span>
            {status === 'error' ? (
              <Button variant="secondary" onClick={retry}>
                {t('kit.table.retry')}
              </Button>
            ) : null}
          </div>
        </Alert>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 p-6" data-record-version={record?.version}>
      {header}
      {conflict ? (
        <Alert tone="warning">
          <div className="flex flex-col gap-2" data-testid="edit-conflict">
            <strong>{t('kit.edit.conflict.title')}</strong>
            <span>{conflict.message ?? t('kit.edit.conflict.body')}</span>
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  if (conflict.current) setRecord(conflict.current);
                  setConflict(null);
                }}
              >
                {t('kit.edit.conflict.reload')}
              </Button>
            </div>
          </div>
        </Alert>
      ) : null}
      <FormikProvider value={form}>
        <form
          onSubmit={form.handleSubmit}
          noValidate
          aria-label={title}
          className="flex flex-col gap-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <fieldset disabled={!canEdit} className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {children(form, context)}
          </fieldset>
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
            {record && canDelete ? (
              <Button variant="secondary" className="!text-red-700" onClick={() => setConfirmDelete(true)}>
                {t('kit.edit.delete')}
              </Button>
            ) : null}
            {canEdit ? footerActions?.(form, context) : null}
            {canEdit ? (
              <Button
                type="submit"
                disabled={form.isSubmitting || form.rulesLoading}
                aria-busy={form.rulesLoading}
              >
                {t(form.isSubmitting ? 'kit.edit.saving' : 'kit.edit.save')}
              </Button>
            ) : null}
          </div>
        </form>
      </FormikProvider>
      {aside?.(context)}
      <ConfirmDialog
        open={confirmDelete}
        title={t('kit.edit.confirmDelete.title')}
        body={t('kit.edit.confirmDelete.body')}
        confirmLabel={t('kit.edit.delete')}
        cancelLabel={t('kit.dialog.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
        busy={deleting}
        danger
      />
      <UnsavedChangesPrompt when={form.dirty && !form.isSubmitting} allow={leaving} />
    </div>
  );
}
