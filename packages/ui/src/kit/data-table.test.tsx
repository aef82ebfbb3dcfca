import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { KIT_MESSAGES } from '../i18n/kit-messages';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: number;
  name: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'id', header: 'Code', sortable: true },
  { key: 'name', header: 'Name', sortable: true, render: (row) => <b>{row.name}</b> },
];

const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

function renderTable(
  rows: Row[],
  onSort = jest.fn(),
  sort: { field: string; direction: 'asc' | 'desc' } | null = null,
) {
  render(
    <IntlProvider locale="en" messages={KIT_MESSAGES.en}>
      <DataTable
        caption="Countries"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        sort={sort}
        onSort={onSort}
        maxHeight={441}
        rowHeight={40}
      />
    </IntlProvider>,
  );
  return onSort;
}

describe('DataTable', () => {
  it('marks the sorted column with aria-sort and asks to sort on a header click', () => {
    const onSort = renderTable(rowsOf(3), jest.fn(), { field: 'name', direction: 'desc' });
    const [code, name] = screen.getAllByRole('columnheader');
    expect(code).toHaveAttribute('aria-sort', 'none');
    expect(name).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(code!).getByRole('button', { name: /Code/ }));
    expect(onSort).toHaveBeenCalledWith('id');
    expect(screen.getByText('Row 2').tagName).toBe('B');
  });

  it('draws every row of a short page', () => {
    renderTable(rowsOf(25));
    expect(screen.getAllByRole('row')).toHaveLength(26);
  });

  it('draws only the rows in view of a 200-row page and follows the scroll', () => {
    renderTable(rowsOf(200));
    const drawn = () => screen.getAllByRole('row').filter((row) => !row.hasAttribute('aria-hidden')).length;
    // 400 px of body (441 - header) = 10 rows, +1 partial, +6 overscan below; header row included.
    expect(drawn()).toBe(18);
    expect(screen.queryByText('Row 150')).toBeNull();
    const scroller = screen.getByTestId('data-table-scroller');
    scroller.scrollTop = 146 * 40;
    fireEvent.scroll(scroller);
    expect(screen.getByText('Row 150')).toBeInTheDocument();
    expect(screen.queryByText('Row 1')).toBeNull();
    expect(screen.getByText('Row 150').closest('tr')).toHaveAttribute('aria-rowindex', '151');
  });
});
