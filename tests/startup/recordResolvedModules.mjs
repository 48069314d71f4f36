// Loaded with `node --import`: appends the URL of every module the process resolves to the file
// named by RECORD_RESOLVED_MODULES, one a line, so a test can see which packages a start loaded.
import { register } from 'node:module';

register('./resolvedModulesHooks.mjs', import.meta.url, {
  data: { file: process.env.RECORD_RESOLVED_MODULES },
});
