// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiFetch } from '@keel/core/client';
import { fakeFetch, type FakeRoutes } from '@keel/core/testing';
import { AttachmentList } from './AttachmentList';
import type { Attachment } from './attachmentsApi';

const PATH = '/api/companies/co1/transactions/t1/attachments';

const receipt: Attachment = {
  id: 'a1',
  name: 'Office Depot receipt.pdf',
  type: 'application/pdf',
  size: 48_213,
  createdAt: '2026-03-10T12:00:00.000Z',
  createdBy: 'u1',
};

/** An XMLHttpRequest the test drives: it records what was sent and answers when told. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

let restore: () => void = () => {};
function withApi(routes: FakeRoutes) {
  const fetch = fakeFetch(routes);
  restore = setApiFetch(fetch);
  return fetch;
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

const pdf = (name = 'lunch.pdf', size = 1000) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('AttachmentList', () => {
  it('lists the receipts with download links', async () => {
    withApi({ [`GET ${PATH}`]: { attachments: [receipt] } });
    render(<AttachmentList companyId="co1" transactionId="t1" canWrite />);
    const link = await screen.findByRole('link', { name: 'Office Depot receipt.pdf' });
    expect(link).toHaveAttribute('href', `${PATH}/a1`);
    expect(screen.getByText(/47 KB · added/)).toBeInTheDocument();
  });

  it('says so when nothing is attached, and offers no upload to a viewer', async () => {
    withApi({ [`GET ${PATH}`]: { attachments: [] } });
    render(<AttachmentList companyId="co1" transactionId="t1" canWrite={false} />);
    expect(await screen.findByText('No receipts attached yet')).toBeInTheDocument();
    expect(screen.queryByLabelText('Attach receipt')).not.toBeInTheDocument();
  });

  it('uploads a picked file, shows its progress and then lists it', async () => {
    withApi({ [`GET ${PATH}`]: { attachments: [] } });
    render(<AttachmentList companyId="co1" transactionId="t1" canWrite />);
    const input = await screen.findByLabelText('Attach receipt');
    expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
    await userEvent.upload(input, pdf());

    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({ method: 'POST', url: PATH, withCredentials: true });
    expect((xhr?.body?.get('file') as File).name).toBe('lunch.pdf');
    xhr?.progress(40, 100);
    const bar = screen.getByRole('progressbar', { name: 'Uploading lunch.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(input).toBeDisabled();

    xhr?.respond(201, { attachment: { ...receipt, id: 'a2', name: 'lunch.pdf', size: 1000 } });
    expect(await screen.findByRole('link', { name: 'lunch.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's message when an upload is refused", async () => {
    withApi({ [`GET ${PATH}`]: { attachments: [] } });
    render(<AttachmentList companyId="co1" transactionId="t1" canWrite />);
    await userEvent.upload(await screen.findByLabelText('Attach receipt'), pdf());
    FakeXhr.sent[0]?.respond(415, {
      error: 'Only images (JPEG, PNG, GIF, WebP, HEIC) and PDF files can be attached',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only images (JPEG, PNG, GIF, WebP, HEIC) and PDF files can be attached',
    );
    expect(screen.getByLabelText('Attach receipt')).toHaveAccessibleDescription(
      'Only images (JPEG, PNG, GIF, WebP, HEIC) and PDF files can be attached',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('refuses a file over 20 MB before sending it', async () => {
    withApi({ [`GET ${PATH}`]: { attachments: [] } });
    render(<AttachmentList companyId="co1" transactionId="t1" canWrite />);
    await userEvent.upload(
      await screen.findByLabelText('Attach receipt'),
      pdf('scan.pdf', 20 * 1024 * 1024 + 1),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The file is larger than 20 MB; attach a smaller file',
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('deletes a receipt after asking, and reports a refused delete', async () => {
    const other = { ...receipt, id: 'a2', name: 'parking.png', type: 'image/png' };
    const fetch = withApi({
      [`GET ${PATH}`]: { attachments: [receipt, other] },
      [`DELETE ${PATH}/a1`]: [204, undefined],
      [`DELETE ${PATH}/a2`]: [403, { error: 'Your role does not allow this' }],
    });
    render(<AttachmentList companyId="co1" transactionId="t1" canWrite />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Office Depot receipt.pdf' }),
    );
    const confirm = screen.getByRole('group', {
      name: 'Confirm deleting Office Depot receipt.pdf',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(
      screen.queryByRole('link', { name: 'Office Depot receipt.pdf' }),
    ).not.toBeInTheDocument();
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toContain(`DELETE ${PATH}/a1`);

    await userEvent.click(screen.getByRole('button', { name: 'Delete parking.png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'parking.png was not deleted: Your role does not allow this',
    );
    expect(screen.getByRole('link', { name: 'parking.png' })).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    withApi({
      [`GET ${PATH}`]: () =>
        fail ? [404, { error: 'Transaction not found' }] : { attachments: [receipt] },
    });
    render(<AttachmentList companyId="co1" transactionId="t1" canWrite={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The attachments could not be loaded: Transaction not found',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'Office Depot receipt.pdf' }),
    ).toBeInTheDocument();
  });
});
