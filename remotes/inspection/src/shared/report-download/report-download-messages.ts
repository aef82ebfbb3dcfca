/** The "Download report" action of the booking summary and detail. */
const en = {
  'inspection.reportScreens.download.button': 'Download report',
  'inspection.reportScreens.download.label': 'Download the report of {number}',
  'inspection.reportScreens.download.busy': 'Downloading…',
  'inspection.reportScreens.download.failed': 'The report could not be downloaded. Try again.',
  'inspection.reportScreens.download.fileName': 'report-{number}',
};

const fr: Record<keyof typeof en, string> = {
  'inspection.reportScreens.download.button': 'Télécharger le rapport',
  'inspection.reportScreens.download.label': 'Télécharger le rapport de {number}',
  'inspection.reportScreens.download.busy': 'Téléchargement…',
  'inspection.reportScreens.download.failed': "Le rapport n'a pas pu être téléchargé. Réessayez.",
  'inspection.reportScreens.download.fileName': 'rapport-{number}',
};

export const REPORT_DOWNLOAD_MESSAGES = { en, fr };
