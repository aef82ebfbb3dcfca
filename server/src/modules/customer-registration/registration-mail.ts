import { toLang } from '@portal/domain';
import { escapeHtml, type MailContent } from '../accounts/mail-templates';

export type RegistrationMailKind = 'verify' | 'approved' | 'rejected';

export interface RegistrationMailInput {
  kind: RegistrationMailKind;
  language: string | null | undefined;
  contactName: string;
  companyName: string;
  loginName: string;
  /** verify: the verification link; approved: the sign-in page. */
  link?: string;
  hours?: number;
  reason?: string;
}

const TEXTS = {
  en: {
    subject: {
      verify: 'Confirm your email address for the Quality Portal',
      approved: 'Your Quality Portal account is ready',
      rejected: 'Your Quality Portal registration',
    },
    hello: (name: string) => `Hello ${name},`,
    body: {
      verify: (company: string, hours: number) => [
        `Thank you for registering ${company} on the Quality Portal.`,
        `Please confirm your email address by opening this link within ${hours} hours:`,
      ],
      approved: (company: string, login: string) => [
        `Your registration of ${company} has been approved.`,
        `You can now sign in with your login ${login} and the password you chose:`,
      ],
      rejected: (company: string) => [`We are sorry: your registration of ${company} was not accepted.`],
    },
    reason: (reason: string) => `Reason: ${reason}`,
    button: { verify: 'Confirm my email address', approved: 'Sign in' },
    after: {
      verify: 'Once your address is confirmed, our team reviews your registration and tells you by email.',
      approved: '',
      rejected: 'If you have questions, reply to this email or contact our customer service.',
    },
    signature: 'The Quality Portal',
  },
  fr: {
    subject: {
      verify: 'Confirmez votre adresse e-mail pour le Portail Qualité',
      approved: 'Votre compte du Portail Qualité est prêt',
      rejected: 'Votre inscription au Portail Qualité',
    },
    hello: (name: string) => `Bonjour ${name},`,
    body: {
      verify: (company: string, hours: number) => [
        `Merci d'avoir inscrit ${company} sur le Portail Qualité.`,
        `Merci de confirmer votre adresse e-mail en ouvrant ce lien dans les ${hours} heures :`,
      ],
      approved: (company: string, login: string) => [
        `L'inscription de ${company} a été approuvée.`,
        `Vous pouvez maintenant vous connecter avec votre identifiant ${login} et le mot de passe choisi :`,
      ],
      rejected: (company: string) => [
        `Nous sommes désolés : l'inscription de ${company} n'a pas été acceptée.`,
      ],
    },
    reason: (reason: string) => `Motif : ${reason}`,
    button: { verify: 'Confirmer mon adresse e-mail', approved: 'Se connecter' },
    after: {
      verify:
        'Une fois votre adresse confirmée, notre équipe examine votre inscription et vous répond par e-mail.',
      approved: '',
      rejected: 'Pour toute question, répondez à cet e-mail ou contactez notre service client.',
    },
    signature: 'Le Portail Qualité',
  },
} as const;

/** The verification, approval and rejection emails, in the language of the registration form. */
export function registrationMail(input: RegistrationMailInput): MailContent {
  const lang = toLang(input.language);
  const t = TEXTS[lang];
  const body =
    input.kind === 'verify'
      ? t.body.verify(input.companyName, input.hours ?? 0)
      : input.kind === 'approved'
        ? t.body.approved(input.companyName, input.loginName)
        : [...t.body.rejected(input.companyName), ...(input.reason ? [t.reason(input.reason)] : [])];
  const after = t.after[input.kind];
  const paragraphs = [t.hello(input.contactName), ...body];
  const closing = [...(after ? [after] : []), t.signature];
  const text = [...paragraphs, ...(input.link ? [input.link] : []), ...closing].join('\n\n');
  const p = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const button =
    input.link && input.kind !== 'rejected'
      ? [
          `<p style="margin:0 0 16px"><a href="${escapeHtml(input.link)}" style="display:inline-block;` +
            `background:#0369a1;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">` +
            `${escapeHtml(t.button[input.kind])}</a></p>`,
          `<p style="margin:0 0 16px;font-size:12px;color:#475569;word-break:break-all">${escapeHtml(input.link)}</p>`,
        ]
      : [];
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">`,
    ...paragraphs.map(p),
    ...button,
    ...closing.map(p),
    '</body></html>',
  ].join('\n');
  return { subject: t.subject[input.kind], text, html };
}
