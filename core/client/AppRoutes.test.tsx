// @vitest-environment jsdom
import './testkit/jsdom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from './AppRoutes';
import { setApiFetch } from './api';
import { PluginsProvider } from './plugins';
import { SessionProvider } from './session';
import { demoPlugins, fakeFetch } from './testkit';
import { Toaster } from './ui';

let restore = () => {};
afterEach(() => restore());

function renderApp(path: string) {
  restore = setApiFetch(fakeFetch({ 'GET /api/user': [401, { error: 'Not signed in' }] }));
  render(
    <MemoryRouter initialEntries={[path]}>
      <Toaster><SessionProvider><PluginsProvider plugins={demoPlugins}><AppRoutes /></PluginsProvider></SessionProvider></Toaster>
    </MemoryRouter>,
  );
}

describe('routes when signed out', () => {
  it('shows the landing page on / and reaches sign-up and login', async () => {
    renderApp('/');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Start 7-Day Free Trial' })).toBeInTheDocument();
    for (const anchor of ['Features', 'Pricing', 'About']) expect(screen.getByRole('link', { name: anchor })).toBeInTheDocument();
    expect(screen.getByText(/plans start at \$49\/month/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    expect(await screen.findByLabelText('Confirm password')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of an app page to the login', async () => {
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  });
});
