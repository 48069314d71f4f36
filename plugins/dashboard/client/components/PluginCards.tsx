import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import {
  Card,
  EmptyState,
  PluginErrorBoundary,
  RenderingPlugin,
  Spinner,
  useDashboardCards,
  type DashboardCard,
  type DashboardSlot,
} from '@keel/core/client';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();
const componentFor = (key: string, card: DashboardCard) => {
  let c = cache.get(key);
  if (!c) {
    c = lazy(card.load);
    cache.set(key, c);
  }
  return c;
};

/** The contributions of one slot, each rendered by its plugin inside its own error boundary. */
function Contributions({ slot }: { slot: DashboardSlot }) {
  const cards = useDashboardCards(slot);
  return cards.map((card) => {
    const key = `${card.pluginId}:${card.id}`;
    const Component = componentFor(key, card);
    return (
      <PluginErrorBoundary key={key} name={card.title}>
        <RenderingPlugin pluginId={card.pluginId}>
          <Suspense
            fallback={
              slot === 'card' ? (
                <Card title={card.title}>
                  <Spinner label={`Loading ${card.title}...`} />
                </Card>
              ) : (
                <Spinner label={`Loading ${card.title}...`} />
              )
            }
          >
            {slot === 'tile' ? (
              <div className="dashboard-tile">
                <Component />
              </div>
            ) : (
              <Component />
            )}
          </Suspense>
        </RenderingPlugin>
      </PluginErrorBoundary>
    );
  });
}

/** The five clickable figures of spec 000 section 2.5, as installed plugins contribute them. */
export function PluginTiles() {
  const tiles = useDashboardCards('tile');
  if (tiles.length === 0) return null;
  return (
    <section className="dashboard-tiles" aria-label="Key figures">
      <Contributions slot="tile" />
    </section>
  );
}

/** The AI Operations Center: a button from each installed plugin that has one. */
export function OperationsCenter() {
  const actions = useDashboardCards('action');
  if (actions.length === 0) return null;
  return (
    <Card title="AI Operations Center">
      <div className="dashboard-actions">
        <Contributions slot="action" />
      </div>
    </Card>
  );
}

/** Cards other plugins add; an honest empty state while none are installed. */
export function PluginCards() {
  const cards = useDashboardCards();
  if (cards.length === 0) {
    return (
      <Card title="Your figures">
        <EmptyState title="No figures yet">
          Revenue, payroll, tax and fraud figures appear here once those services are installed and
          your company has data. Nothing here is sample data.
        </EmptyState>
      </Card>
    );
  }
  return (
    <div className="k-grid">
      <Contributions slot="card" />
    </div>
  );
}
