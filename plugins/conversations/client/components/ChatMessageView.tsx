import { formatUSD } from '@keel/core/domain';
import type { ChatMessage } from '../../domain/schema';
import { SourceLink } from './SourceLink';

const timeOf = (timestamp: string) =>
  new Date(timestamp).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** One message of the chat: a question, or an answer with its table, figures and sources. */
export function ChatMessageView({
  message,
  modelName,
}: {
  message: ChatMessage;
  modelName?: string | null;
}) {
  const mine = message.role === 'user';
  return (
    <article
      className={mine ? 'assistant-message assistant-message--user' : 'assistant-message'}
      aria-label={mine ? 'You' : 'Assistant'}
    >
      <p className="assistant-message-text">{message.content}</p>
      {message.table && (
        <table className="assistant-table">
          <caption>{message.table.caption}</caption>
          <thead>
            <tr>
              {message.table.columns.map((c, i) => (
                <th key={i} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {message.table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={c}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {message.figures.length > 0 && (
        <details className="assistant-figures">
          <summary>Figures and their sources ({message.figures.length})</summary>
          <ul>
            {message.figures.map((f, i) => (
              <li key={i}>
                {f.label}: <strong>{formatUSD(f.cents)}</strong>
                {f.period ? ` (${f.period.label})` : f.asOf ? ` (at ${f.asOf})` : ''} from{' '}
                <SourceLink source={f.source} />
              </li>
            ))}
          </ul>
        </details>
      )}
      {message.sources.length > 0 && (
        <p className="assistant-sources">
          Sources:{' '}
          {message.sources.map((s, i) => (
            <span key={i}>
              {i > 0 && ' · '}
              <SourceLink source={s} />
            </span>
          ))}
        </p>
      )}
      {message.note && <p className="assistant-note">{message.note}</p>}
      <p className="assistant-meta">
        {mine
          ? `You · ${timeOf(message.timestamp)}`
          : `${message.answeredBy === 'model' ? `Written by ${modelName ?? 'the language model'} from the books` : 'Computed from the books'} · ${timeOf(message.timestamp)}`}
      </p>
    </article>
  );
}
