// keel/own-store: a plugin reads only its own store, and its app code reads it through the hooks
// typed from its manifest (`pluginStores(plugin)` of @keel/core/client), never by a typed-in id.
import { placeOf } from './resolveImport.js';

const testOrStory = /\.(test|stories)\.[mc]?tsx?$|\.testSupport\.[mc]?tsx?$/;
/** The core's untyped store hooks, whose first argument is a plugin id. */
const untypedHooks = new Set(['usePluginStore', 'useTable', 'useRow', 'useCell']);

/** The string an argument spells out, or null when it is not a constant string. */
function literalString(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0]?.value.cooked ?? null;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const ownStore = {
  meta: {
    type: 'problem',
    docs: { description: "A plugin never reads another plugin's store" },
    schema: [],
    messages: {
      otherPluginStore:
        "A plugin never reads another plugin's store ('{{id}}'): use the service that plugin provides",
      untypedStoreId:
        "Read this plugin's store through the hooks typed from its manifest (pluginStores(plugin)), not {{call}} with an id typed in",
    },
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    const place = placeOf(filename);
    if (place?.kind !== 'plugin') return {};
    const isAppCode = !testOrStory.test(filename);
    /** Local names of the core's untyped hooks in this file -> the hook's name. */
    const hookNames = new Map();

    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@keel/core/client') return;
        for (const spec of node.specifiers)
          if (spec.type === 'ImportSpecifier' && untypedHooks.has(spec.imported.name))
            hookNames.set(spec.local.name, spec.imported.name);
      },
      CallExpression(node) {
        const { callee } = node;
        const name =
          callee.type === 'Identifier'
            ? (hookNames.get(callee.name) ?? (callee.name === 'getStore' ? 'getStore' : null))
            : callee.type === 'MemberExpression' &&
                !callee.computed &&
                callee.property.name === 'getStore'
              ? 'getStore'
              : null;
        if (!name) return;
        const id = literalString(node.arguments[0]);
        if (id !== null && id !== place.pluginId)
          context.report({ node, messageId: 'otherPluginStore', data: { id } });
        else if (isAppCode)
          context.report({ node, messageId: 'untypedStoreId', data: { call: `${name}(...)` } });
      },
    };
  },
};
