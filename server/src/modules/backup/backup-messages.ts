/** What `npm run backup` and `npm run restore` print, in English and French (French when LANG says fr). */
import type { Lang } from '@portal/domain';

const MESSAGES = {
  usage: {
    en:
      'Usage: npm run backup -- [--data-dir DIR] [--out DIR] [--offline]\n' +
      '       npm run restore -- FILE [--data-dir DIR] [--force]',
    fr:
      'Usage : npm run backup -- [--data-dir DOSSIER] [--out DOSSIER] [--offline]\n' +
      '        npm run restore -- FICHIER [--data-dir DOSSIER] [--force]',
  },
  postgres: {
    en: 'DATABASE_URL is set: the database is PostgreSQL. Back it up with pg_dump (docs/deploy.md, "Backups").',
    fr: 'DATABASE_URL est défini : la base est PostgreSQL. Sauvegardez-la avec pg_dump (docs/deploy.md, « Backups »).',
  },
  written: {
    en: 'Backup written: {file} ({size} MB in {seconds} s).',
    fr: 'Sauvegarde écrite : {file} ({size} Mo en {seconds} s).',
  },
  noServer: {
    en: 'No server is running on {dataDir}. Start it (npm start), or, with the server stopped, add --offline.',
    fr: 'Aucun serveur ne tourne sur {dataDir}. Démarrez-le (npm start) ou, serveur arrêté, ajoutez --offline.',
  },
  noDatabase: {
    en: '{dataDir} holds no embedded database (no pgdata folder).',
    fr: '{dataDir} ne contient pas de base intégrée (pas de dossier pgdata).',
  },
  failed: { en: 'The backup failed: {detail}', fr: 'La sauvegarde a échoué : {detail}' },
  restored: {
    en: 'Restored into {dataDir} ({users} users). Start the server with DATA_DIR={dataDir}.',
    fr: 'Restaurée dans {dataDir} ({users} utilisateurs). Démarrez le serveur avec DATA_DIR={dataDir}.',
  },
  setAside: {
    en: 'What the folder held before is kept in {folder}.',
    fr: 'Le contenu précédent du dossier est conservé dans {folder}.',
  },
  secretsFromEnvironment: {
    en: 'The backed-up server took {names} from its environment: start the restored one with the same values.',
    fr: 'Le serveur sauvegardé lisait {names} dans son environnement : donnez les mêmes valeurs au serveur restauré.',
  },
  otherPglite: {
    en: 'Written with PGlite {theirs}; this installation has {ours}.',
    fr: 'Écrite avec PGlite {theirs} ; cette installation a {ours}.',
  },
  notEmpty: {
    en: '{detail} is not empty: restore into a new or empty folder, or add --force to set its content aside.',
    fr: "{detail} n'est pas vide : restaurez dans un dossier nouveau ou vide, ou ajoutez --force pour mettre son contenu de côté.",
  },
  serverRunning: {
    en: 'A server is running on {detail}: stop it before restoring over its folder.',
    fr: 'Un serveur tourne sur {detail} : arrêtez-le avant de restaurer sur son dossier.',
  },
  notABackup: {
    en: 'Not a Quality Portal backup ({detail}).',
    fr: "Ce n'est pas une sauvegarde du Quality Portal ({detail}).",
  },
  newerFormat: {
    en: 'This backup was written by a newer version (format {detail}): update the portal first.',
    fr: 'Cette sauvegarde vient d’une version plus récente (format {detail}) : mettez le portail à jour avant.',
  },
  restoreFailed: { en: 'The restore failed: {detail}', fr: 'La restauration a échoué : {detail}' },
} satisfies Record<string, Record<Lang, string>>;

export type BackupMessage = keyof typeof MESSAGES;

/** fr when the locale of the shell says so (LC_ALL, LC_MESSAGES, LANG), else en. */
export function cliLang(env: Record<string, string | undefined> = process.env): Lang {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return locale.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function backupMessage(
  key: BackupMessage,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
