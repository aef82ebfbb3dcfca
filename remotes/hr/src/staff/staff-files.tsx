import { useIntl } from 'react-intl';
import { UploadResult, type StaffFileItem } from '@portal/domain';
import { FileList } from '@portal/ui';
import type { HrStaffApi } from './staff-api';
import { fileListTexts, UPLOADABLE_FILES } from '../shared/files/file-list-texts';

/** The staff's attached documents: upload (images and PDF), download as a file, remove. */
export function StaffFiles({
  api,
  staffId,
  files,
  canEdit,
}: {
  api: HrStaffApi;
  staffId: number;
  files: StaffFileItem[];
  canEdit: boolean;
}) {
  const intl = useIntl();
  return (
    <FileList<StaffFileItem>
      files={files}
      canChange={canEdit}
      accept={UPLOADABLE_FILES}
      texts={fileListTexts(intl, 'hr.staff.files')}
      upload={async (file) => {
        const answer = await api.attachFile(staffId, file);
        return answer.result === UploadResult.Success && answer.file
          ? { ok: true, file: answer.file }
          : { ok: false, message: answer.message };
      }}
      download={(file) => api.fileOf(file.id)}
      remove={async (file) => {
        await api.removeFile(file.id);
        return true;
      }}
      testId="staff-files"
      inputTestId="staff-file-input"
    />
  );
}
