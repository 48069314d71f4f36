import { Link } from 'react-router-dom';
import { Card } from '../ui';
import { AuthLayout } from './PublicLayout';

const pages = {
  terms: {
    title: 'Terms of Service',
    body: [
      'Keel is offered with a 7-day free trial; no credit card is needed to start. After the trial, plans start at $49/month.',
      'You own your company data. You are responsible for the accuracy of the payroll and tax figures you approve, and for whom you invite into your company.',
      'The operator of this Keel installation sets the remaining terms; ask them for the full text.',
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    body: [
      'Keel stores your account, your companies and their books on the server of this installation. Passwords are stored only as salted hashes; bank credentials and identity numbers are encrypted at rest.',
      'Your data is shared only with the members you invite into a company, with the role you give them.',
      'Keel loads no third-party trackers or external images.',
    ],
  },
} as const;

/** The terms or privacy page linked from sign-up. */
export function LegalPage({ page }: { page: keyof typeof pages }) {
  const { title, body } = pages[page];
  return (
    <AuthLayout>
      <Card className="k-auth-card">
        <h1>{title}</h1>
        {body.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p>
          <Link to="/signup">Back to sign-up</Link>
        </p>
      </Card>
    </AuthLayout>
  );
}
