import { Badge, Button } from '@keel/core/client';
import type { ManualTab } from '../../domain/content/schema';
import { ManualSectionView } from './ManualSectionView';

/** One tab of the manual: what it covers, its sections, and the button that marks it complete. */
export function ManualTabPanel({
  tab,
  complete,
  saving,
  openSection,
  onMark,
}: {
  tab: ManualTab;
  complete: boolean;
  saving: boolean;
  /** The section a link named (the URL's hash), opened in an accordion. */
  openSection: string;
  onMark: (complete: boolean) => void;
}) {
  return (
    <div className="manual-tab">
      <p className="k-muted">{tab.description}</p>
      {tab.sections.map((s) => (
        <ManualSectionView
          key={s.id}
          section={s}
          accordion={tab.accordion}
          open={openSection === s.id}
        />
      ))}
      <div className="manual-mark">
        <Button
          variant={complete ? 'secondary' : 'primary'}
          aria-pressed={complete}
          disabled={saving}
          onClick={() => onMark(!complete)}
        >
          Mark as Complete
        </Button>
        {complete && <Badge tone="success">Completed</Badge>}
      </div>
    </div>
  );
}
