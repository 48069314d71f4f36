import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Whether the object `ref` pointed to has been garbage collected, after the current job and a
 * full collection: a test of what the code under test keeps alive.
 */
export async function collected(ref: WeakRef<object>): Promise<boolean> {
  // Targets read during a job stay alive until it ends.
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  return ref.deref() === undefined;
}
