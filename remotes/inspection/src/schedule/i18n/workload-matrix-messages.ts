import { prefixedMessages, WORKLOAD_MATRIX_PREFIX, WORKLOAD_MATRIX_TEXTS } from '@portal/domain';

/** The workload matrix screens: field labels and ranges shared with the server (domain), the rest here. */
const en = {
  'inspection.schedule.workloadMatrix.summary.title': 'Workload matrix',
  'inspection.schedule.workloadMatrix.edit.title': 'Workload matrix row',
  'inspection.schedule.workloadMatrix.new.title': 'New workload matrix row',
  'inspection.schedule.workloadMatrix.filter.serviceTypes': 'Service types',
  'inspection.schedule.workloadMatrix.hint.upperBound': 'Leave empty for "and above".',
  'inspection.schedule.workloadMatrix.hint.manDays': 'More than 0, at most 99, in steps of 0.25.',
  'inspection.schedule.workloadMatrix.overlap': 'This row overlaps another row of the same service type.',
};

const fr: Record<keyof typeof en, string> = {
  'inspection.schedule.workloadMatrix.summary.title': 'Matrice de charge',
  'inspection.schedule.workloadMatrix.edit.title': 'Ligne de la matrice de charge',
  'inspection.schedule.workloadMatrix.new.title': 'Nouvelle ligne de la matrice de charge',
  'inspection.schedule.workloadMatrix.filter.serviceTypes': 'Types de prestation',
  'inspection.schedule.workloadMatrix.hint.upperBound': 'Laisser vide pour « et plus ».',
  'inspection.schedule.workloadMatrix.hint.manDays': 'Plus de 0, au plus 99, par pas de 0,25.',
  'inspection.schedule.workloadMatrix.overlap':
    'Cette ligne chevauche une autre ligne du même type de prestation.',
};

export const WORKLOAD_MATRIX_MESSAGES = {
  en: { ...prefixedMessages(WORKLOAD_MATRIX_PREFIX, WORKLOAD_MATRIX_TEXTS, 'en'), ...en },
  fr: { ...prefixedMessages(WORKLOAD_MATRIX_PREFIX, WORKLOAD_MATRIX_TEXTS, 'fr'), ...fr },
};
