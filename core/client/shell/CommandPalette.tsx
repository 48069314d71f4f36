import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Store } from 'tinybase';
import { usePlugins } from '../plugins';
import { useSession } from '../session';
import { Dialog } from '../ui';
import { filterItems, recordItems, staticPaletteItems, type PaletteItem } from './paletteItems';
import { useRecordSearch } from './useRecordSearch';

/** Props of CommandPalette: controlled open state, a company switch action and store access. */
export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSwitchCompany: (companyId: string) => void;
  getStore?: (pluginId: string) => Store | undefined;
}

/** Ctrl/Cmd-K palette: pages, settings, companies and plugin records in one listbox. */
export function CommandPalette({
  open,
  onOpenChange,
  onSwitchCompany,
  getStore,
}: CommandPaletteProps) {
  const navigate = useNavigate();
  const { navItems } = usePlugins();
  const { companies, currentCompany } = useSession();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { records, scopeDocuments } = useRecordSearch(open, query, getStore);
  const listId = useId();

  const items = useMemo(
    () => [
      ...filterItems(staticPaletteItems(navItems, companies, currentCompany?.id ?? null), query),
      ...recordItems(records),
    ],
    [navItems, companies, currentCompany, query, records],
  );

  function choose(item: PaletteItem | undefined) {
    if (!item) return;
    onOpenChange(false);
    setQuery('');
    if (item.companyId) onSwitchCompany(item.companyId);
    else if (item.path) navigate(item.path);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, items.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(items[active]);
    }
  }

  const optionId = (i: number) => `${listId}-opt-${i}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Search Keel" className="k-palette">
      {scopeDocuments}
      <label className="k-label" htmlFor={`${listId}-input`}>
        Search pages, settings, companies and records
      </label>
      <input
        id={`${listId}-input`}
        className="k-palette-input"
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-activedescendant={items[active] ? optionId(active) : undefined}
        autoComplete="off"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Results" className="k-palette-list">
        {items.length === 0 && (
          <li className="k-muted" role="presentation">
            No results for “{query}”
          </li>
        )}
        {items.map((item, i) => (
          <li
            key={item.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="k-menu-item"
            onMouseEnter={() => setActive(i)}
            onClick={() => choose(item)}
          >
            <span style={{ flex: 1 }}>
              {item.label}
              {item.description && <span className="k-muted"> · {item.description}</span>}
            </span>
            <span className="k-badge">{item.group}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
