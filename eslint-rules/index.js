// Keel's own lint rules, loaded by eslint.config.js as the local plugin `keel`.
import { boundaries } from './boundaries.js';
import { noApiPaths } from './noApiPaths.js';
import { ownStore } from './ownStore.js';

export default {
  meta: { name: 'keel' },
  rules: { boundaries, 'own-store': ownStore, 'no-api-paths': noApiPaths },
};
