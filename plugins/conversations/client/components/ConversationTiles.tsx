import { Card } from '@keel/core/client';
import type { ConversationStats } from '../../domain/schema';

/** Minutes as the tile shows them: "45 min", "4.2 hrs". */
export function timeSpent(minutes: number): string {
  return minutes < 60 ? `${Math.round(minutes)} min` : `${(minutes / 60).toFixed(1)} hrs`;
}

/** The four tiles of /conversations (spec 2.7), computed from the member's conversations. */
export function ConversationTiles({ stats }: { stats: ConversationStats }) {
  const tiles: [string, string, string][] = [
    [
      'Conversations',
      stats.conversations.toLocaleString('en-US'),
      'with the assistant, in this company',
    ],
    ['Time spent', timeSpent(stats.minutesThisMonth), 'this month'],
    ['Insights', stats.insights.toLocaleString('en-US'), 'answers with figures from your books'],
    ['Issues resolved', stats.resolved.toLocaleString('en-US'), 'conversations marked resolved'],
  ];
  return (
    <div className="conversations-tiles">
      {tiles.map(([title, value, detail]) => (
        <Card key={title} title={title}>
          <p className="conversations-tile-value">{value}</p>
          <p className="k-muted">{detail}</p>
        </Card>
      ))}
    </div>
  );
}
