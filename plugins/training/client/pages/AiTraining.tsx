import { useState } from 'react';
import { EmptyState, Input, Spinner, Tabs } from '@keel/core/client';
import { searchModules } from '../../domain/search';
import { ModuleDialog } from '../components/ModuleDialog';
import { ModuleGrid } from '../components/ModuleGrid';
import { MyProgress } from '../components/MyProgress';
import { TrainingTiles } from '../components/TrainingTiles';
import { useTraining } from '../hooks/useTraining';
import '../training.css';

/**
 * The Training Center (spec 000 §2.8): the person's figures, the modules with search, their
 * progress, and each module's lessons in a dialog.
 */
export function AiTraining() {
  const { modules, progress, failed, start, complete } = useTraining();
  const [query, setQuery] = useState('');
  const [openModule, setOpenModule] = useState<string | null>(null);

  if (failed)
    return <p role="alert">The training could not be loaded; reload the page to try again.</p>;
  if (!modules || !progress) return <Spinner label="Loading the training" />;
  const found = searchModules(modules, query);
  const module = modules.find((m) => m.id === openModule);
  const grid = (shown: typeof modules, label: string) => (
    <ModuleGrid
      shown={shown}
      modules={modules}
      standings={progress.modules}
      onOpen={setOpenModule}
      label={label}
    />
  );

  return (
    <div className="training-page">
      <h1>AI Training Center</h1>
      <TrainingTiles progress={progress} />
      <Tabs
        label="Training"
        items={[
          {
            value: 'overview',
            label: 'Training Overview',
            content: (
              <>
                <Input
                  label="Search modules"
                  type="search"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  placeholder="Title, description or category"
                />
                {found.length > 0 ? (
                  grid(found, 'Modules found')
                ) : (
                  <EmptyState title="No module matches">{`Nothing matches "${query}".`}</EmptyState>
                )}
              </>
            ),
          },
          { value: 'modules', label: 'All Modules', content: grid(modules, 'All modules') },
          {
            value: 'progress',
            label: 'My Progress',
            content: <MyProgress modules={modules} progress={progress} />,
          },
        ]}
      />
      {module && (
        <ModuleDialog
          module={module}
          standing={progress.modules.find((s) => s.moduleId === module.id)}
          modules={modules}
          onClose={() => setOpenModule(null)}
          start={start}
          complete={complete}
        />
      )}
    </div>
  );
}

export default AiTraining;
