/**
 * External addresses. The company website and the legal documents are not part of the SPA;
 * these are placeholders until the real addresses are known (spec 000 §2 'About us', 'Legal terms').
 */
export const COMPANY_SITE_URL = 'https://www.pharmatrace.example';

export const aboutUsLinks = [
  { label: 'Company', href: `${COMPANY_SITE_URL}/#company` },
  { label: 'Services', href: `${COMPANY_SITE_URL}/#services` },
  { label: 'Contact us', href: `${COMPANY_SITE_URL}/#contactus` },
] as const;

export const legalLinks = {
  termsOfSales: { label: 'Terms of Sales', href: `${COMPANY_SITE_URL}/legal/terms-of-sales.pdf` },
  privacyPolicy: { label: 'Privacy policy', href: `${COMPANY_SITE_URL}/legal/privacy-policy.pdf` },
  termsOfUse: { label: 'Terms of Use', href: `${COMPANY_SITE_URL}/legal/terms-of-use.pdf` },
} as const;

/** Base of every API call: same origin in production, proxied by Vite in development. */
export const API_BASE_URL = '/api';
