// keel/no-api-paths: plugin code derives REST paths from its manifest and route declarations
// (pluginApi / companyApi of @keel/core/client), never spells out '/api/...'.

const apiPath = /^\/api(\/|$)/;

/** @type {import('eslint').Rule.RuleModule} */
export const noApiPaths = {
  meta: {
    type: 'problem',
    docs: { description: "No '/api/...' strings in plugin client and domain code" },
    schema: [],
    messages: {
      apiPath:
        "Call the REST API through pluginApi(plugin) / companyApi(companyId) and a declared route, not a '/api/...' string",
    },
  },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value === 'string' && apiPath.test(node.value))
          context.report({ node, messageId: 'apiPath' });
      },
      TemplateLiteral(node) {
        if (apiPath.test(node.quasis[0]?.value.cooked ?? ''))
          context.report({ node, messageId: 'apiPath' });
      },
    };
  },
};
