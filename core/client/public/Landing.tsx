import { useNavigate } from 'react-router-dom';
import { Bot, ShieldCheck, BarChart3 } from 'lucide-react';
import { Button, Card } from '../ui';
import { Brand } from './PublicLayout';

const highlights = [
  { icon: Bot, title: 'AI-Powered', text: 'Automated payroll processing' },
  { icon: ShieldCheck, title: 'Fraud Detection', text: 'Advanced security monitoring' },
  { icon: BarChart3, title: 'Smart Analytics', text: 'Real-time financial insights' },
];

/** The landing view shown to signed-out visitors (spec 2.1). */
export function Landing() {
  const navigate = useNavigate();
  const startTrial = () => navigate('/signup');
  return (
    <div className="k-public">
      <header className="k-topbar">
        <Brand />
        <nav aria-label="Main">
          <a href="#features">Features</a>
          <a href="#pricing">Pricing</a>
          <a href="#about">About</a>
          <Button variant="secondary" onClick={() => navigate('/login')}>
            Log In
          </Button>
        </nav>
      </header>
      <main>
        <section className="k-hero">
          <h1>AI-powered payroll and accounting</h1>
          <p className="k-hero-lead">
            Payroll, bookkeeping, tax and compliance in one workspace that you and your accountant
            edit live together.
          </p>
          <Button size="lg" onClick={startTrial}>
            Start 7-Day Free Trial
          </Button>
          <p className="k-muted">7-day free trial, no credit card required.</p>
          <div className="k-highlights" id="features">
            {highlights.map(({ icon: Icon, title, text }) => (
              <Card
                key={title}
                title={
                  <span>
                    <Icon size={18} aria-hidden /> {title}
                  </span>
                }
              >
                <p className="k-muted">{text}</p>
              </Card>
            ))}
          </div>
        </section>
        <section className="k-section" id="pricing" aria-labelledby="pricing-title">
          <h2 id="pricing-title">Pricing</h2>
          <p>
            Try everything free for 7 days with no credit card. After the trial, plans start at
            $49/month.
          </p>
        </section>
        <section className="k-section" id="about" aria-labelledby="about-title">
          <h2 id="about-title">About</h2>
          <p>
            Keel is a payroll and accounting platform for business owners and the accountants,
            bookkeepers and CPAs who work with them: automated payroll, bookkeeping, tax
            optimization, fraud detection and compliance monitoring.
          </p>
        </section>
      </main>
    </div>
  );
}
