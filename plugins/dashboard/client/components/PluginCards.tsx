import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import {
  Card,
  EmptyState,
  PluginErrorBoundary,
  RenderingPlugin,
  Spinner,
  useDashboardCards,
  type DashboardCard,
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
      {cards.map((card) => {
        const key = `${card.pluginId}:${card.id}`;
        const Component = componentFor(key, card);
        return (
          <PluginErrorBoundary key={key} name={card.title}>
            <RenderingPlugin pluginId={card.pluginId}>
              <Suspense
                fallback={
                  <Card title={card.title}>
                    <Spinner label={`Loading ${card.title}...`} />
                  </Card>
                }
              >
                <Component />
              </Suspense>
            </RenderingPlugin>
          </PluginErrorBoundary>
        );
      })}
    </div>
  );
}
