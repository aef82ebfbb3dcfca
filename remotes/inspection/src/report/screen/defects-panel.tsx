import { useId } from 'react';
import type {
  DefectClass,
  DefectListItem,
  ReportDefect,
  ReportDetail,
  ReportDraftSave,
} from '@portal/domain';
import { Button, NumericInput, Select } from '@portal/ui';
import type { DraftPhoto } from '../offline/draft-merge';
import { DEFECT_CLASSES, DefectForm } from './defect-form';
import { PhotoInput } from './photo-input';
import { PhotoThumb } from './photo-thumb';
import { Badge } from './state-badges';
import { useReportText } from './use-report-text';

const CLASS_TONES: Record<DefectClass, string> = {
  1: 'bg-red-50 text-red-800 ring-red-300',
  2: 'bg-orange-50 text-orange-800 ring-orange-300',
  3: 'bg-slate-50 text-slate-800 ring-slate-300',
};

export interface PhotoActions {
  load: (photo: DraftPhoto) => Promise<Blob | null>;
  add: (defectId: string, photo: Blob, fileName: string) => Promise<void>;
  remove: (photoId: string) => void;
}

function DefectCard({
  defect,
  detail,
  editable,
  photos,
  onChange,
}: {
  defect: ReportDefect;
  detail: ReportDetail;
  editable: boolean;
  photos: PhotoActions;
  onChange: (body: ReportDraftSave) => void;
}) {
  const t = useReportText();
  const headingId = useId();
  const product = detail.products.find((item) => item.productId === defect.productId);
  const own = detail.photos.filter((photo) => photo.defectId === defect.id);
  const update = (next: Partial<ReportDefect>) => onChange({ defects: [{ ...defect, ...next }] });
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-b border-slate-100 py-3 last:border-b-0"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span id={headingId} className="font-medium text-slate-900">
          {defect.description}
        </span>
        <Badge tone={CLASS_TONES[defect.defectClass]}>{t(`defectClass.${defect.defectClass}`)}</Badge>
        {!editable ? <span className="text-sm text-slate-700">× {defect.count}</span> : null}
        {product ? <span className="text-sm text-slate-600">{product.reference}</span> : null}
      </div>
      {editable ? (
        <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3">
          <Select<number>
            label={t('defectClass')}
            searchable={false}
            clearable={false}
            options={DEFECT_CLASSES.map((value) => ({ value, label: t(`defectClass.${value}`) }))}
            value={defect.defectClass}
            onChange={(value) => value !== null && update({ defectClass: value })}
          />
          <NumericInput
            label={t('countOf', { defect: defect.description })}
            value={defect.count}
            maxLength={5}
            // An empty box is left as it was: a defect counts at least once.
            onChange={(value) => value !== null && value >= 1 && update({ count: value })}
          />
          <Button
            variant="ghost"
            className="col-span-2 min-h-11 text-red-800 sm:col-span-1"
            onClick={() => onChange({ deletedDefectIds: [defect.id] })}
          >
            {t('removeDefect', { defect: defect.description })}
          </Button>
        </div>
      ) : null}
      {own.length || editable ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('photos')}>
          {own.map((photo) => (
            <PhotoThumb
              key={photo.id}
              photo={photo}
              alt={t('photoOf', { defect: defect.description })}
              load={photos.load}
              onRemove={editable ? () => photos.remove(photo.id) : undefined}
            />
          ))}
          {editable ? (
            <li>
              <PhotoInput
                label={t('addPhotoOf', { defect: defect.description })}
                onPhoto={(blob, name) => photos.add(defect.id, blob, name)}
              />
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}

/** The defects recorded, newest last, each with its class, count and photos; the form to add one. */
export function DefectsPanel({
  detail,
  editable,
  defectList,
  photos,
  onChange,
}: {
  detail: ReportDetail;
  editable: boolean;
  defectList: (search: string) => Promise<DefectListItem[]>;
  photos: PhotoActions;
  onChange: (body: ReportDraftSave) => void;
}) {
  const t = useReportText();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('defects')}
      </h2>
      {detail.defects.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noDefect')}</p>
      ) : (
        <ul>
          {detail.defects.map((defect) => (
            <DefectCard
              key={defect.id}
              defect={defect}
              detail={detail}
              editable={editable}
              photos={photos}
              onChange={onChange}
            />
          ))}
        </ul>
      )}
      {editable ? (
        <DefectForm
          products={detail.products}
          defectList={defectList}
          onAdd={(defect) => onChange({ defects: [defect] })}
        />
      ) : null}
    </section>
  );
}
