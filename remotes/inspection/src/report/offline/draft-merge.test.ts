/** @jest-environment node */
import { CheckResult } from '@portal/domain';
import { aDefect, aReport, passAnswer } from '../testing/report-fixtures';
import { applySave, mergeSaves } from './draft-merge';

const point = { id: 'm-1', point: 'Chest', specValue: 50, tolerance: 1, unit: 'cm', values: [50.5] };
const quantities = { presentedQuantity: 1200, packedQuantity: 1100, cartonCount: 40 };

describe('mergeSaves', () => {
  it('keeps the later answer of a check and of a defect, and both products’ parts', () => {
    const merged = mergeSaves(
      { checks: [passAnswer('a')], defects: [aDefect()], products: [{ productId: 3, quantities }] },
      {
        checks: [{ key: 'a', result: CheckResult.Fail, comment: 'torn' }, passAnswer('b')],
        defects: [aDefect({ count: 4 })],
        products: [{ productId: 3, measurements: [point] }],
      },
    );
    expect(merged).toEqual({
      checks: [{ key: 'a', result: CheckResult.Fail, comment: 'torn' }, passAnswer('b')],
      defects: [aDefect({ count: 4 })],
      products: [{ productId: 3, quantities, measurements: [point] }],
    });
  });

  it('takes a deleted defect out of the body and keeps the deletion', () => {
    expect(mergeSaves({ defects: [aDefect()] }, { deletedDefectIds: ['d-1'] })).toEqual({
      defects: [],
      deletedDefectIds: ['d-1'],
    });
  });
});

describe('applySave', () => {
  it('lays a save over the report: answers by key, defects by id, a product’s points whole', () => {
    const before = aReport({ defects: [aDefect()], checks: [passAnswer('carton-drop')] });
    const after = applySave(before, {
      defects: [aDefect({ count: 5 }), aDefect({ id: 'd-2' })],
      checks: [{ key: 'carton-drop', result: CheckResult.NotApplicable, comment: null }],
      products: [{ productId: 3, measurements: [point] }],
      remarks: 'Line stopped at noon',
    });
    expect(after.defects).toEqual([aDefect({ count: 5 }), aDefect({ id: 'd-2' })]);
    expect(after.checks).toEqual([{ key: 'carton-drop', result: CheckResult.NotApplicable, comment: null }]);
    expect(after.products[0]!.measurements).toEqual([point]);
    expect(after.products[0]!.quantities).toEqual(before.products[0]!.quantities);
    expect(after.remarks).toBe('Line stopped at noon');
  });

  it('deletes defects with their photos', () => {
    const photo = {
      id: 'p',
      defectId: 'd-1',
      checkKey: null,
      caption: null,
      width: 1,
      height: 1,
      size: 1,
      url: 'u',
    };
    const after = applySave(aReport({ defects: [aDefect()], photos: [photo] }), {
      deletedDefectIds: ['d-1'],
    });
    expect(after.defects).toEqual([]);
    expect(after.photos).toEqual([]);
  });
});
