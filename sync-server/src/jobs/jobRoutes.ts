import { PassThrough } from 'node:stream';
import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  isJobFinished,
  jobListQuerySchema,
  recordIdSchema,
  type Job,
  type Role,
} from '@keel/core/domain';
import type { MemberContext } from '@keel/core/server';
import { requireMember } from '../http/authState';
import { HttpError, notFound } from '../http/httpError';
import { parseOr400 } from '../http/validate';
import type { Services } from '../services';
import type { JobEngine } from './jobEngine';

const companyParams = z.object({ companyId: recordIdSchema });
const jobParams = z.object({ jobId: recordIdSchema });

/** Roles that see and cancel every job of their company; others see the jobs they started. */
const jobManagers: readonly Role[] = ['owner', 'admin'];

/** Whether a member may see (and so cancel) a job. */
export function mayOpenJob(member: Pick<MemberContext, 'userId' | 'role'>, job: Job): boolean {
  return job.startedBy === member.userId || jobManagers.includes(member.role);
}

const KEEP_ALIVE_MS = 20_000;

/**
 * The company's jobs for the browser: GET /api/companies/{companyId}/jobs (?kind, ?status,
 * ?limit), GET .../jobs/{jobId}, POST .../jobs/{jobId}/cancel, and GET .../jobs/{jobId}/events,
 * a stream of Server-Sent Events (`event: job`, the whole job as data) that ends once the job has
 * finished. A member sees the jobs they started; owners and admins see all; anything else is 404.
 */
export function jobRoutes(router: Router, services: Services, jobs: JobEngine): void {
  const member = (ctx: Context) => {
    const { companyId } = parseOr400(companyParams, { companyId: ctx.params.companyId });
    return requireMember(services, ctx, companyId);
  };
  const visibleJob = async (ctx: Context) => {
    const who = await member(ctx);
    const { jobId } = parseOr400(jobParams, { jobId: ctx.params.jobId });
    const job = jobs.get(who.companyId, jobId);
    if (!job || !mayOpenJob(who, job)) throw notFound('Job not found');
    return { who, job };
  };

  router.get('/companies/:companyId/jobs', async (ctx) => {
    const who = await member(ctx);
    const query = parseOr400(jobListQuerySchema, ctx.query);
    const visible = jobs
      .list(who.companyId, query)
      .filter((job) => mayOpenJob(who, job))
      .slice(0, query.limit);
    ctx.body = { jobs: visible };
  });

  router.get('/companies/:companyId/jobs/:jobId', async (ctx) => {
    ctx.body = { job: (await visibleJob(ctx)).job };
  });

  router.post('/companies/:companyId/jobs/:jobId/cancel', async (ctx) => {
    const { who, job } = await visibleJob(ctx);
    if (isJobFinished(job.status))
      throw new HttpError(409, { error: 'This job has already finished', job });
    ctx.body = { job: await jobs.cancel(who.companyId, job.id) };
  });

  router.get('/companies/:companyId/jobs/:jobId/events', async (ctx) => {
    const { job } = await visibleJob(ctx);
    const stream = new PassThrough();
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      // nginx would otherwise hold the events back in its buffer.
      'X-Accel-Buffering': 'no',
    });
    ctx.status = 200;
    ctx.body = stream;
    const send = (next: Job) => stream.write(`event: job\ndata: ${JSON.stringify(next)}\n\n`);
    stream.write('retry: 2000\n\n');
    send(job);
    if (isJobFinished(job.status)) {
      stream.end();
      return;
    }
    const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    keepAlive.unref();
    const close = () => {
      unsubscribe();
      clearInterval(keepAlive);
      stream.end();
    };
    const unsubscribe = jobs.subscribe(job.id, (next) => {
      send(next);
      if (isJobFinished(next.status)) close();
    });
    ctx.req.once('close', close);
  });
}
