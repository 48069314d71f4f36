import { useState } from 'react';
import { EmptyState, Input, NativeSelect } from '@keel/core/client';
import {
  difficulties,
  opportunityCategories,
  type Opportunity,
} from '../../domain/opportunities/opportunity';
import { LearnMoreDialog } from './LearnMoreDialog';
import { OpportunityCard } from './OpportunityCard';

/** An opportunity with whether someone chose to implement it. */
export type ShownOpportunity = Opportunity & { implemented: boolean };

/** Opportunities: search on title and description, the category and difficulty filters, the cards. */
export function OpportunitiesTab({
  opportunities,
  analyzedAt,
  mayImplement,
  implementing,
  onImplement,
}: {
  opportunities: readonly ShownOpportunity[];
  analyzedAt: string | null;
  mayImplement: boolean;
  implementing: string | null;
  onImplement: (opportunity: ShownOpportunity) => void;
}) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [difficulty, setDifficulty] = useState('all');
  const [learning, setLearning] = useState<Opportunity | null>(null);
  const needle = search.trim().toLowerCase();
  const shown = opportunities.filter(
    (o) =>
      (needle === '' ||
        o.title.toLowerCase().includes(needle) ||
        o.description.toLowerCase().includes(needle)) &&
      (category === 'all' || o.category === category) &&
      (difficulty === 'all' || o.difficulty === difficulty),
  );
  if (analyzedAt === null)
    return (
      <EmptyState title="No analysis yet">
        Run Analysis reads this year&apos;s books and payroll and lists what could lower the tax.
      </EmptyState>
    );
  return (
    <div className="tax-tab">
      <div className="tax-filters">
        <Input
          label="Search opportunities"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <NativeSelect
          label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          options={[
            { value: 'all', label: 'All categories' },
            ...opportunityCategories.map((c) => ({ value: c, label: c })),
          ]}
        />
        <NativeSelect
          label="Difficulty"
          value={difficulty}
          onChange={(e) => setDifficulty(e.target.value)}
          options={[
            { value: 'all', label: 'All difficulties' },
            ...difficulties.map((d) => ({ value: d, label: d })),
          ]}
        />
      </div>
      {opportunities.length === 0 ? (
        <EmptyState title="No opportunities found">
          The analysis found nothing in this year&apos;s books that calls for a change.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="No opportunities match">Change the search or the filters.</EmptyState>
      ) : (
        <div className="tax-cards">
          {shown.map((o) => (
            <OpportunityCard
              key={o.id}
              opportunity={o}
              implemented={o.implemented}
              mayImplement={mayImplement}
              busy={implementing === o.id}
              onImplement={() => onImplement(o)}
              onLearnMore={() => setLearning(o)}
            />
          ))}
        </div>
      )}
      <LearnMoreDialog opportunity={learning} onClose={() => setLearning(null)} />
    </div>
  );
}
