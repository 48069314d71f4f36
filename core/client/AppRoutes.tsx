import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { corePages } from '@keel/core/domain';
import { PluginPage, usePlugins } from './plugins';
import {
  AcceptInvite,
  AuthLayout,
  InviteSignUp,
  Landing,
  LegalPage,
  Login,
  ResetPassword,
  SignUp,
} from './public';
import { useSession } from './session';
import { RequireCompany, Shell, type OpenSync } from './shell';
import { EmptyState, Spinner } from './ui';

const ProfileSettings = lazy(() => import('./settings/ProfileSettings'));
const AccountSettings = lazy(() => import('./settings/AccountSettings'));
const CompanySettings = lazy(() => import('./settings/CompanySettings'));

function ToLogin() {
  const { pathname, search } = useLocation();
  return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
}

/**
 * Every route: public views (the core's and plugins' public pages) always, the shell with plugin
 * pages and settings when signed in.
 */
export function AppRoutes({ openSync }: { openSync?: OpenSync }) {
  const { status } = useSession();
  const { routes, navItems } = usePlugins();
  if (status === 'loading')
    return (
      <div className="k-auth">
        <Spinner label="Loading..." showLabel />
      </div>
    );
  const home = navItems[0]?.path ?? corePages.profileSettings;
  const publicRoutes = routes.filter((r) => r.public);
  const shellRoutes = routes.filter((r) => !r.public);
  return (
    <Routes>
      <Route path="/login" element={<Login />} />
      <Route path="/signup" element={<SignUp />} />
      <Route path="/reset-password/:token" element={<ResetPassword />} />
      <Route path="/invite/:token" element={<AcceptInvite />} />
      <Route path="/invite/:token/signup" element={<InviteSignUp />} />
      <Route path="/terms" element={<LegalPage page="terms" />} />
      <Route path="/privacy" element={<LegalPage page="privacy" />} />
      {publicRoutes.map((r) => (
        <Route
          key={`${r.pluginId}:${r.path}`}
          path={r.path}
          element={
            <AuthLayout>
              <PluginPage pluginId={r.pluginId} page={r.page} title={r.title} />
            </AuthLayout>
          }
        />
      ))}
      {status === 'signed-in' ? (
        <Route element={<Shell {...(openSync ? { openSync } : {})} />}>
          {shellRoutes.map((r) => (
            <Route
              key={`${r.pluginId}:${r.path}`}
              path={r.path}
              element={
                <RequireCompany>
                  <PluginPage pluginId={r.pluginId} page={r.page} title={r.title} />
                </RequireCompany>
              }
            />
          ))}
          {!shellRoutes.some((r) => r.path === '/') && (
            <Route path="/" element={<Navigate to={home} replace />} />
          )}
          <Route path={corePages.profileSettings} element={<ProfileSettings />} />
          <Route path={corePages.accountSettings} element={<AccountSettings />} />
          <Route path={corePages.companySettings} element={<CompanySettings />} />
          <Route
            path="*"
            element={
              <EmptyState title="Page not found">
                This page does not exist or its plugin is not installed.
              </EmptyState>
            }
          />
        </Route>
      ) : (
        <>
          <Route path="/" element={<Landing />} />
          <Route path="*" element={<ToLogin />} />
        </>
      )}
    </Routes>
  );
}
