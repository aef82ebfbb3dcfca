import { keyFromLabel, moveItem, uniqueKey } from './template-values';

describe('report template values', () => {
  it('makes a key from a label: lower case, accents dropped, one hyphen between words', () => {
    expect(keyFromLabel('  Carton drop (76 cm) – été ')).toBe('carton-drop-76-cm-ete');
    expect(keyFromLabel('Étiquette / code-barres')).toBe('etiquette-code-barres');
    expect(keyFromLabel('***')).toBe('');
    expect(keyFromLabel('x'.repeat(60))).toHaveLength(50);
  });

  it('keeps keys unique and away from the customer checkpoints’ cp- keys', () => {
    expect(uniqueKey('packing', new Set())).toBe('packing');
    expect(uniqueKey('packing', new Set(['packing', 'packing-2']))).toBe('packing-3');
    expect(uniqueKey('', new Set())).toBe('check');
    expect(uniqueKey('cp-7', new Set())).toBe('check-cp-7');
  });

  it('moves an item without touching the list it came from', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
