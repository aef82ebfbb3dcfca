import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { KIT_MESSAGES } from '../i18n/kit-messages';
import { Pager } from './pager';

function renderPager(page: number, total: number, totalIsLowerBound = false) {
  const onPage = jest.fn();
  const onPageSize = jest.fn();
  render(
    <IntlProvider locale="en" messages={KIT_MESSAGES.en}>
      <Pager
        page={page}
        pageSize={25}
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        pageSizes={[10, 25, 50, 100, 200]}
        onPage={onPage}
        onPageSize={onPageSize}
      />
    </IntlProvider>,
  );
  return { onPage, onPageSize };
}

describe('Pager', () => {
  it('says "at least" when the server stopped counting, and offers no last page', () => {
    const { onPage } = renderPager(1, 10000, true);
    expect(screen.getByTestId('pager-range')).toHaveTextContent('1–25 of 10,000+');
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows the range and moves between pages', () => {
    const { onPage } = renderPager(2, 60);
    expect(screen.getByTestId('pager-range')).toHaveTextContent('26–50 of 60');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPage.mock.calls).toEqual([[3], [3], [1]]);
  });

  it('disables what leads nowhere and offers the page sizes', () => {
    const { onPageSize } = renderPager(1, 0);
    expect(screen.getByTestId('pager-range')).toHaveTextContent('0–0 of 0');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    const size = screen.getByLabelText('Rows per page');
    expect([...(size as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '10',
      '25',
      '50',
      '100',
      '200',
    ]);
    fireEvent.change(size, { target: { value: '100' } });
    expect(onPageSize).toHaveBeenCalledWith(100);
  });
});
