import type { Role } from '@keel/core/domain';
import type { UnavailableTopic } from '../../domain/questions/interpret';
import type { Installed } from '../tools/toolTypes';
import { capabilities, EXAMPLE } from './capabilities';

/** What the assistant says when it has no tool for a topic, and what it offers instead. */
export function unavailableText(
  topic: UnavailableTopic,
  role: Role,
  payroll: boolean,
  installed?: Installed,
): string {
  const can = `I can answer from your books: ${capabilities(payroll, installed)}.`;
  switch (topic) {
    case 'tax':
      return installed?.tax
        ? `This Tax Optimization does not share its opportunities with me, so I won't list any here: its Opportunities tab has them. Below are this year's expenses by account, which is where deductions come from; ask me what taxes you owe for your liabilities and deadlines.`
        : `I can't check taxes or look for missed deductions here: no tax plugin is installed in this workspace, and I won't guess at tax figures. Below are this year's expenses by account, which is where deductions come from.`;
    case 'fraud':
      return `I can't report fraud threats: no fraud detection plugin is installed in this workspace. ${can}`;
    case 'compliance':
      return `I can't report compliance status: no compliance plugin is installed in this workspace. ${can}`;
    case 'forecast':
      return `I don't forecast: I only state figures that are in your books. ${can}`;
    case 'how-to':
      return `I answer questions about your books' figures, not how-to questions: the user manual is not part of what I can read here. ${can} ${EXAMPLE}`;
    case 'payroll-no-access':
      return `Your role (${role}) does not include payroll, so I can't give payroll figures. ${can}`;
    case 'payroll-absent':
      return `Payroll is not installed in this workspace, so I have no payroll figures. ${can}`;
  }
}
