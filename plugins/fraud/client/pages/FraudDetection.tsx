export default function FraudDetection() {
  return null;
}
