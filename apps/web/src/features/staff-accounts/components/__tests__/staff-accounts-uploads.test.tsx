import type { ProjectDocuments } from '@pharmatrace/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { ProjectDocumentsPage } from '../project-documents-page';
import {
  currentStructureUpload,
  emptyAudit,
  substanceDocuments as project,
  stubDocumentsPage,
} from './staff-accounts-fixtures';

describe('a project’s documents page: uploads (issue #13)', { timeout: 150_000 }, () => {
  it('uploads the report of a completed project and shows it current in the history', async () => {
    const completed = { ...project, status: 'COMPLETED' };
    const { calls } = stubApi(({ method, url }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
      if (method === 'GET' && url === '/api/admin/substance/p1/documents')
        return jsonResponse(200, completed);
      if (method === 'POST' && url === '/api/admin/substance/p1/report')
        return jsonResponse(200, {
          ...completed,
          documents: [
            {
              kind: 'REPORT',
              fileId: 'f1',
              filename: 'report.pdf',
              url: '/api/files/f1?expires=1&signature=x',
              current: true,
              uploadedAt: '2026-11-25T10:00:00.000Z',
              uploadedBy: 'Pharmatrace staff',
            },
          ],
        });
      return undefined;
    });
    const { user } = renderWithProviders(<ProjectDocumentsPage kind="substance" id="p1" />, {
      path: '/admin/documents/x/y',
    });
    await screen.findByRole('heading', { name: 'diclofenac', level: 1 });
    await user.upload(
      screen.getByLabelText('Upload report'),
      new File(['%PDF-1.4 test'], 'report.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Report uploaded')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/substance/p1/report')).toBe(true);
    const history = screen.getByRole('table', { name: 'Report and invoice history' });
    expect(within(history).getByRole('link', { name: 'report.pdf' })).toBeInTheDocument();
    expect(within(history).getByText('Current')).toBeInTheDocument();
  });

  it('lists a footprint’s uploaded files: field, name as a download link, type, size, date, author, in use', async () => {
    const footprint: ProjectDocuments = {
      ...project,
      kind: 'CARBON',
      name: 'Ibuprofen API',
      uploads: [
        { ...currentStructureUpload, filename: 'structure-corrected.pdf' },
        {
          field: 'reportDataDownloadMolecularStructure',
          fileId: 'f1',
          filename: 'structure.docx',
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          sizeBytes: 1_150_000,
          uploadedAt: '2026-11-24T10:00:00.000Z',
          uploadedBy: 'Hugo Lefebvre',
          current: false,
          pending: false,
          url: '/api/files/f1?expires=1&signature=y',
        },
      ],
    };
    stubDocumentsPage(footprint);
    renderWithProviders(<ProjectDocumentsPage kind="carbon" id="p1" />, { path: '/admin/documents/x/y' });
    const table = await screen.findByRole('table', { name: 'First part files' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      [
        'structure-corrected.pdf',
        'Molecular structure',
        'PDF',
        '48 kB',
        '26/11/2026',
        'Pharmatrace staff',
        'Current',
      ],
      [
        'structure.docx',
        'Molecular structure',
        'Word (.docx)',
        '1.1 MB',
        '24/11/2026',
        'Hugo Lefebvre',
        'Replaced',
      ],
    ]);
    expect(within(table).getByRole('link', { name: 'structure-corrected.pdf' })).toHaveAttribute(
      'href',
      '/api/files/f2?expires=1&signature=x',
    );
  });

  it('says plainly which file is current while a replacement waits for the footprint to be saved (issue #39)', async () => {
    const footprint: ProjectDocuments = {
      ...project,
      kind: 'CARBON',
      name: 'Ibuprofen API',
      uploads: [
        currentStructureUpload,
        {
          ...currentStructureUpload,
          fileId: 'f3',
          filename: 'structure-v3.pdf',
          uploadedAt: '2026-11-27T10:00:00.000Z',
          current: false,
          pending: true,
          url: '/api/files/f3?expires=1&signature=z',
        },
      ],
    };
    stubDocumentsPage(footprint);
    renderWithProviders(<ProjectDocumentsPage kind="carbon" id="p1" />, { path: '/admin/documents/x/y' });
    const section = await screen.findByRole('region', { name: 'First part files' });
    const table = within(section).getByRole('table', { name: 'First part files' });
    const inUse = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [row.children[0]?.textContent, row.children[6]?.textContent]);
    expect(inUse).toEqual([
      ['structure.pdf', 'Current'],
      ['structure-v3.pdf', 'Not in use yet'],
    ]);
    expect(within(section).getByRole('alert')).toHaveTextContent(
      "A file sent with 'Replace' on the footprint is in use once its changes are saved",
    );
  });

  it('says so when a footprint has no uploaded file', async () => {
    stubApi(({ url }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
      if (url === '/api/admin/carbon/p1/documents') return jsonResponse(200, { ...project, kind: 'CARBON' });
      return undefined;
    });
    renderWithProviders(<ProjectDocumentsPage kind="carbon" id="p1" />, { path: '/admin/documents/x/y' });
    const section = await screen.findByRole('region', { name: 'First part files' });
    expect(within(section).getByText('No first part file yet.')).toBeInTheDocument();
  });
});
