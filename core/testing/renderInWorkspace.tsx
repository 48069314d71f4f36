import { useEffect, type ReactElement, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { setApiFetch } from '../client/api';
import {
  createWorkspaceFrame,
  type WorkspaceFrame,
  type WorkspaceFrameOptions,
} from './createWorkspaceFrame';
import { WorkspaceProviders } from './WorkspaceProviders';

/** What renderInWorkspace gives back: Testing Library's result plus the frame's fakes. */
export interface RenderInWorkspaceResult extends RenderResult {
  api: WorkspaceFrame['api'];
  sync: WorkspaceFrame['sync'];
  frame: WorkspaceFrame;
}

// The app has one API client; the fake stays installed while the tree is mounted.
function RestoreOnUnmount({ restore, children }: { restore: () => void; children: ReactNode }) {
  useEffect(() => restore, [restore]);
  return children;
}

/**
 * Renders `ui` in the same workspace a story gets from Storybook's global decorator, built from
 * the same options (KeelParameters). The fake API is installed until the tree unmounts.
 */
export function renderInWorkspace(
  ui: ReactElement,
  options: WorkspaceFrameOptions = {},
): RenderInWorkspaceResult {
  const frame = createWorkspaceFrame(options);
  const restore = setApiFetch(frame.api);
  const result = render(
    <RestoreOnUnmount restore={restore}>
      <WorkspaceProviders frame={frame} toastDuration={100_000}>
        {ui}
      </WorkspaceProviders>
    </RestoreOnUnmount>,
  );
  return { ...result, api: frame.api, sync: frame.sync, frame };
}
