import { createIntl } from 'react-intl';
import {
  CheckResult,
  DefectClass,
  MissionStatus,
  ReportFillStatus,
  ReportResult,
  ReportSectionKind,
  ReportStatus,
  ReviewAction,
  ReviewLevel,
  ReviewStatus,
} from '@portal/domain';
import { REPORT_SCREEN_MESSAGES } from './report-screen-messages';

const { en, fr } = REPORT_SCREEN_MESSAGES;
const placeholders = (text: string) =>
  (text.match(/\{\w+[},]/g) ?? []).map((name) => name.slice(1, -1)).sort();
const values = (list: Record<string, string | number>) =>
  Object.values(list).filter((value) => typeof value === 'number' || !/^\d/.test(String(value)));
const numbers = (list: Record<string, string | number>) =>
  values(list).filter((value): value is number => typeof value === 'number');

describe('report screen texts', () => {
  it('exist in English and French alike, never empty, with the same placeholders', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect([key, text.trim() !== '', (fr[key] ?? '').trim() !== '']).toEqual([key, true, true]);
      expect([key, placeholders(fr[key]!)]).toEqual([key, placeholders(text)]);
    }
  });

  it('keep their own prefix', () => {
    for (const key of Object.keys(en))
      expect([key, key.startsWith('inspection.report.screen.')]).toEqual([key, true]);
  });

  it('name every state, result, section, answer, class, level and history step', () => {
    const lists: [string, (string | number)[]][] = [
      ['mission', numbers(MissionStatus)],
      ['fill', numbers(ReportFillStatus)],
      ['review', numbers(ReviewStatus)],
      ['status', numbers(ReportStatus)],
      ['result', numbers(ReportResult)],
      ['section', numbers(ReportSectionKind)],
      ['check', numbers(CheckResult)],
      ['defectClass', numbers(DefectClass)],
      ['level', numbers(ReviewLevel)],
      ['action', Object.values(ReviewAction)],
    ];
    for (const [list, items] of lists)
      for (const item of items) {
        const id = `inspection.report.screen.${list}.${item}`;
        expect([id, id in en]).toEqual([id, true]);
      }
  });

  it('write the spec’s N/A and severity names', () => {
    expect(en['inspection.report.screen.check.3']).toBe('N/A');
    expect(['Critical', 'Major', 'Minor']).toEqual(
      [1, 2, 3].map((value) => en[`inspection.report.screen.defectClass.${value}`]),
    );
  });

  it.each(['en', 'fr'] as const)('are valid message syntax in %s', (lang) => {
    const messages = REPORT_SCREEN_MESSAGES[lang];
    const intl = createIntl({
      locale: lang,
      messages,
      onError: (error) => {
        throw error;
      },
    });
    const given: Record<string, string | number> = {};
    for (const text of Object.values(messages))
      for (const [, name, type] of text.matchAll(/\{(\w+)\s*(?:,\s*(\w+))?/g))
        given[name!] = type && type !== 'select' ? 1 : (given[name!] ?? 'x');
    for (const id of Object.keys(messages)) expect(() => intl.formatMessage({ id }, given)).not.toThrow();
  });
});
