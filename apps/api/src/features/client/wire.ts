import type { Client } from '@pharmatrace/domain';
import type { clients } from '../../db/schema';

type ClientRow = typeof clients.$inferSelect;

/**
 * The client entity of spec 000 §3 as the wire names it, but for its documents: the client's own
 * answer adds signed links (service.ts), staff's account page the documents' names and history
 * (accounts/account-store.ts). One place, so that both read a row the same way.
 */
export function clientEntityOf(row: ClientRow): Omit<Client, 'subscriptionsUrl' | 'pricingUrl'> {
  return {
    id: row.id,
    companyName: row.companyName,
    contactName: row.contactName,
    phone: row.phone,
    email: row.email,
    companylegalName: row.companyLegalName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    addressLine3: row.addressLine3,
    accountType: row.accountType,
    subscriptionStartDate: row.subscriptionStartDate,
    subscriptionEndDate: row.subscriptionEndDate,
    prepaidAmount: row.prepaidAmount === null ? null : Number(row.prepaidAmount),
  };
}
