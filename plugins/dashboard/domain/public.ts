/**
 * What other plugins may use of the dashboard, server only: `dashboard.tasks` adds a task with a
 * due day and a link to the company's Team tasks. List it in your plugin.ts `optionalUses`.
 */
import { z } from 'zod';
import { createServiceRef, isoDateSchema } from '@keel/core/domain';
import { newTeamTaskSchema } from './schema';

/** A task another plugin adds: what to do, by when, where, and on whose behalf ('First Last <email>'). */
export const addedTeamTaskSchema = z.strictObject({
  title: newTeamTaskSchema.shape.title,
  due: isoDateSchema,
  link: z.string().regex(/^\/[^\s]*$/, 'Use a path of the app, starting with /'),
  createdBy: z.string().trim().min(1, 'Say who asked for it'),
});
export type AddedTeamTask = z.input<typeof addedTeamTaskSchema>;

/** The service on the server: writes the task into the company's Team tasks, answers its id. */
export interface TeamTasksService {
  add(companyId: string, task: AddedTeamTask): Promise<{ id: string }>;
}

/** Team tasks of the dashboard (`dashboard.tasks`), on the server. */
export const teamTasksRef = createServiceRef<TeamTasksService>('dashboard.tasks');
