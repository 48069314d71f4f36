/** Why an e-mail could not be sent, in words for the user; no server details. */
export function sendFailureReason(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : '';
  if (code === 'EENVELOPE' || code === 'EMESSAGE')
    return 'The e-mail could not be sent: the mail server refused it';
  if (['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED'].includes(code))
    return 'The e-mail could not be sent: the mail server could not be reached';
  if (code === 'EAUTH') return 'The e-mail could not be sent: the mail server refused the sign-in';
  return 'The e-mail could not be sent';
}
