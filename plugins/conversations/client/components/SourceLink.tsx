import { Link } from 'react-router-dom';
import type { Source } from '../../domain/schema';

/** Where a figure comes from: a page of the app, or a file the server makes (the report's PDF). */
export function SourceLink({ source }: { source: Source }) {
  if (source.download)
    return (
      <a href={source.path} download>
        {source.label}
      </a>
    );
  return <Link to={source.path}>{source.label}</Link>;
}
