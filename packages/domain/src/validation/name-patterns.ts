import type { TestConfig } from 'yup';
import type { NamePatternName } from './rule-types';

/**
 * The spec's name patterns (section 5). "Letters" are any script's letters with their accents
 * (\p{L}\p{M}), since French names carry accents; "space" is the space character only. The fourth
 * pattern DETECTS Chinese (Han) characters: the rule built on it fails when one is present.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}0-9 _-]*$/u;
export const NAME_WITH_PUNCTUATION_PATTERN = /^[\p{L}\p{M}0-9 _\-(),.]*$/u;
export const CODE_PATTERN = /^[\p{L}\p{M}0-9_-]*$/u;
export const CHINESE_CHARACTERS_PATTERN = /\p{Script=Han}/u;

export function containsChinese(text: string): boolean {
  return CHINESE_CHARACTERS_PATTERN.test(text);
}

/** Does the text satisfy the named pattern? (For noChinese: has no Chinese character.) */
export function matchesNamePattern(pattern: NamePatternName, text: string): boolean {
  switch (pattern) {
    case 'name':
      return NAME_PATTERN.test(text);
    case 'nameWithPunctuation':
      return NAME_WITH_PUNCTUATION_PATTERN.test(text);
    case 'code':
      return CODE_PATTERN.test(text);
    case 'noChinese':
      return !containsChinese(text);
  }
}

export const NAME_PATTERN_MESSAGES: Record<NamePatternName, string> = {
  name: 'validation.pattern.name',
  nameWithPunctuation: 'validation.pattern.nameWithPunctuation',
  code: 'validation.pattern.code',
  noChinese: 'validation.pattern.noChinese',
};

/**
 * A yup test for hand-written schemas, e.g. string().test(namePatternTest('code')). Empty values
 * pass: pair it with required() when the field is mandatory.
 */
export function namePatternTest(
  pattern: NamePatternName,
  message: string = NAME_PATTERN_MESSAGES[pattern],
): TestConfig<string | null | undefined> {
  return {
    name: `pattern.${pattern}`,
    message,
    test: (value) =>
      value === null || value === undefined || value === '' || matchesNamePattern(pattern, value),
  };
}
