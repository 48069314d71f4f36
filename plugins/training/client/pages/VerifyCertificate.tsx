import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Input, isApiError, pluginApi, Spinner } from '@keel/core/client';
import type { CertificateVerification } from '../../domain/certificates/schema';
import { trainingRoutes } from '../../domain/routes';
import { plugin } from '../../plugin';
import '../training.css';

const api = pluginApi(plugin);

type Check =
  | { state: 'checking' }
  | { state: 'answered'; answer: CertificateVerification }
  | { state: 'malformed'; message: string }
  | { state: 'failed' };

/** What the server answered for a code, whatever its status. */
async function check(code: string): Promise<Check> {
  try {
    return {
      state: 'answered',
      answer: await api.call(trainingRoutes.verifyCertificate, { code }),
    };
  } catch (error) {
    if (isApiError(error, 404) && error.data.valid === false)
      return {
        state: 'answered',
        answer: { valid: false, code: String(error.data.code), message: error.error ?? '' },
      };
    if (isApiError(error, 400) && error.fields.code)
      return { state: 'malformed', message: error.fields.code };
    return { state: 'failed' };
  }
}

/**
 * /verify/:code, public: whether a Keel training certificate with this code exists, and only what
 * it states (name, module, date), for an employer or anyone the holder shows it to.
 */
export function VerifyCertificate() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [result, setResult] = useState<Check>({ state: 'checking' });
  const [typed, setTyped] = useState(code);

  useEffect(() => {
    let live = true;
    setResult({ state: 'checking' });
    setTyped(code);
    void check(code).then((answer) => {
      if (live) setResult(answer);
    });
    return () => {
      live = false;
    };
  }, [code]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    if (next) void navigate(`/verify/${encodeURIComponent(next)}`);
  };

  return (
    <Card className="k-auth-card training-verify">
      <h1>Certificate check</h1>
      {result.state === 'checking' && <Spinner label="Checking the certificate" />}
      {result.state === 'answered' && result.answer.valid && (
        <section aria-label="Certificate">
          <p className="training-right">
            <strong>Valid.</strong> This Keel Training Center certificate exists.
          </p>
          <dl className="training-certificate-facts">
            <div>
              <dt>Name</dt>
              <dd>{result.answer.name}</dd>
            </div>
            <div>
              <dt>Module</dt>
              <dd>{result.answer.module}</dd>
            </div>
            <div>
              <dt>Issued</dt>
              <dd>{result.answer.date}</dd>
            </div>
            <div>
              <dt>Verification code</dt>
              <dd>
                <code>{result.answer.code}</code>
              </dd>
            </div>
          </dl>
        </section>
      )}
      {result.state === 'answered' && !result.answer.valid && (
        <p role="alert" className="training-wrong">
          <strong>Not valid.</strong> {result.answer.message}.
        </p>
      )}
      {result.state === 'malformed' && (
        <p role="alert" className="training-wrong">
          {result.message}.
        </p>
      )}
      {result.state === 'failed' && (
        <p role="alert">The check could not be made; try again in a moment.</p>
      )}
      <form className="k-form" onSubmit={submit} aria-label="Check another code">
        <Input
          label="Verification code"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="KEEL-XXXX-XXXX-XXXX"
          autoComplete="off"
        />
        <Button type="submit">Check</Button>
      </form>
    </Card>
  );
}

export default VerifyCertificate;
