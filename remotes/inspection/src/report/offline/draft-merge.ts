import type {
  ReportCheckAnswer,
  ReportDefect,
  ReportDetail,
  ReportDraftSave,
  ReportPhoto,
  ReportProduct,
} from '@portal/domain';
import type { PendingChange } from './pending-change';

type ProductSave = NonNullable<ReportDraftSave['products']>[number];

/** Items of `later` replace those of `earlier` with the same key; new ones are added at the end. */
function upsert<T>(earlier: readonly T[], later: readonly T[], keyOf: (item: T) => string | number): T[] {
  const merged = [...earlier];
  for (const item of later) {
    const at = merged.findIndex((old) => keyOf(old) === keyOf(item));
    if (at >= 0) merged[at] = item;
    else merged.push(item);
  }
  return merged;
}

const union = (a: readonly string[] = [], b: readonly string[] = []) => [...new Set([...a, ...b])];

function mergeProductSaves(earlier: ProductSave, later: ProductSave): ProductSave {
  return {
    productId: earlier.productId,
    quantities: later.quantities ?? earlier.quantities,
    measurements: later.measurements ?? earlier.measurements,
  };
}

/**
 * Two draft saves made one after the other, as one body that gives the server the same report: products
 * and checks by key, defects by id, deletions added up (a defect deleted after it was written leaves the
 * body's defects).
 */
export function mergeSaves(earlier: ReportDraftSave, later: ReportDraftSave): ReportDraftSave {
  const merged: ReportDraftSave = { ...earlier };
  if (later.products) {
    const products = [...(earlier.products ?? [])];
    for (const product of later.products) {
      const at = products.findIndex((old) => old.productId === product.productId);
      if (at >= 0) products[at] = mergeProductSaves(products[at]!, product);
      else products.push(product);
    }
    merged.products = products;
  }
  if (later.checks) merged.checks = upsert(earlier.checks ?? [], later.checks, (check) => check.key);
  if (later.deletedDefectIds?.length) {
    merged.deletedDefectIds = union(earlier.deletedDefectIds, later.deletedDefectIds);
    const gone = new Set(later.deletedDefectIds);
    if (merged.defects) merged.defects = merged.defects.filter((defect) => !gone.has(defect.id));
  }
  if (later.defects) merged.defects = upsert(merged.defects ?? [], later.defects, (defect) => defect.id);
  if (later.deletedPhotoIds?.length)
    merged.deletedPhotoIds = union(earlier.deletedPhotoIds, later.deletedPhotoIds);
  if (later.remarks !== undefined) merged.remarks = later.remarks;
  return merged;
}

function applyProduct(product: ReportProduct, save: ProductSave | undefined): ReportProduct {
  if (!save) return product;
  return {
    ...product,
    quantities: save.quantities ?? product.quantities,
    // The product's points are sent whole, so a point taken off leaves the list.
    measurements: save.measurements ?? product.measurements,
  };
}

/** The report as it is once the server has taken `body` (what the screen shows before it has). */
export function applySave(detail: ReportDetail, body: ReportDraftSave): ReportDetail {
  const deletedDefects = new Set(body.deletedDefectIds ?? []);
  const deletedPhotos = new Set(body.deletedPhotoIds ?? []);
  // A defect may leave its list item and check out, an answer its comment: the server stores null.
  const savedDefects: ReportDefect[] = (body.defects ?? []).map((defect) => ({
    ...defect,
    defectListId: defect.defectListId ?? null,
    checkKey: defect.checkKey ?? null,
  }));
  const savedChecks: ReportCheckAnswer[] = (body.checks ?? []).map((check) => ({
    ...check,
    comment: check.comment ?? null,
  }));
  const defects: ReportDefect[] = upsert(
    detail.defects.filter((defect) => !deletedDefects.has(defect.id)),
    savedDefects,
    (defect) => defect.id,
  );
  const checks: ReportCheckAnswer[] = upsert(detail.checks, savedChecks, (check) => check.key);
  const photos: ReportPhoto[] = detail.photos.filter(
    (photo) => !deletedPhotos.has(photo.id) && !(photo.defectId && deletedDefects.has(photo.defectId)),
  );
  return {
    ...detail,
    products: detail.products.map((product) =>
      applyProduct(
        product,
        body.products?.find((save) => save.productId === product.productId),
      ),
    ),
    checks,
    defects,
    photos,
    remarks: body.remarks !== undefined ? body.remarks : detail.remarks,
  };
}

/** A photo not uploaded yet, shown from the device until it is; `url` is empty (the bytes are local). */
export interface DraftPhoto extends ReportPhoto {
  pending?: boolean;
}

/** The server's report with the changes still on this device laid over it, in the order they were made. */
export function applyChanges(detail: ReportDetail, changes: readonly PendingChange[]): ReportDetail {
  let view = detail;
  for (const change of changes) {
    if (change.kind === 'save') view = applySave(view, change.body);
    else {
      const photo: DraftPhoto = {
        ...change.fields,
        width: 0,
        height: 0,
        size: change.bytes.byteLength,
        url: '',
        pending: true,
      };
      view = { ...view, photos: upsert(view.photos, [photo], (item) => item.id) };
    }
  }
  return view;
}
