// Keel's own lint rules, loaded by eslint.config.js as the local plugin `keel`.
import { boundaries } from './boundaries.js';

export default {
  meta: { name: 'keel' },
  rules: { boundaries },
};
