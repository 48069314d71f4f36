// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInWorkspace } from '@keel/core/testing';
import { trainingCatalog } from '../../domain/catalog/catalog';
import { plugin } from '../../plugin';
import { accountingDone, fakeTrainingApi } from '../fixtures/fakeTrainingApi';
import { AiTraining } from './AiTraining';

function renderPage(progress = accountingDone()) {
  return renderInWorkspace(<AiTraining />, {
    manifests: [plugin],
    route: '/ai-training',
    api: fakeTrainingApi(progress),
  });
}

const firstPayrollLesson = trainingCatalog[1]!.lessons[0]!;

describe('the Training Center', () => {
  it('shows the figures from the server and searches modules by title, description or category', async () => {
    renderPage();
    const figures = await screen.findByLabelText('Training figures');
    expect(within(figures).getByText('Modules Available').nextSibling).toHaveTextContent('5');
    expect(within(figures).getByText('Completed').nextSibling).toHaveTextContent('1');
    expect(within(figures).getByText('Study Hours').nextSibling).toHaveTextContent('2.5');
    const search = screen.getByLabelText('Search modules');
    const found = () =>
      within(screen.getByRole('region', { name: 'Modules found' }))
        .getAllByRole('heading')
        .map((h) => h.textContent);
    // The category (Security), and Payroll Mastery's description (Social Security).
    await userEvent.type(search, 'security');
    expect(found()).toEqual(['Payroll Mastery', 'Fraud Detection']);
    await userEvent.clear(search);
    await userEvent.type(search, 'benford');
    expect(found()).toEqual(['Fraud Detection']);
    await userEvent.type(search, ' zebra');
    expect(screen.getByText('No module matches')).toBeInTheDocument();
  });

  it('starts a lesson, explains a wrong answer, and completes it when every answer is right', async () => {
    renderPage();
    const payroll = await screen.findByRole('article', { name: 'Payroll Mastery' });
    await userEvent.click(within(payroll).getByRole('button', { name: 'View Module' }));
    const dialog = screen.getByRole('dialog', { name: 'Payroll Mastery' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: `Start Lesson: ${firstPayrollLesson.title}` }),
    );
    expect(await screen.findByText('Your AI training session has begun!')).toBeInTheDocument();
    const questions = firstPayrollLesson.questions;
    // Every answer right but the first.
    for (const [q, question] of questions.entries()) {
      const group = within(dialog).getByRole('group', { name: question.prompt });
      const pick = q === 0 ? (question.answer + 1) % question.choices.length : question.answer;
      await userEvent.click(within(group).getByRole('radio', { name: question.choices[pick] }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check Answers' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `${questions.length - 1} of ${questions.length} right`,
    );
    expect(within(dialog).getByText(questions[0]!.explanation)).toBeInTheDocument();

    const first = within(dialog).getByRole('group', { name: questions[0]!.prompt });
    await userEvent.click(
      within(first).getByRole('radio', { name: questions[0]!.choices[questions[0]!.answer] }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check Answers' }));
    expect(
      await screen.findByText("Great job! You've earned progress points.", {
        selector: '[role=status]',
      }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Lessons' }));
    expect(within(dialog).getByText('✓ Completed')).toBeInTheDocument();
  });

  it('keeps a locked module’s lessons shut, naming the modules to finish first', async () => {
    renderPage();
    const tax = await screen.findByRole('article', { name: 'Tax Optimization' });
    expect(within(tax).getByText('Complete Payroll Mastery first')).toBeInTheDocument();
    await userEvent.click(within(tax).getByRole('button', { name: 'View Module' }));
    const dialog = screen.getByRole('dialog', { name: 'Tax Optimization' });
    expect(within(dialog).getByRole('note')).toHaveTextContent('Complete Payroll Mastery first');
    for (const button of within(dialog).getAllByRole('button', { name: /^Start Lesson/ }))
      expect(button).toBeDisabled();
  });
});
