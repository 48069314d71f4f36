import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { PluginsProvider, type DiscoveredPlugin } from './plugins';
import { SessionProvider } from './session';
import { Toaster } from './ui';

/** The whole web app: toasts, session, discovered plugins and routes. */
export function App({ plugins }: { plugins: DiscoveredPlugin[] }) {
  return (
    <BrowserRouter>
      <Toaster>
        <SessionProvider>
          <PluginsProvider plugins={plugins}>
            <AppRoutes />
          </PluginsProvider>
        </SessionProvider>
      </Toaster>
    </BrowserRouter>
  );
}
