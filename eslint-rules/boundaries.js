// keel/boundaries: the plugin contract of ARCHITECTURE.md, checked on the file each import
// resolves to (not on how the import is spelled), and no `export *`.
import { packageEntries, placeOf, resolveImport } from './resolveImport.js';

const testOrStory = /\.(test|stories)\.[mc]?tsx?$|\.testSupport\.[mc]?tsx?$/;

/** The problem with importing `target` from `source` (both placed), or null when it is fine. */
function problemOf(source, target, specifier, isTestFile) {
  // Scripts, storybook and cross-package tests are harnesses around the packages, not in them.
  if (source.kind === 'other') return null;
  const relative = specifier.startsWith('.');
  const samePackage = source.pkgDir === target.pkgDir;
  if (!samePackage && relative && target.kind !== 'other') return 'relativeIntoPackage';

  if (source.kind === 'core' && target.kind === 'plugin') return 'coreImportsPlugin';
  if (source.kind === 'sync-server' && target.kind === 'plugin') return 'serverImportsPlugin';
  if (source.kind === 'plugin' && !samePackage) {
    if (target.kind === 'plugin') {
      if (source.layer === 'domain' && !isTestFile) return 'domainImportsPlugin';
      if (target.path.replace(/\.[mc]?tsx?$/, '') !== 'domain/public')
        return 'otherPluginInternals';
    }
    if (target.kind === 'sync-server' && !isTestFile) return 'pluginImportsSyncServer';
  }
  if (source.kind !== 'core' && target.kind === 'core') {
    const entries = [...(packageEntries(target.pkgDir)?.values() ?? [])];
    if (!entries.some((entry) => entry === `${target.pkgDir}/${target.path}`)) return 'deepCore';
  }

  const layered = source.kind === 'core' || source.kind === 'plugin';
  const targetLayered = target.kind === 'core' || target.kind === 'plugin';
  if (layered && targetLayered) {
    if (
      source.layer === 'domain' &&
      !isTestFile &&
      ['client', 'server', 'testing'].includes(target.layer)
    )
      return 'domainImportsLayer';
    if (source.layer === 'client' && target.layer === 'server') return 'clientImportsServer';
    if (source.layer === 'server' && target.layer === 'client') return 'serverImportsClient';
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Plugin boundaries, checked on resolved files (ARCHITECTURE.md)' },
    schema: [],
    messages: {
      relativeIntoPackage:
        '{{path}} is in {{name}}: import it by its package name and public entry, never by a relative path',
      coreImportsPlugin: 'The core never imports a plugin (plugins are discovered): {{path}}',
      serverImportsPlugin:
        'The sync server never imports a plugin (plugins are discovered): {{path}}',
      domainImportsPlugin:
        'domain/ and plugin.ts are pure: they import no other plugin ({{name}}), use its service instead',
      otherPluginInternals:
        "A plugin reaches another plugin only through its domain/public.ts and services, not {{name}}'s {{path}}",
      pluginImportsSyncServer:
        "A plugin runs on @keel/core/server, never on the sync server's own code ({{path}})",
      deepCore:
        'The core is imported only through its entries (@keel/core/domain, /client, /server, /testing), not core/{{path}}',
      domainImportsLayer:
        'domain/ and plugin.ts are pure: no client, server or test harness code ({{name}} {{path}})',
      clientImportsServer: 'client/ never imports server code ({{name}} {{path}})',
      serverImportsClient: 'server/ never imports client code ({{name}} {{path}})',
      exportAll: '`export *` hides what a module exports: name each export',
    },
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    const source = placeOf(filename);
    const isTestFile = testOrStory.test(filename);

    function check(node, specifier) {
      if (!source || typeof specifier !== 'string') return;
      const resolved = resolveImport(specifier, filename);
      if ('external' in resolved) return;
      const target = placeOf(resolved.file);
      if (!target) return;
      const messageId = problemOf(source, target, specifier, isTestFile);
      if (messageId)
        context.report({ node, messageId, data: { name: target.name, path: target.path } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration(node) {
        context.report({ node, messageId: 'exportAll' });
        check(node, node.source.value);
      },
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
