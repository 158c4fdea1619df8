/**
 * 'jane.doe@example.com' → 'j***@e***.com': enough for the user to recognise the address,
 * too little to learn it (spec 000 §4 forgot password; CodeDeliveryDetails.Destination).
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const labels = domain.split('.');
  const tld = labels.length > 1 ? labels.pop() : '';
  const host = labels.join('.');
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld ? `.${tld}` : ''}`;
}
