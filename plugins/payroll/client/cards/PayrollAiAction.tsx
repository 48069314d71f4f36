import { useNavigate } from 'react-router-dom';
import { Button } from '@keel/core/client';

/** Payroll AI in the dashboard's AI Operations Center: opens the payroll wizard. */
export function PayrollAiAction() {
  const navigate = useNavigate();
  return (
    <Button variant="secondary" onClick={() => void navigate('/payroll-ai')}>
      Payroll AI
    </Button>
  );
}

export default PayrollAiAction;
