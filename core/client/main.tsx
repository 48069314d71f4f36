import './zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { shareCspNonce } from './cspNonce';
import { installedPlugins } from './pluginRegistry';
import './styles.css';

shareCspNonce();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App plugins={installedPlugins} />
  </StrictMode>,
);
