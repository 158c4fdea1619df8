import type { ProjectVersion } from '@pharmatrace/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { renderWithProviders } from '@/testing/test-utils';
import { StaffProjectNotice } from '../staff-project-notice';

/**
 * Issue #27: the version history above a staff screen writes its times as the page's language
 * does. A French screen showed '08:57 AM' (the browser's American way); it shows '08:57'.
 */

// 08:57 and 20:05 in the reader's own time zone, whichever zone the tests run in.
const morning = new Date(2026, 10, 26, 8, 57);
const evening = new Date(2026, 10, 26, 20, 5);

const versions: ProjectVersion[] = [
  {
    version: 2,
    action: 'amended',
    statusBefore: 'ONGOING',
    statusAfter: 'ONGOING',
    author: { id: 'staff_1', name: 'Sam Staff', role: 'STAFF' },
    createdAt: evening.toISOString(),
  },
  {
    version: 1,
    action: 'submit',
    statusBefore: 'DRAFT',
    statusAfter: 'ONGOING',
    author: { id: 'user_1', name: 'Claire Client', role: 'MAIN' },
    createdAt: morning.toISOString(),
  },
];

const project = { id: 'p1', status: 'ONGOING', client: { companyName: 'Pharma Nord' }, versions };

/** The browser's own way with a time (the tests' Node runs in 'en-US': '08:57 AM'). */
const browserTime = (date: Date) =>
  date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

afterEach(() => setLanguage('en'));

describe("the staff's version history (issue #12, #27)", () => {
  it('writes its times 24 h on a French screen, never with AM or PM', async () => {
    setLanguage('fr');
    renderWithProviders(<StaffProjectNotice kind="SUBSTANCE" project={project} />);
    expect(
      await screen.findByText(
        'Version 1 : Soumis par Claire Client (client), 26/11/2026 08:57 (Brouillon → En cours)',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Version 2 : Modifié par Sam Staff (équipe), 26/11/2026 20:05'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Historique des versions' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d\s?[AP]M\b/);
  });

  it('keeps the English screen as it was: the browser’s own time', async () => {
    renderWithProviders(<StaffProjectNotice kind="SUBSTANCE" project={project} />);
    expect(
      await screen.findByText(
        `Version 1: Submitted by Claire Client (client), 26/11/2026 ${browserTime(morning)} (Draft → On-going)`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Version 2: Amended by Sam Staff (staff), 26/11/2026 ${browserTime(evening)}`),
    ).toBeInTheDocument();
  });
});
