import { Suspense, useEffect } from 'react';
import { Spinner } from '../ui';
import { PluginErrorBoundary } from './PluginErrorBoundary';
import { usePlugins } from './PluginsContext';
import { RenderingPlugin } from './services';

/** Renders one plugin page lazily inside its own error boundary and Suspense. */
export function PluginPage({
  pluginId,
  page,
  title,
}: {
  pluginId: string;
  page: string;
  title: string;
}) {
  const Page = usePlugins().pageComponent(pluginId, page);
  useEffect(() => {
    document.title = `${title} · Keel`;
  }, [title]);
  return (
    <PluginErrorBoundary name={title}>
      <RenderingPlugin pluginId={pluginId}>
        <Suspense fallback={<Spinner label={`Loading ${title}...`} showLabel />}>
          <Page />
        </Suspense>
      </RenderingPlugin>
    </PluginErrorBoundary>
  );
}
