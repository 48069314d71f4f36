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
  /**
   * The task's id, starting with your plugin id ('compliance:alert-1'): adding the same key again
   * replaces that task (open again, with the new due day) instead of adding another.
   */
  key: z
    .string()
    .regex(/^[a-z][a-z0-9-]*:[A-Za-z0-9_.:-]{1,120}$/, 'Start the key with your plugin id')
    .optional(),
});
export type AddedTeamTask = z.input<typeof addedTeamTaskSchema>;

/** The service on the server: writes the task into the company's Team tasks, answers its id (the key when given). */
export interface TeamTasksService {
  add(companyId: string, task: AddedTeamTask): Promise<{ id: string }>;
}

/** Team tasks of the dashboard (`dashboard.tasks`), on the server. */
export const teamTasksRef = createServiceRef<TeamTasksService>('dashboard.tasks');
