import fs from 'node:fs';
import path from 'node:path';
import { CATEGORY_SCREENS, levelsDownTo, nameField } from './category-screens';
import { en, fr } from './messages';

const VALIDATOR = path.join(__dirname, '../../../../packages/domain/validator');

describe('product screens', () => {
  it('has every text in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) expect(fr[key as keyof typeof fr]).toBeTruthy();
  });

  it('translates every rule-file label of the product files', () => {
    const files = fs
      .readdirSync(VALIDATOR)
      .filter((f) => /^(product-|customer-product|customer-style)/.test(f));
    expect(files).toHaveLength(6);
    for (const file of files) {
      const rules = JSON.parse(fs.readFileSync(path.join(VALIDATOR, file), 'utf8')) as Record<
        string,
        { label?: string }[]
      >;
      for (const rule of Object.values(rules).flat())
        if (rule.label) {
          expect([file, rule.label, en[rule.label as keyof typeof en]]).toEqual([
            file,
            rule.label,
            expect.any(String),
          ]);
          expect(fr[rule.label as keyof typeof fr]).toBeTruthy();
        }
    }
  });

  it('describes each level by its parents, nearest first', () => {
    expect(CATEGORY_SCREENS.productCategory).toEqual(
      expect.objectContaining({ parent: null, relationColumns: [] }),
    );
    expect(CATEGORY_SCREENS.productSub3Category.relationColumns).toEqual([
      'productSubCategory2Name',
      'productSubCategoryName',
      'productCategoryName',
    ]);
    expect(CATEGORY_SCREENS.productSub3Category.childCount).toBe(false);
    expect(levelsDownTo('productSubCategory')).toEqual(['productCategory', 'productSubCategory']);
    expect(nameField('productSub2Category')).toBe('productSubCategory2Name');
    for (const unit of [1, 2, 3, 4, 5, 13])
      expect(en[`masterdata.product.unit.${unit}` as keyof typeof en]).toBeTruthy();
  });
});
