// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Job } from '@keel/core/domain';
import { renderInWorkspace, SAMPLE_COMPANY_ID } from '@keel/core/testing';
import { JobProgress } from './JobProgress';
import { LOST_CONTACT, useJob } from './useJob';

const base = `/api/companies/${SAMPLE_COMPANY_ID}/jobs/job-1`;

const job = (over: Partial<Job> = {}): Job => ({
  id: 'job-1',
  companyId: SAMPLE_COMPANY_ID,
  kind: 'fraud.scan',
  status: 'queued',
  progress: 0,
  message: 'Waiting to start',
  result: null,
  error: null,
  startedBy: 'u-ada',
  scheduleId: null,
  attempts: 0,
  createdAt: '2026-11-25T12:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  cancelRequested: false,
  ...over,
});

/** An event stream the test writes to, as the server's /events answer. */
function eventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (next: Job) =>
      act(async () => {
        controller?.enqueue(encoder.encode(`event: job\ndata: ${JSON.stringify(next)}\n\n`));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
    end: () => act(async () => controller?.close()),
  };
}

function FraudScan({ jobId }: { jobId: string }) {
  const { job, error, cancel, cancelling } = useJob(jobId);
  return (
    <>
      {error ? <p>{error}</p> : null}
      {job ? (
        <JobProgress job={job} label="Fraud scan" onCancel={cancel} cancelling={cancelling} />
      ) : null}
    </>
  );
}

describe('useJob and JobProgress', () => {
  it('follow a job live from queued to cancelled, with its progress in words', async () => {
    const stream = eventStream();
    const { api } = renderInWorkspace(<FraudScan jobId="job-1" />, {
      api: {
        [`GET ${base}/events`]: () => stream.response,
        [`POST ${base}/cancel`]: {
          job: job({
            status: 'running',
            progress: 0.4,
            cancelRequested: true,
            message: 'Cancelling',
          }),
        },
      },
    });
    await stream.send(job());
    const scan = await screen.findByRole('group', { name: 'Fraud scan' });
    expect(scan).toHaveTextContent('Waiting to start');
    const bar = screen.getByRole('progressbar', { name: 'Fraud scan' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    await stream.send(
      job({ status: 'running', progress: 0.4, message: 'Checked 200 of 500 transactions' }),
    );
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%: Checked 200 of 500 transactions');
    expect(scan).toHaveTextContent('40%');
    expect(scan).toHaveTextContent('Checked 200 of 500 transactions');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'POST' && c.url === `${base}/cancel`)).toBe(true);
    expect(await screen.findByRole('button', { name: 'Cancelling…' })).toBeDisabled();

    await stream.send(job({ status: 'cancelled', progress: 0.4, message: 'Cancelled' }));
    await stream.end();
    expect(scan).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
    // A finished job's stream is not opened again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.calls.filter((c) => c.url === `${base}/events`)).toHaveLength(1);
  });

  it('shows the error of a failed job, and no Cancel', async () => {
    const stream = eventStream();
    renderInWorkspace(<FraudScan jobId="job-1" />, {
      api: { [`GET ${base}/events`]: () => stream.response },
    });
    await stream.send(job({ status: 'failed', progress: 0.7, error: 'The bank feed is down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bank feed is down');
    expect(screen.getByRole('group', { name: 'Fraud scan' })).toHaveTextContent('Failed');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('reconnects when the stream drops before the job has finished', async () => {
    const streams = [eventStream(), eventStream()];
    let opened = 0;
    const { api } = renderInWorkspace(<FraudScan jobId="job-1" />, {
      api: { [`GET ${base}/events`]: () => (streams[opened++] ?? eventStream()).response },
    });
    await streams[0]?.send(job({ status: 'running', progress: 0.2, message: 'Checked 100' }));
    await streams[0]?.end();
    await waitFor(() => expect(opened).toBe(2), { timeout: 3000 });
    await streams[1]?.send(job({ status: 'done', progress: 1, message: 'Done' }));
    expect(screen.getByRole('group', { name: 'Fraud scan' })).toHaveTextContent('Done');
    expect(api.calls.filter((c) => c.url === `${base}/events`)).toHaveLength(2);
  });

  it('says so when the job is not there, and does not retry', async () => {
    const { api } = renderInWorkspace(<FraudScan jobId="job-1" />, {
      api: { [`GET ${base}/events`]: [404, { error: 'Job not found' }] },
    });
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.calls).toHaveLength(1);
  });

  it('tells of a lost connection and keeps the last progress shown', async () => {
    const stream = eventStream();
    let opened = 0;
    renderInWorkspace(<FraudScan jobId="job-1" />, {
      api: {
        [`GET ${base}/events`]: () => {
          opened += 1;
          if (opened === 1) return stream.response;
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await stream.send(job({ status: 'running', progress: 0.5, message: 'Half way' }));
    await stream.end();
    expect(await screen.findByText(LOST_CONTACT, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fraud scan' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });
});
