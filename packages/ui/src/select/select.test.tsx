import { fireEvent, screen, within } from '@testing-library/react';
import { Select } from './select';
import { COUNTRIES, MultiHarness, renderInIntl, SingleHarness } from './select-test-support';

const combobox = (name = /countr/i) => screen.getByRole('combobox', { name });
const openSelect = (name?: RegExp) => fireEvent.mouseDown(combobox(name));
const optionLabels = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('Select, single', () => {
  it('is named by its label, opens on click, selects and closes', () => {
    const onChange = jest.fn();
    renderInIntl(<SingleHarness options={COUNTRIES} onChange={onChange} />);
    expect(combobox(/^country$/i)).toHaveAttribute('aria-expanded', 'false');
    openSelect();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Country' })).toBeInTheDocument();
    expect(optionLabels()).toEqual(['France', 'Germany', 'Finland']);
    fireEvent.click(screen.getByRole('option', { name: 'Germany' }));
    expect(onChange).toHaveBeenCalledWith(2, COUNTRIES[1]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText('Germany')).toBeInTheDocument();
  });

  it('closes on Escape and on a click outside', () => {
    renderInIntl(
      <div>
        <p>outside</p>
        <SingleHarness options={COUNTRIES} />
      </div>,
    );
    openSelect();
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    openSelect();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters by the typed term, ignoring case, and says "No items found" when nothing matches', () => {
    renderInIntl(<SingleHarness options={COUNTRIES} />);
    fireEvent.change(combobox(), { target: { value: 'NL' } });
    expect(optionLabels()).toEqual(['Finland']);
    fireEvent.change(combobox(), { target: { value: 'zz' } });
    expect(screen.getByRole('status')).toHaveTextContent('No items found');
  });

  it('moves with the arrow keys and selects with Enter without submitting the form', () => {
    const onChange = jest.fn();
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    renderInIntl(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <SingleHarness options={COUNTRIES} onChange={onChange} />
      </form>,
    );
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox()).toHaveAttribute('aria-activedescendant', expect.stringMatching(/option-0$/));
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: 'Germany' }).id).toBe(
      combobox().getAttribute('aria-activedescendant'),
    );
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(2, COUNTRIES[1]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears with "Clear all"', () => {
    const onChange = jest.fn();
    renderInIntl(<SingleHarness options={COUNTRIES} initial={3} onChange={onChange} />);
    expect(screen.getByText('Finland')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenCalledWith(null, null);
    expect(screen.queryByText('Finland')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('cannot open when disabled', () => {
    renderInIntl(<SingleHarness options={COUNTRIES} disabled />);
    expect(combobox()).toBeDisabled();
    openSelect();
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('cannot open when there is nothing to select', () => {
    renderInIntl(<SingleHarness options={[]} />);
    openSelect();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('select-panel')).toBeNull();
  });

  it('says "Loading..." while the caller loads the options', () => {
    renderInIntl(<SingleHarness options={[]} loading />);
    openSelect();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('speaks French', () => {
    renderInIntl(<SingleHarness options={COUNTRIES} initial={1} />, 'fr');
    expect(screen.getByRole('button', { name: 'Tout effacer' })).toBeInTheDocument();
  });

  it('rejects an object value without compareWith, and accepts it with one', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const options = [{ value: { id: 7 }, label: 'Seven' }];
    const { unmount } = renderInIntl(
      <Select label="Object" options={options} value={{ id: 7 }} onChange={() => {}} />,
    );
    expect(screen.queryByText('Seven')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/compareWith.*Object/));
    unmount();
    error.mockClear();
    renderInIntl(
      <Select
        label="Object"
        options={options}
        value={{ id: 7 }}
        compareWith={(a, b) => a.id === b.id}
        onChange={() => {}}
      />,
    );
    expect(screen.getByText('Seven')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('Select, multi', () => {
  it('adds chips, hides chosen items, stays open and removes chips by button and Backspace', () => {
    const onChange = jest.fn();
    renderInIntl(<MultiHarness options={COUNTRIES} onChange={onChange} />);
    openSelect();
    fireEvent.click(screen.getByRole('option', { name: 'France' }));
    fireEvent.click(screen.getByRole('option', { name: 'Finland' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3], [COUNTRIES[0], COUNTRIES[2]]);
    expect(screen.getAllByTestId('select-chip').map((chip) => chip.textContent)).toEqual([
      'France×',
      'Finland×',
    ]);
    expect(optionLabels()).toEqual(['Germany']);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Remove France' }));
    expect(onChange).toHaveBeenLastCalledWith([3], [COUNTRIES[2]]);
    fireEvent.keyDown(combobox(), { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith([], []);
    expect(screen.queryAllByTestId('select-chip')).toHaveLength(0);
  });

  it('does not remove a chip on Backspace while a term is typed', () => {
    const onChange = jest.fn();
    renderInIntl(<MultiHarness options={COUNTRIES} initial={[1]} onChange={onChange} />);
    fireEvent.change(combobox(), { target: { value: 'g' } });
    fireEvent.keyDown(combobox(), { key: 'Backspace' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes and cannot open again once the maximum of selected items is reached', () => {
    renderInIntl(<MultiHarness options={COUNTRIES} maxSelectedItems={2} initial={[1]} />);
    openSelect();
    fireEvent.click(screen.getByRole('option', { name: 'Germany' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    openSelect();
    fireEvent.change(combobox(), { target: { value: 'fin' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveAccessibleDescription('At most 2 items can be selected.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Germany' }));
    openSelect();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('cannot open when every option is already selected', () => {
    renderInIntl(<MultiHarness options={COUNTRIES} initial={[1, 2, 3]} />);
    openSelect();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('clears every chip with "Clear all"', () => {
    const onChange = jest.fn();
    renderInIntl(<MultiHarness options={COUNTRIES} initial={[1, 2]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenCalledWith([], []);
  });

  it('reports a value that is not an array and treats it as empty', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderInIntl(
      <Select<number>
        multiple
        label="Countries"
        options={COUNTRIES}
        value={2 as unknown as number[]}
        onChange={() => {}}
      />,
    );
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/multi-select needs an array.*Countries/));
    expect(screen.queryAllByTestId('select-chip')).toHaveLength(0);
    openSelect();
    expect(optionLabels()).toEqual(['France', 'Germany', 'Finland']);
    error.mockRestore();
  });
});

describe('Select, add tag', () => {
  it('offers "Add item" only when no label matches, ignoring case', () => {
    renderInIntl(<MultiHarness options={COUNTRIES} addTag />);
    fireEvent.change(combobox(), { target: { value: 'FRANCE' } });
    expect(screen.queryByText('Add item')).toBeNull();
    expect(optionLabels()).toEqual(['France']);
    fireEvent.change(combobox(), { target: { value: 'Spain' } });
    expect(screen.getByRole('option', { name: /Add item.*Spain/ })).toBeInTheDocument();
  });

  it('selects what onAddTag returns', async () => {
    const onAddTag = jest.fn((term: string) => ({ value: -11, label: term }));
    const onChange = jest.fn();
    renderInIntl(<MultiHarness options={COUNTRIES} addTag onAddTag={onAddTag} onChange={onChange} />);
    fireEvent.change(combobox(), { target: { value: ' Spain ' } });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onAddTag).toHaveBeenCalledWith('Spain');
    expect(await screen.findByText('Spain')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith([-11], [{ value: -11, label: 'Spain' }]);
  });
});

describe('Select, windowed list', () => {
  const many = Array.from({ length: 1000 }, (_, index) => ({ value: index, label: `Item ${index}` }));

  it('renders only the rows in view plus a buffer of 4, in a panel at most 240 px high', () => {
    renderInIntl(<SingleHarness options={many} />);
    openSelect();
    const list = screen.getByRole('listbox');
    expect(list.style.maxHeight).toBe('240px');
    // 240 / 36 px rows = 7 rows in view, plus 4 below.
    expect(optionLabels()).toHaveLength(11);
    list.scrollTop = 36 * 100;
    fireEvent.scroll(list);
    const labels = optionLabels();
    expect(labels[0]).toBe('Item 96');
    expect(labels).toContain('Item 100');
    expect(labels).toHaveLength(4 + 7 + 4);
  });

  it('keeps the active row rendered while moving with the keyboard', () => {
    renderInIntl(<SingleHarness options={many} />);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    for (let step = 0; step < 20; step += 1) fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    const activeId = combobox().getAttribute('aria-activedescendant')!;
    expect(document.getElementById(activeId)).toHaveTextContent('Item 20');
    expect(within(screen.getByRole('listbox')).getByText('Item 20')).toBeInTheDocument();
  });
});
