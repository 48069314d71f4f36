/** Where the built server's entry is, and the folder of its plugins. */
export function serverBuildPaths(root: string): {
  outdir: string;
  main: string;
  pluginsDir: string;
};
/** Bundles `main` and every plugin into `outdir` (`main.js`, `plugins/{id}/...`). */
export function buildServer(root: string, outdir: string, main: string): Promise<void>;
/** Bundles the server unless sync-server/dist was built from the same sources; true when it built. */
export function ensureServerBuild(root: string): Promise<boolean>;
