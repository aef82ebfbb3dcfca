/** The leave and holiday screens' texts; keys start with 'hr.'. The parity test checks that French has every key. */
const en = {
  'hr.leave.summary.title': 'Leave summary',
  'hr.leave.request.title': 'Leave request',
  'hr.leave.pending.title': 'Leave to approve',
  'hr.leave.balance.title': 'Leave balance',
  'hr.leave.types.title': 'Leave types',
  'hr.holiday.summary.title': 'Holiday summary',
} as const;

const fr: Record<keyof typeof en, string> = {
  'hr.leave.summary.title': 'Synthèse des congés',
  'hr.leave.request.title': 'Demande de congé',
  'hr.leave.pending.title': 'Congés à approuver',
  'hr.leave.balance.title': 'Solde de congés',
  'hr.leave.types.title': 'Types de congé',
  'hr.holiday.summary.title': 'Synthèse des jours fériés',
};

export const LEAVE_MESSAGES = { en, fr };
