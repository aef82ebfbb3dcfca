import { EmploymentType, MAX_UPLOAD_BYTES, StaffStatus, type Lang } from '@portal/domain';

/** Server-side texts of the staff and office answers (the browser shows its own for result codes). */
const MESSAGES = {
  fileSizeExceed: {
    en: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and was not stored.`,
    fr: `Le fichier dépasse ${MAX_UPLOAD_BYTES / 1024 / 1024} Mo et n'a pas été enregistré.`,
  },
  fileType: {
    en: 'Only images (JPEG, PNG, GIF, WebP) and PDF files are accepted.',
    fr: 'Seules les images (JPEG, PNG, GIF, WebP) et les fichiers PDF sont acceptés.',
  },
  photoType: {
    en: 'A photo must be a JPEG, PNG, GIF or WebP image.',
    fr: 'Une photo doit être une image JPEG, PNG, GIF ou WebP.',
  },
  noFile: { en: 'No file was sent.', fr: "Aucun fichier n'a été envoyé." },
  noStorage: {
    en: 'File storage is not configured on this server.',
    fr: "Le stockage des fichiers n'est pas configuré sur ce serveur.",
  },
  managerCycle: {
    en: 'This manager reports, directly or not, to this staff member: the reporting line would loop.',
    fr: 'Ce responsable dépend, directement ou non, de ce collaborateur : la ligne hiérarchique bouclerait.',
  },
  unknownChoice: {
    en: 'This choice does not exist in this entity.',
    fr: "Ce choix n'existe pas dans cette entité.",
  },
  notInParent: {
    en: 'This choice does not belong to the one chosen above.',
    fr: "Ce choix n'appartient pas à celui choisi au-dessus.",
  },
  dateOrder: {
    en: 'The leaving date cannot be before the joining date.',
    fr: "La date de départ ne peut pas précéder la date d'arrivée.",
  },
  sheetStaff: { en: 'Staff', fr: 'Personnel' },
  sheetOffices: { en: 'Offices', fr: 'Bureaux' },
} as const satisfies Record<string, Record<Lang, string>>;

export type HrMessageKey = keyof typeof MESSAGES;

export function hrMessage(key: HrMessageKey, lang: Lang): string {
  return MESSAGES[key][lang];
}

const STATUS_NAMES: Record<StaffStatus, Record<Lang, string>> = {
  [StaffStatus.OnJob]: { en: 'On job', fr: 'En poste' },
  [StaffStatus.Retired]: { en: 'Retired', fr: 'Retraité' },
  [StaffStatus.Left]: { en: 'Left', fr: 'Parti' },
  [StaffStatus.Disabled]: { en: 'Disabled', fr: 'Désactivé' },
};

const EMPLOYMENT_NAMES: Record<EmploymentType, Record<Lang, string>> = {
  [EmploymentType.Permanent]: { en: 'Permanent', fr: 'Permanent' },
  [EmploymentType.Outsource]: { en: 'Outsource', fr: 'Externe' },
  [EmploymentType.Other]: { en: 'Other', fr: 'Autre' },
};

export const statusList = (lang: Lang) =>
  Object.entries(STATUS_NAMES).map(([id, names]) => ({ id: Number(id), name: names[lang] }));

export const employmentTypeList = (lang: Lang) =>
  Object.entries(EMPLOYMENT_NAMES).map(([id, names]) => ({ id: Number(id), name: names[lang] }));

export const statusName = (status: number, lang: Lang) =>
  STATUS_NAMES[status as StaffStatus]?.[lang] ?? String(status);

export const employmentTypeName = (type: number, lang: Lang) =>
  EMPLOYMENT_NAMES[type as EmploymentType]?.[lang] ?? String(type);
