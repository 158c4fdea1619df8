import { projectDocumentChanges } from '@pharmatrace/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { ChangeList } from '../change-list';

/** Issue #39: 'What changed' names a changed file by its name, linked where the viewer may download it. */

const oldKey = '7e82e5ce-1c1e-4a55-9d3f-0d5c2a7b1e01';
const newKey = 'cf251026-6b0e-4f2a-8c4d-3e9a1f7d2b02';
const { changes, total } = projectDocumentChanges(
  'CARBON',
  { name: 'Paracetamol API', reportDataDownloadMolecularStructure: oldKey },
  { name: 'Paracetamol API', reportDataDownloadMolecularStructure: newKey },
);

const metadata = (Key: string, filename: string) => ({
  Key,
  name: 'reportDataDownloadMolecularStructure',
  filename,
  sizeBytes: 1200,
  contentType: 'application/pdf',
  url: `/api/files/${Key}?expires=1&signature=x`,
});

describe("'What changed' on a footprint's files", () => {
  it("shows the client both files by name, each a link to the client's own download", async () => {
    stubApi(({ url }) => {
      if (url === '/api/countries') return jsonResponse(200, []);
      if (url === `/api/carbon/upload/${oldKey}`)
        return jsonResponse(200, metadata(oldKey, 'structure-v1.pdf'));
      if (url === `/api/carbon/upload/${newKey}`)
        return jsonResponse(200, metadata(newKey, 'structure-v2.pdf'));
      return undefined;
    });
    renderWithProviders(<ChangeList changes={changes} total={total} />);
    const before = await screen.findByRole('link', { name: 'structure-v1.pdf' });
    const after = await screen.findByRole('link', { name: 'structure-v2.pdf' });
    expect(before).toHaveAttribute('href', `/api/files/${oldKey}?expires=1&signature=x`);
    expect(after).toHaveAttribute('href', `/api/files/${newKey}?expires=1&signature=x`);
    expect(document.body.textContent).not.toContain('7e82e5ce');
    expect(document.body.textContent).not.toContain('cf251026');
  });

  it("reads staff's files through staff's route for the project, and never shows a key it cannot read", async () => {
    stubApi(({ url }) => {
      if (url === '/api/countries') return jsonResponse(200, []);
      if (url === `/api/admin/carbon/p1/upload/${newKey}`)
        return jsonResponse(200, metadata(newKey, 'structure-v2.pdf'));
      if (url === `/api/admin/carbon/p1/upload/${oldKey}`)
        return apiErrorResponse(404, { message: 'File not found', code: 'NOT_FOUND' });
      return undefined;
    });
    renderWithProviders(
      <ChangeList changes={changes} total={total} uploadScope={{ staffProjectId: 'p1' }} />,
    );
    expect(await screen.findByRole('link', { name: 'structure-v2.pdf' })).toBeInTheDocument();
    expect(await screen.findByText('a file you cannot open here')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('7e82e5ce');
  });
});
