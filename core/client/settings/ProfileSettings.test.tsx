// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace, sampleUser } from '@keel/core/testing';
import { useSession } from '../session';
import { ProfileSettings } from './ProfileSettings';

function Name() {
  return <p>Session name: {useSession().user?.firstName}</p>;
}

describe('ProfileSettings', () => {
  it('previews the initials and saves through PATCH /api/user', async () => {
    const { api } = renderInWorkspace(
      <>
        <ProfileSettings />
        <Name />
      </>,
      {
        api: { 'PATCH /api/user': (body) => ({ user: { ...sampleUser(), ...(body as object) } }) },
      },
    );
    const user = userEvent.setup();
    expect(screen.getByRole('img', { name: 'Avatar preview' })).toHaveTextContent('AL');
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Grace');
    expect(screen.getByRole('img', { name: 'Avatar preview' })).toHaveTextContent('GL');
    await user.type(screen.getByLabelText('Phone number'), '+1 555 0100');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Lovelace',
      phone: '+1 555 0100',
    });
    expect(screen.getByText('Session name: Grace')).toBeInTheDocument();
  });
});
