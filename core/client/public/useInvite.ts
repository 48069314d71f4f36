import { useEffect, useState } from 'react';
import type { Role } from '@keel/core/domain';
import { api, isApiError } from '../api';

/** What an invitation link says: the company, the role and the invited e-mail. */
export interface InviteInfo {
  companyName: string;
  role: Role;
  email: string;
}

/** Loads the invitation of `token` (GET /api/invites/{token}), or why it cannot be used. */
export function useInvite(token: string): { info: InviteInfo | null; error: string | null } {
  const [info, setInfo] = useState<InviteInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api
      .inviteInfo(token)
      .then(setInfo, (e: unknown) =>
        setError(
          isApiError(e, 404) || isApiError(e, 410)
            ? 'This invitation is invalid, expired or already used.'
            : 'Could not load the invitation.',
        ),
      );
  }, [token]);
  return { info, error };
}
