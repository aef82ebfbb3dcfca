import type { IntlShape } from 'react-intl';
import {
  PO_FILE_MESSAGE_CODES,
  PO_IMPORT_MESSAGES,
  type Lang,
  type PoFileMessageCode,
  type PoRowMessageCode,
} from '@portal/domain';

/** Message key of an import code: 'inspection.poImport.message.poNumberMandatory'. */
export const importMessageKey = (code: string) => `inspection.poImport.message.${code}`;

/**
 * The import's row and file messages as this remote's texts, taken from the contract word for word (the
 * spec's English wording, spelling included) so the screen says exactly what the error workbook says.
 */
export function importMessages(lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PO_IMPORT_MESSAGES[lang]).map(([code, text]) => [importMessageKey(code), text]),
  );
}

/** A row error's code in the reader's language; an unknown code is shown as it came. */
export function rowMessage(intl: IntlShape, code: PoRowMessageCode | string): string {
  const id = importMessageKey(code);
  return id in intl.messages ? intl.formatMessage({ id }) : code;
}

const isFileCode = (code: unknown): code is PoFileMessageCode =>
  typeof code === 'string' && (PO_FILE_MESSAGE_CODES as readonly string[]).includes(code);

/**
 * Why a file was refused or stopped: its code in the reader's language (the missing columns named), else
 * the server's own message, else a general sentence.
 */
export function fileMessage(
  intl: IntlShape,
  code: string | null | undefined,
  options: { missingColumns?: string[]; serverMessage?: string | null } = {},
): string {
  if (isFileCode(code))
    return intl.formatMessage(
      { id: importMessageKey(code) },
      { columns: (options.missingColumns ?? []).join(', ') },
    );
  return options.serverMessage || intl.formatMessage({ id: 'inspection.poImport.refused' });
}
