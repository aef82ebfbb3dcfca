import { createIntl } from 'react-intl';
import { PO_IMPORT_MESSAGES, type Lang } from '@portal/domain';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { fileMessage, importMessageKey, rowMessage } from './import-messages';

const intlOf = (lang: Lang) => createIntl({ locale: lang, messages: lang === 'en' ? en : fr });

describe('import messages', () => {
  it.each(['en', 'fr'] as const)('say in %s exactly what the contract says', (lang) => {
    const intl = intlOf(lang);
    for (const [code, text] of Object.entries(PO_IMPORT_MESSAGES[lang])) {
      // {columns} is the only value; given back as itself, the text must come out unchanged.
      expect([code, intl.formatMessage({ id: importMessageKey(code) }, { columns: '{columns}' })]).toEqual([
        code,
        text,
      ]);
    }
  });

  it('fall back to the code, the server’s message or a general sentence', () => {
    const intl = intlOf('en');
    expect(rowMessage(intl, 'somethingNew')).toBe('somethingNew');
    expect(fileMessage(intl, 'notACode', { serverMessage: 'Disk full.' })).toBe('Disk full.');
    expect(fileMessage(intl, undefined)).toBe('The file was refused.');
  });
});
