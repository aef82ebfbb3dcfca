import { createIntl } from 'react-intl';
import { MissionStatus, ReportResult, ReportSectionKind, ReportStatus, ReviewStatus } from '@portal/domain';
import { REPORT_SCREENS_MESSAGES } from './report-screens-messages';

const { en, fr } = REPORT_SCREENS_MESSAGES;
const placeholders = (text: string) =>
  (text.match(/\{\w+[},]/g) ?? []).map((name) => name.slice(1, -1)).sort();
const numbers = (list: Record<string, string | number>) =>
  Object.values(list).filter((value): value is number => typeof value === 'number');

describe('report screen texts', () => {
  it('exist in English and French alike, never empty, with the same placeholders', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect([key, text.trim() !== '', (fr[key] ?? '').trim() !== '']).toEqual([key, true, true]);
      expect([key, placeholders(fr[key]!)]).toEqual([key, placeholders(text)]);
    }
  });

  it('keep their own prefixes, so the area’s other texts are never overwritten', () => {
    for (const key of Object.keys(en))
      expect([key, /^(inspection\.reportScreens\.|reportTemplate\.field\.)/.test(key)]).toEqual([key, true]);
  });

  it('name every state, result and section kind', () => {
    const lists: [string, Record<string, string | number>][] = [
      ['mission', MissionStatus],
      ['review', ReviewStatus],
      ['status', ReportStatus],
      ['result', ReportResult],
      ['sectionKind', ReportSectionKind],
    ];
    for (const [name, list] of lists)
      for (const value of numbers(list)) {
        const id = `inspection.reportScreens.${name}.${value}`;
        expect([id, id in en]).toEqual([id, true]);
      }
  });

  it.each(['en', 'fr'] as const)('are valid message syntax in %s', (lang) => {
    const messages = REPORT_SCREENS_MESSAGES[lang];
    const intl = createIntl({
      locale: lang,
      messages,
      onError: (error) => {
        throw error;
      },
    });
    const values: Record<string, string | number> = {};
    for (const text of Object.values(messages))
      for (const [, name, type] of text.matchAll(/\{(\w+)\s*(?:,\s*(\w+))?/g))
        values[name!] = type && type !== 'select' ? 1 : (values[name!] ?? 'x');
    for (const id of Object.keys(messages)) expect(() => intl.formatMessage({ id }, values)).not.toThrow();
  });
});
