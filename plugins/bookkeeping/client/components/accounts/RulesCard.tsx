import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { Button, Card, EmptyState, Input, NativeSelect } from '@keel/core/client';
import {
  RULES_TABLE,
  categoryLabel,
  isTransactionCategory,
  transactionCategories,
  type RuleRow,
} from '../../../domain/books';
import type { Books } from '../../hooks/useBooks';
import type { BooksAuthor } from '../../hooks/useBooksAuthor';

const emptyRule: RuleRow = { keyword: '', accountId: '', category: 'other' };
const categoryOptions = transactionCategories.map((c) => ({ value: c, label: categoryLabel(c) }));

/** The rule to write, or a message per field naming it. */
function checkRule(rule: RuleRow, books: Books): Record<string, string> {
  const errors: Record<string, string> = {};
  const keyword = rule.keyword.trim();
  if (keyword === '') errors.keyword = 'Keyword is required';
  else if (keyword.length > 100) errors.keyword = 'Keyword: use at most 100 characters';
  else if (books.rules.some((r) => r.keyword.trim().toLowerCase() === keyword.toLowerCase()))
    errors.keyword = `A rule for "${keyword}" already exists`;
  if (!books.accountById.has(rule.accountId)) errors.accountId = 'Account is required';
  if (!isTransactionCategory(rule.category)) errors.category = 'Choose a category';
  return errors;
}

function RuleForm({ books }: { books: Books }) {
  const [rule, setRule] = useState<RuleRow>(emptyRule);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<RuleRow>) => setRule((r) => ({ ...r, ...patch }));
  const accountOptions = [
    { value: '', label: 'Choose an account' },
    ...books.accounts.map((a) => ({ value: a.id, label: `${a.number} · ${a.name}` })),
  ];

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkRule(rule, books);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    books.store.setRow(RULES_TABLE, `rule-${crypto.randomUUID()}`, {
      ...rule,
      keyword: rule.keyword.trim(),
    });
    setRule(emptyRule);
  }

  return (
    <form className="k-form bk-rule-form" onSubmit={add} noValidate aria-label="Add a rule">
      <div className="k-form-row">
        <Input
          label="Keyword"
          hint="Found anywhere in the description, e.g. GUSTO"
          value={rule.keyword}
          onChange={(e) => set({ keyword: e.target.value })}
          error={errors.keyword}
        />
        <NativeSelect
          label="Account"
          options={accountOptions}
          value={rule.accountId}
          onChange={(e) => set({ accountId: e.target.value })}
          error={errors.accountId}
        />
        <NativeSelect
          label="Category"
          options={categoryOptions}
          value={rule.category}
          onChange={(e) => set({ category: e.target.value })}
          error={errors.category}
        />
      </div>
      <div>
        <Button type="submit" variant="secondary">
          Add rule
        </Button>
      </div>
    </form>
  );
}

/** The keyword rules that categorize imported and synced lines: list, add and delete. */
export function RulesCard({ books, author }: { books: Books; author: BooksAuthor }) {
  const { rules, accountById, store } = books;
  return (
    <Card
      title="Categorization rules"
      description="Imported lines are also categorized from your own past choices for the same payee."
    >
      {rules.length === 0 ? (
        <EmptyState title="No rules yet">
          A rule sends every line whose description contains its keyword to one account.
        </EmptyState>
      ) : (
        <table className="k-table" aria-label="Categorization rules">
          <thead>
            <tr>
              <th scope="col">Keyword</th>
              <th scope="col">Account</th>
              <th scope="col">Category</th>
              {author.canWrite && (
                <th scope="col">
                  <span className="k-sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => {
              const account = accountById.get(rule.accountId);
              return (
                <tr key={rule.id}>
                  <td>{rule.keyword}</td>
                  <td>{account ? `${account.number} · ${account.name}` : 'Account removed'}</td>
                  <td>{categoryLabel(rule.category)}</td>
                  {author.canWrite && (
                    <td>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete rule ${rule.keyword}`}
                        onClick={() => store.delRow(RULES_TABLE, rule.id)}
                      >
                        <Trash2 size={14} aria-hidden /> Delete
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {author.canWrite && <RuleForm books={books} />}
    </Card>
  );
}
