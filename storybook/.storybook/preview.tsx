import type { Preview } from '@storybook/react-vite';
import '../../core/client/styles.css';
import { ROLE_GLOBAL, roleGlobalType } from './keelParameters';
import { withKeelWorkspace } from './withKeelWorkspace';

/** Every story in the app's styles and an in-memory Keel workspace; a toolbar switches the role. */
const preview: Preview = {
  decorators: [withKeelWorkspace],
  globalTypes: { [ROLE_GLOBAL]: roleGlobalType },
  initialGlobals: { [ROLE_GLOBAL]: '' },
  parameters: { layout: 'padded' },
};

export default preview;
