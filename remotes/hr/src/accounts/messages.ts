/** The user account screens' texts; keys start with 'hr.'. The parity test checks that French has every key. */
const en = {
  'hr.account.summary.title': 'User account summary',
  'hr.account.outbox.title': 'Email outbox',
} as const;

const fr: Record<keyof typeof en, string> = {
  'hr.account.summary.title': 'Synthèse des comptes utilisateurs',
  'hr.account.outbox.title': "Boîte d'envoi des e-mails",
};

export const ACCOUNT_MESSAGES = { en, fr };
