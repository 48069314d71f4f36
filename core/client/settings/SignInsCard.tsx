import { useEffect, useState } from 'react';
import { api, type SignIn } from '../api';
import { Card, EmptyState, Spinner } from '../ui';

/** Recent sign-ins of the user, newest first. */
export function SignInsCard() {
  const [items, setItems] = useState<SignIn[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api.signIns().then(
      (res) => setItems(Array.isArray(res) ? res : res.signIns),
      () => setFailed(true),
    );
  }, []);
  return (
    <Card title="Recent sign-ins">
      {failed && (
        <p className="k-form-error" role="alert">
          Could not load your sign-ins.
        </p>
      )}
      {!failed && !items && <Spinner label="Loading sign-ins..." showLabel />}
      {items?.length === 0 && <EmptyState title="No sign-ins recorded yet" />}
      {items && items.length > 0 && (
        <table className="k-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Device</th>
              <th scope="col">IP address</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {items.map((s, i) => (
              <tr key={`${s.at}-${i}`}>
                <td>{new Date(s.at).toLocaleString()}</td>
                <td>{s.userAgent ?? 'Unknown'}</td>
                <td>{s.ip ?? '—'}</td>
                <td>{s.success === false ? 'Failed' : 'Signed in'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
