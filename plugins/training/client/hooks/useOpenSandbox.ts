import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, useSession } from '@keel/core/client';
import type { Sandbox } from './useTraining';

/**
 * Opens a screen in the learner's sandbox company: the session switches to it (as the company
 * switcher does) and the screen opens; their own companies stay as they were.
 */
export function useOpenSandbox() {
  const { setUser, refreshCompanies } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (sandbox: Sandbox, path: string) => {
      setUser((await api.switchCompany(sandbox.companyId)).user);
      await refreshCompanies();
      navigate(path);
    },
    [setUser, refreshCompanies, navigate],
  );
}
