import { BrowserRouter } from 'react-router-dom';
import { systemClock, type Clock } from '@keel/core/domain';
import { ClockProvider } from './clock';
import { AppRoutes } from './AppRoutes';
import { PluginsProvider, type DiscoveredPlugin } from './plugins';
import { NotificationInboxProvider } from './notifications';
import { SessionProvider } from './session';
import { Toaster } from './ui';

/** The whole web app: its clock, toasts, session, discovered plugins and routes. */
export function App({
  plugins,
  clock = systemClock,
}: {
  plugins: DiscoveredPlugin[];
  clock?: Clock;
}) {
  return (
    <ClockProvider clock={clock}>
      <BrowserRouter>
        <Toaster>
          <SessionProvider>
            <NotificationInboxProvider>
              <PluginsProvider plugins={plugins}>
                <AppRoutes />
              </PluginsProvider>
            </NotificationInboxProvider>
          </SessionProvider>
        </Toaster>
      </BrowserRouter>
    </ClockProvider>
  );
}
