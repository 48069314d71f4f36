import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Spinner, Tabs } from '@keel/core/client';
import { manualTabs } from '../../domain/manual';
import { ManualProgress } from '../components/ManualProgress';
import { ManualSearch } from '../components/ManualSearch';
import { ManualTabPanel } from '../components/ManualTabPanel';
import { useManualProgress } from '../hooks/useManualProgress';
import '../manual.css';

/**
 * The User Manual (spec 001): its tabs, each marked complete by the reader, the progress bar and
 * the achievement, and a search over its sections. The open tab is in the URL (`?tab=`), and a link to a section (`#id`) scrolls to it.
 */
export function UserManual() {
  const { progress, failed, saving, mark } = useManualProgress();
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const asked = params.get('tab');
  const tabId = manualTabs.some((t) => t.id === asked) ? (asked ?? '') : (manualTabs[0]?.id ?? '');
  const section = decodeURIComponent(hash.slice(1));

  useEffect(() => {
    if (section && progress) document.getElementById(section)?.scrollIntoView();
  }, [section, tabId, progress]);

  return (
    <div className="manual-page">
      <h1>User Manual</h1>
      <p className="k-muted">
        How to do each thing in Keel. Mark a tab complete once you have read it.
      </p>
      {failed && (
        <p role="alert">Your progress could not be loaded; reload the page to try again.</p>
      )}
      {!failed && !progress && <Spinner label="Loading your progress" />}
      {progress && <ManualProgress progress={progress} />}
      <ManualSearch />
      <Tabs
        label="User Manual"
        value={tabId}
        onValueChange={(value) => setParams({ tab: value })}
        items={manualTabs.map((tab) => ({
          value: tab.id,
          label: tab.label,
          content: (
            <ManualTabPanel
              tab={tab}
              complete={progress?.completedTabs.includes(tab.id) ?? false}
              saving={!progress || saving === tab.id}
              openSection={section}
              onMark={(complete) => void mark(tab.id, complete)}
            />
          ),
        }))}
      />
    </div>
  );
}

export default UserManual;
