import { Link } from 'react-router-dom';
import { confirmedShare, summarizeThreats } from '../../domain/threats/threatSummary';
import { useThreats } from '../hooks/useThreats';
import { FRAUD_PATH } from '../paths';
import '../fraud.css';

/**
 * The dashboard's fraud accuracy tile: the share of reviewed threats a person confirmed. Until a
 * threat has been reviewed there is no accuracy, and the tile says what would give one.
 */
export function FraudAccuracyTile() {
  const summary = summarizeThreats(useThreats());
  const share = confirmedShare(summary);
  return (
    <Link className="fraud-tile fraud-tile-link" to={FRAUD_PATH}>
      <span className="fraud-tile-term">Fraud Accuracy</span>
      <span className="fraud-tile-value">{share === null ? 'No reviews' : `${share}%`}</span>
      <span className="fraud-tile-note">
        {share === null
          ? 'Review a threat as fraud or safe to measure it'
          : `${summary.confirmed} of ${summary.reviewed} reviewed threats confirmed`}
      </span>
    </Link>
  );
}

export default FraudAccuracyTile;
