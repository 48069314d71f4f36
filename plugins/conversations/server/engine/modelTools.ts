import { z } from 'zod';
import type { AnyTool } from '../tools/toolTypes';
import type { FunctionTool } from '../model/chatCompletions';

/** The tools as the Chat Completions API offers functions: name, description, JSON schema. */
export function functionTools(tools: readonly AnyTool[]): FunctionTool[] {
  return tools.map((t) => ({
    type: 'function',
    function: {
      name: t.name,
      description: t.description,
      parameters: z.toJSONSchema(t.args, { io: 'input', unrepresentable: 'any' }) as Record<
        string,
        unknown
      >,
    },
  }));
}
