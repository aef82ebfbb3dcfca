import { useRef, useState } from 'react';
import {
  DefectClass,
  REPORT_TEXT_MAX,
  ResourceResult,
  type DataSourceRequest,
  type DefectListItem,
  type ReportDefect,
  type ReportProduct,
} from '@portal/domain';
import { Button, NumericInput, Select } from '@portal/ui';
import { useReportText } from './use-report-text';
import { newClientId } from '../offline/client-id';

export const DEFECT_CLASSES = [DefectClass.Critical, DefectClass.Major, DefectClass.Minor];

/**
 * A new defect: its product, a description picked from the defect list (searched as one types) or typed,
 * its class (the list's default class when picked) and count. Its id is made here, so sending it twice
 * adds it once.
 */
export function DefectForm({
  products,
  defectList,
  onAdd,
}: {
  products: ReportProduct[];
  defectList: (search: string) => Promise<DefectListItem[]>;
  onAdd: (defect: ReportDefect) => void;
}) {
  const t = useReportText();
  const [productId, setProductId] = useState<number | null>(products[0]?.productId ?? null);
  const [description, setDescription] = useState<string | null>(null);
  const [defectClass, setDefectClass] = useState<DefectClass>(DefectClass.Minor);
  const [count, setCount] = useState<number | null>(1);
  const [tried, setTried] = useState(false);
  // The items of the last searches by name: picking one gives its id and default class.
  const items = useRef(new Map<string, DefectListItem>());

  const dataSource = async (request: DataSourceRequest) => {
    const found = await defectList(request.searchText ?? '');
    for (const item of found) items.current.set(item.name, item);
    return { result: ResourceResult.Success, dataSourceList: found.map(({ id, name }) => ({ id, name })) };
  };
  const descriptionError = tried && !description?.trim() ? t('descriptionRequired') : null;
  const countError = tried && (count === null || count < 1) ? t('countInvalid') : null;

  const add = () => {
    setTried(true);
    const text = description?.trim();
    if (!text || productId === null || count === null || count < 1) return;
    onAdd({
      id: newClientId(),
      productId,
      defectListId: items.current.get(text)?.id ?? null,
      description: text.slice(0, REPORT_TEXT_MAX),
      defectClass,
      count,
      checkKey: null,
    });
    setDescription(null);
    setCount(1);
    setTried(false);
  };

  return (
    <div className="flex flex-col gap-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
      <h3 className="text-sm font-semibold text-slate-800">{t('addDefect')}</h3>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {products.length > 1 ? (
          <Select<number>
            label={t('product')}
            searchable={false}
            clearable={false}
            options={products.map((product) => ({
              value: product.productId,
              label: `${product.reference} · ${product.name}`,
            }))}
            value={productId}
            onChange={(value) => setProductId(value)}
          />
        ) : null}
        <Select<string>
          label={t('description')}
          hint={t('descriptionHint')}
          dataSource={dataSource}
          toOption={(item) => ({ value: item.name, label: item.name })}
          addTag
          value={description}
          error={descriptionError}
          onChange={(value) => {
            setDescription(value);
            const picked = value ? items.current.get(value) : undefined;
            if (picked) setDefectClass(picked.defaultClass);
          }}
        />
        <Select<number>
          label={t('defectClass')}
          searchable={false}
          clearable={false}
          options={DEFECT_CLASSES.map((value) => ({ value, label: t(`defectClass.${value}`) }))}
          value={defectClass}
          onChange={(value) => value !== null && setDefectClass(value)}
        />
        <NumericInput label={t('count')} value={count} maxLength={5} error={countError} onChange={setCount} />
      </div>
      <Button className="min-h-11 self-start" onClick={add}>
        {t('add')}
      </Button>
    </div>
  );
}
