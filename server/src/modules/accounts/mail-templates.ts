import { toLang, type Lang } from '@portal/domain';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface ResetMailInput {
  language: string | null | undefined;
  fullName: string;
  loginName: string;
  link: string;
  hours: number;
  /** A new account sets its first password ("set"); otherwise the password is reset. */
  kind: 'set' | 'reset';
}

const TEXTS = {
  en: {
    subject: { set: 'Set your Quality Portal password', reset: 'Reset your Quality Portal password' },
    hello: (name: string) => `Hello ${name},`,
    intro: {
      set: (login: string) =>
        `An account has been created for you on the Quality Portal. Your login is ${login}.`,
      reset: (login: string) =>
        `Someone, hopefully you, asked to reset the password of your Quality Portal account ${login}.`,
    },
    action: {
      set: (hours: number) => `To choose your password, open this link within ${hours} hours:`,
      reset: (hours: number) => `To choose a new password, open this link within ${hours} hours:`,
    },
    button: { set: 'Set my password', reset: 'Choose a new password' },
    once: 'The link works once. When it has expired, use "Forgot your password?" on the sign-in page.',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
    signature: 'The Quality Portal',
  },
  fr: {
    subject: {
      set: 'Définissez votre mot de passe du Portail Qualité',
      reset: 'Réinitialisez votre mot de passe du Portail Qualité',
    },
    hello: (name: string) => `Bonjour ${name},`,
    intro: {
      set: (login: string) =>
        `Un compte vous a été créé sur le Portail Qualité. Votre identifiant est ${login}.`,
      reset: (login: string) =>
        `Quelqu'un, vous sans doute, a demandé la réinitialisation du mot de passe de votre compte ${login} du Portail Qualité.`,
    },
    action: {
      set: (hours: number) => `Pour choisir votre mot de passe, ouvrez ce lien dans les ${hours} heures :`,
      reset: (hours: number) =>
        `Pour choisir un nouveau mot de passe, ouvrez ce lien dans les ${hours} heures :`,
    },
    button: { set: 'Définir mon mot de passe', reset: 'Choisir un nouveau mot de passe' },
    once: "Le lien ne sert qu'une fois. S'il a expiré, utilisez « Mot de passe oublié ? » sur la page de connexion.",
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe ne change pas.",
    signature: 'Le Portail Qualité',
  },
} as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** The set-password or reset email in the recipient's language (users.language), as text and HTML. */
export function resetPasswordMail(input: ResetMailInput): MailContent & { lang: Lang } {
  const lang = toLang(input.language);
  const t = TEXTS[lang];
  const { kind } = input;
  const paragraphs = [t.hello(input.fullName), t.intro[kind](input.loginName), t.action[kind](input.hours)];
  const closing = kind === 'reset' ? [t.once, t.ignore] : [t.once];
  const text = [...paragraphs, input.link, ...closing, t.signature].join('\n\n');
  const p = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const link = escapeHtml(input.link);
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">`,
    ...paragraphs.map(p),
    `<p style="margin:0 0 16px"><a href="${link}" style="display:inline-block;background:#0369a1;color:#ffffff;` +
      `padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t.button[kind])}</a></p>`,
    `<p style="margin:0 0 16px;font-size:12px;color:#475569;word-break:break-all">${link}</p>`,
    ...closing.map(p),
    p(t.signature),
    '</body></html>',
  ].join('\n');
  return { lang, subject: t.subject[kind], text, html };
}

/** A link's secret token (…?token=…) replaced, for copies that someone else than the recipient reads. */
export function maskLinks(value: string): string {
  return value.replace(/([?&]token=)[A-Za-z0-9_-]{16,}/g, '$1[hidden]');
}
