import type { Lang } from '../i18n/common-messages';

/**
 * The purchase order Excel import: the template's sheet and columns, the row messages (spec section 5, word
 * for word in English, spelling included), the file-level refusals (spec section 8) and the job's state.
 */

/** Spec section 9: at most 50000 data rows (the header row aside). */
export const PO_IMPORT_MAX_ROWS = 50_000;
/** Largest workbook accepted; a 50,000-row file saved by Excel or LibreOffice is about 2 MB. */
export const PO_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The sheet the import reads (the template's only sheet); other sheets are ignored. */
export const PO_IMPORT_SHEET = 'Purchase Orders';
/** Row errors the job keeps for the screen; the error workbook holds all of them. */
export const PO_IMPORT_SHOWN_ERRORS = 100;

/** The template's columns, in order. A file may order them freely and add others: headers find them. */
export const PO_IMPORT_COLUMNS = [
  'poNumber',
  'productReference',
  'productDescription',
  'barcode',
  'colorCode',
  'colorName',
  'quantity',
  'etd',
  'destinationCountry',
] as const;
export type PoImportColumn = (typeof PO_IMPORT_COLUMNS)[number];

export const PO_IMPORT_HEADERS: Record<Lang, Record<PoImportColumn, string>> = {
  en: {
    poNumber: 'PO Number',
    productReference: 'Product Reference',
    productDescription: 'Product Description',
    barcode: 'Barcode',
    colorCode: 'Color Code',
    colorName: 'Color Name',
    quantity: 'Quantity',
    etd: 'ETD (DD/MM/YYYY)',
    destinationCountry: 'Destination Country',
  },
  fr: {
    poNumber: 'Numéro de commande',
    productReference: 'Référence produit',
    productDescription: 'Description produit',
    barcode: 'Code-barres',
    colorCode: 'Code couleur',
    colorName: 'Nom couleur',
    quantity: 'Quantité',
    etd: 'ETD (JJ/MM/AAAA)',
    destinationCountry: 'Pays de destination',
  },
};

/** What a row can be refused for. */
export const PO_ROW_MESSAGE_CODES = [
  'poNumberMandatory',
  'productReferenceMandatory',
  'quantityMandatory',
  'etdInvalid',
  'countryNotAvailable',
  'poNumberExists',
  'quantityInvalid',
  'productDescriptionMandatory',
  'quantityNotPositive',
  'duplicateProducts',
  'barcodeTooLong',
  'colorCodeMandatory',
  'colorNameMandatory',
  'textTooLong',
] as const;
export type PoRowMessageCode = (typeof PO_ROW_MESSAGE_CODES)[number];

/** Why a whole file is refused (before or while reading it). */
export const PO_FILE_MESSAGE_CODES = [
  'notXlsx',
  'fileSizeExceed',
  'sheetNotFound',
  'columnsMissing',
  'tooManyRows',
  'noRows',
  'importRunning',
  'customerNotFound',
  'failed',
] as const;
export type PoFileMessageCode = (typeof PO_FILE_MESSAGE_CODES)[number];

export const PO_IMPORT_MESSAGES: Record<Lang, Record<PoRowMessageCode | PoFileMessageCode, string>> = {
  en: {
    poNumberMandatory: 'Purchase Order Number is mandatory',
    productReferenceMandatory: 'Product Reference is mandatory',
    quantityMandatory: 'Quanity is mandatory',
    etdInvalid: 'Etd is not in valid date format(DD/MM/YYYY)',
    countryNotAvailable: 'Given Country Data is not available',
    poNumberExists: 'Po Number Already Exists',
    quantityInvalid: 'Invalid Quantity Data',
    productDescriptionMandatory: 'Product Description is mandatory',
    quantityNotPositive: 'Quantity value should be greater than zero',
    duplicateProducts: 'Duplicate Po Products Found',
    barcodeTooLong: 'Barcode character limit exceeded 100',
    colorCodeMandatory: 'Color Code is mandatory',
    colorNameMandatory: 'Color Name is mandatory',
    textTooLong:
      'A value is longer than allowed (PO number 50, colour code 50, colour name 100, reference 100, description 500)',
    notXlsx: 'The file is not an Excel workbook (.xlsx).',
    fileSizeExceed: 'The file is larger than 10 MB.',
    sheetNotFound: `The workbook has no sheet named "${PO_IMPORT_SHEET}". Start from the template.`,
    columnsMissing: 'The sheet lacks these columns: {columns}. Start from the template.',
    tooManyRows: 'The sheet has more than 50,000 rows. Split it into several files.',
    noRows: 'The sheet has no purchase order rows.',
    importRunning: 'This file is already being imported. Wait for that import to finish.',
    customerNotFound: 'Choose a customer you may import for.',
    failed: 'The import stopped on an unexpected error. Nothing was written; try again.',
  },
  fr: {
    poNumberMandatory: 'Le numéro de commande est obligatoire',
    productReferenceMandatory: 'La référence produit est obligatoire',
    quantityMandatory: 'La quantité est obligatoire',
    etdInvalid: "L'ETD n'est pas une date valide (JJ/MM/AAAA)",
    countryNotAvailable: "Le pays indiqué n'existe pas",
    poNumberExists: 'Ce numéro de commande existe déjà',
    quantityInvalid: 'Quantité invalide',
    productDescriptionMandatory: 'La description produit est obligatoire',
    quantityNotPositive: 'La quantité doit être supérieure à zéro',
    duplicateProducts: 'Produits en double dans la commande',
    barcodeTooLong: 'Le code-barres dépasse 100 caractères',
    colorCodeMandatory: 'Le code couleur est obligatoire',
    colorNameMandatory: 'Le nom de couleur est obligatoire',
    textTooLong:
      'Une valeur dépasse la longueur permise (numéro 50, code couleur 50, nom couleur 100, référence 100, description 500)',
    notXlsx: "Le fichier n'est pas un classeur Excel (.xlsx).",
    fileSizeExceed: 'Le fichier dépasse 10 Mo.',
    sheetNotFound: `Le classeur n'a pas de feuille nommée « ${PO_IMPORT_SHEET} ». Partez du modèle.`,
    columnsMissing: 'Il manque ces colonnes à la feuille : {columns}. Partez du modèle.',
    tooManyRows: 'La feuille dépasse 50 000 lignes. Répartissez-la en plusieurs fichiers.',
    noRows: "La feuille n'a aucune ligne de commande.",
    importRunning: "Ce fichier est déjà en cours d'import. Attendez la fin de cet import.",
    customerNotFound: 'Choisissez un client pour lequel vous pouvez importer.',
    failed: "L'import s'est arrêté sur une erreur inattendue. Rien n'a été écrit ; réessayez.",
  },
};

/** running: reading, checking or writing; invalid: rows refused, nothing written; failed: file refused. */
export type PoImportStatus = 'running' | 'done' | 'invalid' | 'failed';
export type PoImportPhase = 'reading' | 'checking' | 'writing' | 'finished';

export interface PoImportRowError {
  /** The sheet's row number (the header is row 1). */
  row: number;
  codes: PoRowMessageCode[];
}

export interface PoImportJob {
  hash: string;
  status: PoImportStatus;
  phase: PoImportPhase;
  fileName: string;
  customerId: number;
  customerName: string;
  /** Data rows in the file, known once it is read. */
  rowsTotal: number | null;
  rowsRead: number;
  rowsChecked: number;
  rowsWritten: number;
  /** Rows with at least one error. */
  errorRowCount: number;
  /** The first PO_IMPORT_SHOWN_ERRORS of them. */
  errors: PoImportRowError[];
  /** Why the file was refused (status failed). */
  fileMessageCode: PoFileMessageCode | null;
  /** Shown with columnsMissing. */
  missingColumns: string[];
  purchaseOrderCount: number;
  lineCount: number;
  productCount: number;
  startedAt: string;
  finishedAt: string | null;
}

/** The upload's answer: the job key at once, or why the file was refused unread. */
export interface PoImportUploadResponse {
  /** UploadResult. */
  result: number;
  hash?: string;
  code?: PoFileMessageCode;
  message?: string;
}
