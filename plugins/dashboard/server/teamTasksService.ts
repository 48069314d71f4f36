import { randomUUID } from 'node:crypto';
import type { ServerPluginContext } from '@keel/core/server';
import { addedTeamTaskSchema, type TeamTasksService } from '../domain/public';

/** `dashboard.tasks` on the server: a task added to the company's Team tasks, open. */
export function teamTasksService(ctx: ServerPluginContext): TeamTasksService {
  return {
    async add(companyId, raw) {
      const task = addedTeamTaskSchema.parse(raw);
      const id = task.key ?? randomUUID();
      const store = await ctx.data.store(companyId);
      store.setRow('tasks', id, {
        title: task.title,
        done: false,
        createdBy: task.createdBy,
        createdAt: ctx.clock.now().toISOString(),
        due: task.due,
        link: task.link,
      });
      await ctx.data.commit(companyId);
      return { id };
    },
  };
}
