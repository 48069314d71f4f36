import { useState, type FormEvent } from 'react';
import { totpVerifyRequestSchema } from '@keel/core/domain';
import { api, isApiError, zodFieldErrors, type TotpSetup } from '../api';
import { useSession, useUser } from '../session';
import { Badge, Button, Card, Input, useToast } from '../ui';

const messageOf = (e: unknown, fallback: string) =>
  isApiError(e) ? (Object.values(e.fields)[0] ?? e.error ?? fallback) : fallback;

/** Two-factor sign-in: enrol with a QR code, confirm a code, show recovery codes once, disable. */
export function TwoFactorCard() {
  const user = useUser();
  const { refresh } = useSession();
  const { toast } = useToast();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (e) {
      setError(messageOf(e, fallback));
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => setSetup(await api.totpSetup()), 'Could not start two-factor setup.');

  const confirm = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = totpVerifyRequestSchema.safeParse({
      code: new FormData(e.currentTarget).get('code'),
    });
    if (!parsed.success) return setError(zodFieldErrors(parsed.error).code);
    void run(async () => {
      setCodes((await api.totpEnable(parsed.data.code)).recoveryCodes);
      setSetup(null);
      await refresh();
      toast({
        title: 'Two-factor enabled',
        description: 'Your account now asks for a code at sign-in.',
      });
    }, 'That code did not match. Try again.');
  };

  const disable = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    void run(async () => {
      await api.totpDisable(password);
      await refresh();
      toast({ title: 'Two-factor disabled', description: 'Sign-in no longer asks for a code.' });
    }, 'Could not disable two-factor.');
  };

  return (
    <Card
      title="Two-factor authentication"
      actions={
        <Badge tone={user.totpEnabled ? 'success' : 'neutral'}>
          {user.totpEnabled ? 'On' : 'Off'}
        </Badge>
      }
    >
      {codes && (
        <div role="region" aria-label="Recovery codes">
          <p>
            <strong>Save these recovery codes now.</strong> Each works once if you lose your device;
            they are not shown again.
          </p>
          <ul style={{ fontFamily: 'monospace', columns: 2 }}>
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => setCodes(null)}>
            I have saved my recovery codes
          </Button>
        </div>
      )}
      {!codes && !user.totpEnabled && !setup && (
        <>
          <p className="k-muted">Protect your account with a code from an authenticator app.</p>
          <Button onClick={start} disabled={busy}>
            Enable two-factor
          </Button>
          {error && (
            <p className="k-field-error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
      {setup && (
        <form className="k-form" onSubmit={confirm} noValidate style={{ maxWidth: 420 }}>
          <p>
            Scan this QR code with your authenticator app, then enter the 6-digit code it shows.
          </p>
          <img
            src={setup.qrDataUrl}
            alt="QR code for your authenticator app"
            width={180}
            height={180}
          />
          <p className="k-muted">
            Or enter this key by hand: <code>{setup.secret}</code>
          </p>
          <Input
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={error}
          />
          <div>
            <Button type="submit" disabled={busy}>
              Confirm code
            </Button>
          </div>
        </form>
      )}
      {!codes && user.totpEnabled && (
        <form className="k-form" onSubmit={disable} noValidate style={{ maxWidth: 420 }}>
          <p className="k-muted">Two-factor is on. To turn it off, confirm your password.</p>
          <Input
            label="Password to disable two-factor"
            name="password"
            type="password"
            autoComplete="current-password"
            error={error}
          />
          <div>
            <Button type="submit" variant="destructive" disabled={busy}>
              Disable two-factor
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
