import { Link } from 'react-router-dom';
import { parseMarkup } from '../../domain/content/markup';

/** One sentence of the manual: labels in bold, screens as links, settings as code. */
export function ManualText({ sentence }: { sentence: string }) {
  return (
    <>
      {parseMarkup(sentence).map((part, i) => {
        switch (part.kind) {
          case 'text':
            return <span key={i}>{part.text}</span>;
          case 'label':
            return <strong key={i}>{part.text}</strong>;
          case 'link':
            return (
              <Link key={i} to={part.path}>
                {part.text}
              </Link>
            );
          case 'code':
            return <code key={i}>{part.text}</code>;
        }
      })}
    </>
  );
}
