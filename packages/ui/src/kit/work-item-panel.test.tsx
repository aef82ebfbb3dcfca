import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { WorkItemCategory, type DateType, type WorkItemCounts } from '@portal/domain';
import type { WorkItemListState } from './use-work-item-list';
import { WorkItemPanel, type WorkItemPanelProps } from './work-item-panel';
import { WorkItemRow, type WorkItemLink } from './work-item-row';

interface Quote {
  id: number;
  dateType: DateType;
  title: string;
  open: boolean;
}

const texts = {
  title: 'Quotations',
  status: 'Show',
  pending: 'Waiting',
  handled: 'Answered',
  category: 'Kind',
  allCategories: 'Every kind',
  groups: { Today: 'Today', Yesterday: 'Yesterday', Older: 'Older' },
  loading: 'Loading…',
  empty: 'No quotation waits.',
};

const RouterLink: WorkItemLink = ({ to, className, onClick, children }) => (
  <a
    href={to}
    className={className}
    onClick={(event) => {
      event.preventDefault();
      onClick?.();
    }}
  >
    {children}
  </a>
);

const quotes: Quote[] = [
  { id: 3, dateType: 'Today', title: 'Quotation 3 to approve', open: true },
  { id: 2, dateType: 'Today', title: 'Quotation 2 to send', open: false },
  { id: 1, dateType: 'Older', title: 'Quotation 1 to modify', open: true },
];

function listOf(items: Quote[], more: Partial<WorkItemListState<Quote, WorkItemCounts>> = {}) {
  return {
    items,
    counts: { todayCount: 2, yesterdayCount: 0, olderCount: 7, totalCount: 9 },
    loading: false,
    hasMore: false,
    loadMore: jest.fn(),
    refreshCounts: jest.fn(),
    update: jest.fn(),
    ...more,
  };
}

function setup(props: Partial<WorkItemPanelProps<Quote>> = {}) {
  const handlers = {
    onHandledChange: jest.fn(),
    onCategoryChange: jest.fn(),
    onOpen: jest.fn(),
    onDone: jest.fn(),
  };
  render(
    <IntlProvider locale="en">
      <WorkItemPanel<Quote>
        texts={texts}
        handled={false}
        onHandledChange={handlers.onHandledChange}
        categories={[{ value: WorkItemCategory.Quotation, label: 'Quotation' }]}
        category={null}
        onCategoryChange={handlers.onCategoryChange}
        list={listOf(quotes)}
        renderItem={(quote) => (
          <WorkItemRow
            key={quote.id}
            id={quote.id}
            testId="quote"
            icon="quotation"
            text={quote.title}
            createdOn="2026-01-01T08:00:00Z"
            to={quote.open ? `/1/quotations/${quote.id}` : null}
            linkComponent={RouterLink}
            onOpen={() => handlers.onOpen(quote.id)}
            done={{ label: 'Mark as done', onClick: () => handlers.onDone(quote.id) }}
          />
        )}
        {...props}
      />
    </IntlProvider>,
  );
  return handlers;
}

describe('WorkItemPanel', () => {
  it('draws the items in day sections with their counts, each opening its link', () => {
    const { onOpen } = setup();
    expect(screen.getByRole('heading', { name: 'Quotations' })).toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'Today' });
    expect(
      within(today)
        .getAllByTestId('quote')
        .map((row) => row.dataset.id),
    ).toEqual(['3', '2']);
    expect(today).toHaveTextContent('Today2');
    expect(screen.getByRole('region', { name: 'Older' })).toHaveTextContent('Older7');
    expect(screen.queryByRole('region', { name: 'Yesterday' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: /Quotation 3 to approve/ }));
    expect(onOpen).toHaveBeenCalledWith(3);
    // An item that leads nowhere is text, not a link.
    expect(screen.getByText('Quotation 2 to send').closest('a')).toBeNull();
  });

  it('switches between pending and handled, and picks a category or all', () => {
    const { onHandledChange, onCategoryChange } = setup({ category: WorkItemCategory.Quotation });
    const status = screen.getByRole('radiogroup', { name: 'Show' });
    expect(within(status).getByRole('radio', { name: 'Waiting' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(within(status).getByRole('radio', { name: 'Answered' }));
    expect(onHandledChange).toHaveBeenCalledWith(true);
    const select = screen.getByRole('combobox', { name: 'Kind' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Every kind', 'Quotation']);
    fireEvent.change(select, { target: { value: '' } });
    expect(onCategoryChange).toHaveBeenCalledWith(null);
  });

  it('offers the bulk action only when given, and a done tick named after its item', () => {
    const onClick = jest.fn();
    const { onDone } = setup({ bulkAction: { label: 'Mark all as done', onClick } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as done' }));
    expect(onClick).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as done: Quotation 1 to modify' }));
    expect(onDone).toHaveBeenCalledWith(1);
  });

  it('says so when the list is empty', () => {
    setup({ list: listOf([]) });
    expect(screen.getByText('No quotation waits.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as done' })).toBeNull();
  });

  it('shows the loader, not the empty text, while a page loads', () => {
    setup({ list: listOf([], { loading: true, hasMore: true }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('No quotation waits.')).toBeNull();
    expect(screen.queryByTestId('scroll-sentinel')).toBeNull();
  });

  it("puts the next page's trigger at the end of a list that has more", () => {
    setup({ list: listOf(quotes, { hasMore: true }) });
    expect(screen.getByTestId('scroll-sentinel')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('WorkItemRow', () => {
  it('makes an unread item stand out with a named mark, and draws no tick without a done action', () => {
    render(
      <IntlProvider locale="en">
        <ul>
          <WorkItemRow
            id={5}
            testId="notice"
            data={{ 'data-read': false }}
            icon="booking"
            text="Booking 5 has been confirmed."
            createdOn="2026-01-01T08:00:00Z"
            to="/1/bookings/5"
            linkComponent={RouterLink}
            unread
            unreadMark="Unread"
          />
        </ul>
      </IntlProvider>,
    );
    const row = screen.getByTestId('notice');
    expect(row.dataset.read).toBe('false');
    expect(screen.getByRole('link', { name: /Booking 5 has been confirmed\..*Unread/ })).toHaveAttribute(
      'href',
      '/1/bookings/5',
    );
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
