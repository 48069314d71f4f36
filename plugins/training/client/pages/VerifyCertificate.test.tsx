// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { fakeVerifyApi, SAMPLE_CODE } from '../fixtures/fakeTrainingApi';
import { VerifyCertificate } from './VerifyCertificate';

function renderCheck(code: string) {
  return renderInWorkspace(
    <Routes>
      <Route path="/verify/:code" element={<VerifyCertificate />} />
    </Routes>,
    { user: null, manifests: [plugin], route: `/verify/${code}`, api: fakeVerifyApi() },
  );
}

describe('the public certificate check', () => {
  it('states what a valid certificate states, and checks another code typed in', async () => {
    renderCheck(SAMPLE_CODE);
    const certificate = await screen.findByRole('region', { name: 'Certificate' });
    expect(certificate).toHaveTextContent('Valid.');
    expect(certificate).toHaveTextContent('Ada Lovelace');
    expect(certificate).toHaveTextContent('Accounting Fundamentals');
    expect(certificate).toHaveTextContent('2026-11-25');

    const field = screen.getByLabelText('Verification code');
    await userEvent.clear(field);
    await userEvent.type(field, 'KEEL-0000-0000-0000');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not valid. No Keel certificate has the code KEEL-0000-0000-0000.',
    );
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });

  it('says what a code looks like when given something else', async () => {
    renderCheck('hello');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A verification code looks like KEEL-XXXX-XXXX-XXXX.',
    );
  });
});
