import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Sparkles } from 'lucide-react';

/** The brand link shown on every public page. */
export function Brand() {
  return (
    <Link to="/" className="k-brand">
      <Sparkles size={20} aria-hidden /> Keel
    </Link>
  );
}

/** Frame of the sign-up, login and other single-card public pages. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="k-public">
      <header className="k-topbar">
        <Brand />
      </header>
      <main className="k-auth">{children}</main>
    </div>
  );
}
