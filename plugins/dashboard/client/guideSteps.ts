import type { Member, Invite, User, Role } from '@keel/core/domain';

/** One step of the quick guide. */
export interface GuideStep {
  id: string;
  title: string;
  description: string;
  path: string;
  /** True when the company's real state already shows the step is done. */
  autoDone: boolean;
  /** A step each person does for themselves (their profile, their two-factor), ticked per person. */
  personal: boolean;
}

/** What the guide looks at. */
export interface GuideFacts {
  user: User;
  role: Role | null;
  members: Member[] | null;
  invites: Invite[] | null;
}

const accountantRoles: Role[] = ['accountant', 'cpa', 'bookkeeper'];

/** The quick-guide steps for this person, each marked done when real state shows it. */
export function guideSteps({ user, role, members, invites }: GuideFacts): GuideStep[] {
  const manager = role === 'owner' || role === 'admin';
  const hasAccountant =
    !!members?.some((m) => accountantRoles.includes(m.role)) ||
    !!invites?.some((i) => accountantRoles.includes(i.role));
  const steps: GuideStep[] = [];
  if (manager) {
    steps.push({
      id: 'invite-accountant',
      title: 'Invite your accountant',
      description: 'Give your accountant, bookkeeper or CPA their own access in Company Settings.',
      path: '/settings/company',
      autoDone: hasAccountant,
      personal: false,
    });
  }
  steps.push(
    {
      id: 'enable-two-factor',
      title: 'Enable two-factor sign-in',
      description: 'Protect the books with a code from an authenticator app.',
      path: '/settings/account',
      autoDone: user.totpEnabled,
      personal: true,
    },
    {
      id: 'complete-profile',
      title: 'Complete your profile',
      description: 'Add your phone number so your team can reach you.',
      path: '/settings/profile',
      autoDone: !!user.phone.trim(),
      personal: true,
    },
  );
  if (manager) {
    steps.push({
      id: 'review-company',
      title: 'Review your company details',
      description: 'Check the company name and business type everyone sees.',
      path: '/settings/company',
      autoDone: false,
      personal: false,
    });
  }
  return steps;
}

/** The guideProgress row of a step: shared by the company, or the person's own. */
export function guideRowId(step: GuideStep, userId: string): string {
  return step.personal ? `${userId}.${step.id}` : step.id;
}
