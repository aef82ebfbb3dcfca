import { useId } from 'react';
import { useIntl } from 'react-intl';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** There are at least `total` rows (the server stopped counting): shown as "10,000+", no last page. */
  totalIsLowerBound?: boolean;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

const NAV =
  'rounded-md px-2 py-1 text-sm text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300';

/** Server-side paging: the range shown, first/previous/next/last, and the page size. */
export function Pager({
  page,
  pageSize,
  total,
  totalIsLowerBound = false,
  pageSizes,
  onPage,
  onPageSize,
}: PagerProps) {
  const intl = useIntl();
  const sizeId = useId();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <nav aria-label={t('kit.pager.label')} className="flex flex-wrap items-center gap-3 text-sm">
      <span data-testid="pager-range" className="text-slate-600">
        {t(totalIsLowerBound ? 'kit.pager.rangeAtLeast' : 'kit.pager.range', { from, to, total })}
      </span>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={NAV}
          disabled={page <= 1}
          onClick={() => onPage(1)}
          aria-label={t('kit.pager.first')}
        >
          «
        </button>
        <button
          type="button"
          className={NAV}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t('kit.pager.previous')}
        >
          ‹
        </button>
        <span className="px-2 text-slate-700" aria-live="polite">
          {t('kit.pager.page', { page, pages })}
        </span>
        <button
          type="button"
          className={NAV}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label={t('kit.pager.next')}
        >
          ›
        </button>
        <button
          type="button"
          className={NAV}
          disabled={page >= pages || totalIsLowerBound}
          onClick={() => onPage(pages)}
          aria-label={t('kit.pager.last')}
        >
          »
        </button>
      </div>
      <label htmlFor={sizeId} className="ml-auto text-slate-600">
        {t('kit.pager.pageSize')}
      </label>
      <select
        id={sizeId}
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value))}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm"
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </nav>
  );
}
