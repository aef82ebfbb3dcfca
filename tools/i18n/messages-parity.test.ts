// Every visible string exists in English and French: a key in one language only fails here.
import { COMMON_MESSAGES } from '../../packages/domain/src';
import { SHELL_CONTRACT_MESSAGES } from '../../packages/shell-contract/src/i18n/messages';
import { KIT_MESSAGES } from '../../packages/ui/src/i18n/kit-messages';
import { SELECT_MESSAGES } from '../../packages/ui/src/i18n/select-messages';
import { en as hostEn } from '../../host/src/i18n/en';
import { fr as hostFr } from '../../host/src/i18n/fr';
import { layoutMessages } from '../../host/src/layout/messages';
import { panelMessages } from '../../host/src/panels/messages';

const REMOTES = ['inspection', 'audit', 'finance', 'hr', 'masterdata', 'tcf', 'lab'];

function remoteMessages(name: string) {
  const { en } = require(`../../remotes/${name}/src/i18n/en`);
  const { fr } = require(`../../remotes/${name}/src/i18n/fr`);
  return { en, fr } as { en: Record<string, string>; fr: Record<string, string> };
}

const sets: [string, { en: Record<string, string>; fr: Record<string, string> }][] = [
  ['domain (common)', COMMON_MESSAGES],
  ['shell-contract', SHELL_CONTRACT_MESSAGES],
  ['ui inputs', SELECT_MESSAGES],
  ['ui screen kit', KIT_MESSAGES],
  ['host', { en: hostEn, fr: hostFr }],
  ['host layout', layoutMessages],
  ['host panels', panelMessages],
  ...REMOTES.map((name): [string, { en: Record<string, string>; fr: Record<string, string> }] => [
    name,
    remoteMessages(name),
  ]),
];

describe.each(sets)('%s messages', (_name, { en, fr }) => {
  it('have the same keys in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
  it('have no empty text', () => {
    for (const text of [...Object.values(en), ...Object.values(fr)]) expect(text.trim()).not.toBe('');
  });
  it('keep the same {placeholders} in both languages', () => {
    for (const key of Object.keys(en)) {
      const names = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect([key, names(fr[key] ?? '')]).toEqual([key, names(en[key]!)]);
    }
  });
});

it('gives each remote its own key prefix, so no area overwrites another', () => {
  for (const name of REMOTES) {
    for (const key of Object.keys(remoteMessages(name).en)) expect(key.startsWith(`${name}.`)).toBe(true);
  }
});
