import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SearchRequest, SearchResponse } from '@portal/domain';
import { Button, downloadBlob, showToast } from '@portal/ui';
import { exportRows, type ExportColumn } from './export-rows';

export interface ExportButtonProps<Row> {
  request: SearchRequest;
  total: number;
  disabled?: boolean;
  columns: readonly ExportColumn<Row>[];
  sheetName: string;
  /** Without extension; the date is appended. */
  fileName: string;
  search: (request: SearchRequest) => Promise<SearchResponse<Row>>;
  exportFile?: (request: SearchRequest) => Promise<Blob>;
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
}

/** Excel export of what the search matches (see exportRows for where the workbook is written). */
export function ExportButton<Row>({ disabled, total, fileName, ...input }: ExportButtonProps<Row>) {
  const intl = useIntl();
  const [running, setRunning] = useState(false);

  const run = async () => {
    if (total === 0) {
      showToast({ kind: 'info', message: intl.formatMessage({ id: 'kit.export.empty' }) });
      return;
    }
    setRunning(true);
    try {
      const output = await exportRows({ ...input, total });
      downloadBlob(output.blob, `${fileName}-${today()}.xlsx`);
      showToast({
        kind: 'success',
        message: intl.formatMessage({ id: 'kit.export.done' }, { count: output.rows }),
      });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'kit.export.failed' }) });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void run()} disabled={disabled || running} aria-busy={running}>
      {intl.formatMessage({ id: running ? 'kit.export.running' : 'kit.export.button' })}
    </Button>
  );
}
