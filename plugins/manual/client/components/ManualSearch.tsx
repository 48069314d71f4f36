import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Input } from '@keel/core/client';
import { searchManual } from '../../domain/search/manualSearch';

/** Search over the manual's sections (the same index as `manual.search`), each result a link to it. */
export function ManualSearch() {
  const [query, setQuery] = useState('');
  const hits = query.trim() === '' ? null : searchManual({ query, limit: 5 });
  return (
    <div className="manual-search">
      <Input
        label="Search the manual"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value.slice(0, 500))}
      />
      {hits && hits.length === 0 && (
        <p className="k-muted" role="status">
          Nothing in the manual matches “{query.trim()}”.
        </p>
      )}
      {hits && hits.length > 0 && (
        <ul className="manual-results" aria-label="Search results">
          {hits.map((hit) => (
            <li key={hit.sectionId}>
              <Link to={hit.path} onClick={() => setQuery('')}>
                {hit.title}
              </Link>{' '}
              <span className="k-muted">({hit.tabLabel})</span>
              <p>{hit.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
