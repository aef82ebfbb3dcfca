import { useIntl } from 'react-intl';
import { REPORT_SCREEN_PREFIX } from './report-screen-messages';

export type ReportText = (key: string, values?: Record<string, string | number>) => string;

/** The report screen's texts by their short key ('saved' for 'inspection.report.screen.saved'). */
export function useReportText(): ReportText {
  const intl = useIntl();
  return (key, values) => intl.formatMessage({ id: `${REPORT_SCREEN_PREFIX}.${key}` }, values);
}
