import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';

export interface ActionMenuItem {
  key: string;
  label: string;
  onSelect(): void;
}

export interface ActionMenuProps {
  /** The button's visible text ("More"). */
  label: string;
  /** Its accessible name when the text alone is ambiguous ("More actions on INS-000012"). */
  ariaLabel?: string;
  items: readonly ActionMenuItem[];
}

/**
 * The secondary actions of a table row behind one small button, so a row keeps one line. The panel is
 * anchored (rendered above the page), so a scrolling table does not clip it.
 */
export function ActionMenu({ label, ariaLabel, items }: ActionMenuProps) {
  if (items.length === 0) return null;
  return (
    <Menu>
      <MenuButton
        aria-label={ariaLabel}
        className="rounded px-2 py-1 text-xs font-medium text-sky-800 ring-1 ring-slate-300 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        {label} ▾
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-30 min-w-40 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        {items.map((item) => (
          <MenuItem key={item.key}>
            <button
              type="button"
              onClick={item.onSelect}
              className="block w-full px-3 py-1.5 text-left text-slate-800 data-[focus]:bg-sky-50 data-[focus]:text-sky-900"
            >
              {item.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
