import { footprintEstimateMessages, type ProjectDocuments } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { ProjectDocumentsPage } from '../project-documents-page';
import {
  accountId,
  emptyAudit,
  substanceDocuments as project,
  stubDocumentsPage,
} from './staff-accounts-fixtures';

describe('a project’s documents page (issue #13)', { timeout: 150_000 }, () => {
  it('offers the report only once completed, and the invoice status once an invoice exists', async () => {
    stubDocumentsPage(project);
    renderWithProviders(<ProjectDocumentsPage kind="substance" id="p1" />, { path: '/admin/documents/x/y' });
    expect(await screen.findByRole('heading', { name: 'diclofenac', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('The report is uploaded once the project is Completed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload report' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload invoice' })).toBeEnabled();
    // A label has no uploaded files: only a footprint's first part takes them.
    expect(screen.queryByRole('region', { name: 'First part files' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Invoice status' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Clinique Saint-Louis' })).toHaveAttribute(
      'href',
      `/admin/accounts/${accountId}`,
    );
  });

  it('asks for a reason when staff’s own result differs from the estimate, and says what a result rests on', {
    timeout: 90_000,
  }, async () => {
    const carbon: ProjectDocuments = {
      ...project,
      kind: 'CARBON',
      name: 'Atorvastatin API',
      status: 'COMPLETED',
      footprint: { value: 18, uncertainty: 17 },
      footprintDetail: {
        value: 18,
        uncertainty: 17,
        unit: 'kgCO2e/kg',
        origin: 'ESTIMATE',
        reason: null,
        methodVersion: '1.0.0',
        factorLibraryVersion: 'starter-2026.1',
        setAt: '2026-11-25T10:00:00.000Z',
        estimate: null,
      },
    };
    const { calls } = stubApi(({ method, url, body }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
      if (method === 'GET' && url === '/api/admin/carbon/p1/documents') return jsonResponse(200, carbon);
      if (method === 'POST' && url === '/api/admin/carbon/p1/footprint-result') {
        const sent = body as { reason?: string };
        if (!sent.reason)
          return apiErrorResponse(400, {
            message: footprintEstimateMessages.reasonRequired,
            code: 'BAD_REQUEST',
            fields: { reason: footprintEstimateMessages.reasonRequired },
          });
        return jsonResponse(200, carbon);
      }
      return undefined;
    });
    const { user } = renderWithProviders(<ProjectDocumentsPage kind="carbon" id="p1" />, {
      path: '/admin/documents/x/y',
    });
    expect(
      await screen.findByText(
        'Adopted from the preliminary estimate on 25/11/2026 (method 1.0.0, factors starter-2026.1).',
      ),
    ).toBeInTheDocument();
    const valueField = screen.getByLabelText('Footprint (kgCO2e per kg of product)');
    await user.clear(valueField);
    await user.type(valueField, '25');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    const reasonField = screen.getByLabelText('Reason, when it differs from the estimate');
    await waitFor(() =>
      expect(reasonField).toHaveAccessibleDescription(footprintEstimateMessages.reasonRequired),
    );
    await user.type(reasonField, 'Supplier study');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(await screen.findByText('Footprint result saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      value: 25,
      uncertainty: 17,
      reason: 'Supplier study',
    });
  });

  it('shows the estimate adopted during the review before Completed, and names its sections for what they hold (issue #39)', async () => {
    stubDocumentsPage({
      ...project,
      kind: 'CARBON',
      name: 'Atorvastatin API',
      status: 'ONGOING2',
      footprint: { value: 19, uncertainty: 17.1 },
      footprintDetail: {
        value: 19,
        uncertainty: 17.1,
        unit: 'kgCO2e/kg',
        origin: 'ESTIMATE',
        reason: null,
        methodVersion: '2.0.0',
        factorLibraryVersion: 'starter-2026.2',
        setAt: '2026-11-25T10:00:00.000Z',
        estimate: null,
      },
    });
    renderWithProviders(<ProjectDocumentsPage kind="carbon" id="p1" />, { path: '/admin/documents/x/y' });
    const result = await screen.findByRole('region', { name: 'Footprint result' });
    expect(within(result).getByTestId('footprint-result')).toHaveTextContent(
      '19 kgCO2e/kg, 95 % interval 1.9 to 36.1',
    );
    expect(
      within(result).getByText(
        'Adopted from the preliminary estimate on 25/11/2026 (method 2.0.0, factors starter-2026.2).',
      ),
    ).toBeInTheDocument();
    expect(
      within(result).getByText(
        'A figure of your own, with a reason, is entered here once the footprint is Completed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The result is recorded once/)).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'First part files' })).getByText('No first part file yet.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Report and invoice history' })).getByText(
        'No report or invoice uploaded yet.',
      ),
    ).toBeInTheDocument();
  });
});
