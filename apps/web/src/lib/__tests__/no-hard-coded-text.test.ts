import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue #27's guard: the screens translated so far write no UI text of their own: every word
 * comes from the catalogues (packages/domain/src/i18n). The list grows with each translated
 * screen (decision 0041); a screen not in it may still hold English.
 */
const translated = [
  'app/routes/account/admin.tsx',
  'app/routes/account/billing.tsx',
  'app/routes/account/hub.tsx',
  'app/routes/account/pact-connections.tsx',
  'app/routes/account/setup-new-user.tsx',
  'app/routes/account/user-list.tsx',
  'app/routes/admin/account.tsx',
  'app/routes/admin/accounts.tsx',
  'app/routes/admin/carbon-first-part.tsx',
  'app/routes/admin/carbon-second-part.tsx',
  'app/routes/admin/drug-origin.tsx',
  'app/routes/admin/drug-substance.tsx',
  'app/routes/admin/factors.tsx',
  'app/routes/admin/pact-footprints.tsx',
  'app/routes/admin/panel.tsx',
  'app/routes/admin/project-documents.tsx',
  'app/routes/admin/staff-shell.tsx',
  'app/routes/app/carbon-first-part.tsx',
  'app/routes/app/carbon-second-part.tsx',
  'app/routes/app/client-shell.tsx',
  'app/routes/app/drug-origin.tsx',
  'app/routes/app/drug-substance.tsx',
  'app/routes/app/footprint-requests.tsx',
  'app/routes/app/home.tsx',
  'app/routes/app/medicine-footprint.tsx',
  'app/routes/app/medicine-product.tsx',
  'app/routes/app/medicine-purchases.tsx',
  'app/routes/app/my-footprints.tsx',
  'app/routes/app/my-labels.tsx',
  'app/routes/app/my-plants.tsx',
  'app/routes/app/my-projects.tsx',
  'app/routes/app/plant.tsx',
  'app/routes/auth/confirm-user.tsx',
  'app/routes/auth/forgot-password.tsx',
  'app/routes/auth/login.tsx',
  'app/routes/auth/logout.tsx',
  'app/routes/auth/register.tsx',
  'app/routes/auth/set-password.tsx',
  'app/routes/not-found.tsx',
  'app/routes/root-error.tsx',
  'app/routes/root.tsx',
  'components/errors/main-error-fallback.tsx',
  'components/errors/page-error-fallback.tsx',
  'components/layouts/auth-layout.tsx',
  'components/layouts/brand.tsx',
  'components/layouts/client-layout.tsx',
  'components/layouts/dashboard-layout.tsx',
  'components/layouts/staff-layout.tsx',
  'components/project-changes/change-list.tsx',
  'components/project-changes/provider-changes.tsx',
  'components/route-tree/manufacturer-block.tsx',
  'components/route-tree/node-dialog.tsx',
  'components/route-tree/route-tree-editor.tsx',
  'components/route-tree/route-tree-item.tsx',
  'components/ui/app-link.tsx',
  'components/ui/confirm-dialog.tsx',
  'components/ui/contact-fields.tsx',
  'components/ui/data-table.tsx',
  'components/ui/field.tsx',
  'components/ui/form-country-autocomplete.tsx',
  'components/ui/form-select-field.tsx',
  'components/ui/form-text-field.tsx',
  'components/ui/form.tsx',
  'components/ui/horizontal-bar-chart.tsx',
  'components/ui/language-switch.tsx',
  'components/ui/notifications.tsx',
  'components/ui/page-header.tsx',
  'components/ui/query-state.tsx',
  'components/ui/repeatable-rows.tsx',
  'components/ui/restored-draft-notice.tsx',
  'components/ui/section.tsx',
  'components/ui/server-table.tsx',
  'components/ui/skeleton-rows.tsx',
  'components/ui/unsaved-changes.tsx',
  'components/ui/visually-hidden.tsx',
  'components/wizard/account-validation-gate.tsx',
  'components/wizard/autosave-status.tsx',
  'components/wizard/project-reload.tsx',
  'components/wizard/project-wizard-layout.tsx',
  'components/wizard/project-wizard-loader.tsx',
  'components/wizard/stale-save-notice.tsx',
  'components/wizard/wizard-result.tsx',
  'components/wizard/wizard-tree-step.tsx',
  'features/account/components/account-admin.tsx',
  'features/account/components/account-hub.tsx',
  'features/account/components/account-summary-button.tsx',
  'features/account/components/billing.tsx',
  'features/account/components/change-password-form.tsx',
  'features/account/components/client-loader.tsx',
  'features/account/components/general-information-form.tsx',
  'features/account/components/invoicing-information-form.tsx',
  'features/admin/components/admin-guard.tsx',
  'features/admin/components/admin-panel.tsx',
  'features/admin/components/staff-project-notice.tsx',
  'features/admin/components/staff-project-screen.tsx',
  'features/auth/components/confirm-user.tsx',
  'features/auth/components/create-password-form.tsx',
  'features/auth/components/forgot-password-form.tsx',
  'features/auth/components/login-form.tsx',
  'features/auth/components/register-wizard.tsx',
  'features/auth/components/set-password-form.tsx',
  'features/auth/components/terms-dialog.tsx',
  'features/footprints/components/carbon-first-part-page.tsx',
  'features/footprints/components/carbon-first-part-wizard.tsx',
  'features/footprints/components/carbon-second-part-page.tsx',
  'features/footprints/components/carbon-second-part-wizard.tsx',
  'features/footprints/components/estimate/estimate-figures.tsx',
  'features/footprints/components/estimate/footprint-result-view.tsx',
  'features/footprints/components/estimate/live-estimate-panel.tsx',
  'features/footprints/components/estimate/staff-estimate-section.tsx',
  'features/footprints/components/footprint-methodology.tsx',
  'features/footprints/components/mass-balance-list.tsx',
  'features/footprints/components/reaction-page.tsx',
  'features/footprints/components/second-part-texts.tsx',
  'features/footprints/components/step-counters.tsx',
  'features/footprints/components/upload-field.tsx',
  'features/home/components/home.tsx',
  'features/labels/components/country-shares-field.tsx',
  'features/labels/components/drug-substances-fields.tsx',
  'features/labels/components/eu-origin-confirmation.tsx',
  'features/labels/components/eu-origin-panel.tsx',
  'features/labels/components/label-methodology.tsx',
  'features/labels/components/label-review.tsx',
  'features/labels/components/origin-wizard-page.tsx',
  'features/labels/components/origin-wizard.tsx',
  'features/labels/components/substance-identity-fields.tsx',
  'features/labels/components/substance-wizard-page.tsx',
  'features/labels/components/substance-wizard.tsx',
  'components/medicines/alternatives-list.tsx',
  'components/medicines/demo-notice.tsx',
  'features/medicines/components/footprint-pie-chart.tsx',
  'features/medicines/components/inn-comparison.tsx',
  'features/medicines/components/medicine-footprint.tsx',
  'features/medicines/components/medicine-product.tsx',
  'features/medicines/components/medicine-results.tsx',
  'features/medicines/components/medicine-search-field.tsx',
  'features/purchasing/components/purchases/baskets-panel.tsx',
  'features/purchasing/components/purchases/medicine-purchases.tsx',
  'features/purchasing/components/purchases/purchases-breakdown.tsx',
  'features/purchasing/components/purchases/purchases-results.tsx',
  'features/purchasing/components/tenders/price-carbon-chart.tsx',
  'features/purchasing/components/tenders/tender-page.tsx',
  'features/purchasing/components/tenders/tenders-list.tsx',
  'features/pact/components/footprint-requests.tsx',
  'features/pact/components/pact-connections.tsx',
  'features/pact/components/publish-panel.tsx',
  'features/pact/components/staff-pact-footprints.tsx',
  'features/plants/components/create-plant-in-place.tsx',
  'features/plants/components/my-plants.tsx',
  'features/plants/components/plant-fields.tsx',
  'features/plants/components/plant-form.tsx',
  'features/projects/components/delete-project-dialog.tsx',
  'features/projects/components/project-cards.tsx',
  'features/projects/components/project-invoices.tsx',
  'features/projects/components/project-list.tsx',
  'features/projects/components/project-row-parts.tsx',
  'features/projects/components/project-table.tsx',
  'features/projects/components/status-chip.tsx',
  'features/staff-accounts/components/account-page.tsx',
  'features/staff-accounts/components/accounts-list.tsx',
  'features/staff-accounts/components/audit-log-table.tsx',
  'features/factors/components/factors-page.tsx',
  'features/staff-accounts/components/pdf-upload-button.tsx',
  'features/staff-accounts/components/project-documents-page.tsx',
  'features/users/components/setup-new-user-form.tsx',
  'features/users/components/user-list.tsx',
  'lib/auth.tsx',
  'app/routes/app/medicine-study.tsx',
  'app/routes/admin/medicine-study.tsx',
  'features/medicine-studies/components/actives-step.tsx',
  'features/medicine-studies/components/excipients-step.tsx',
  'features/medicine-studies/components/live-study-panel.tsx',
  'features/medicine-studies/components/manufacturing-step.tsx',
  'features/medicine-studies/components/medicine-step.tsx',
  'features/medicine-studies/components/medicine-study-page.tsx',
  'features/medicine-studies/components/medicine-study-wizard.tsx',
  'features/medicine-studies/components/packaging-step.tsx',
  'features/medicine-studies/components/staff-medicine-study.tsx',
  'features/medicine-studies/components/study-api-footprints.tsx',
  'features/medicine-studies/components/study-breakdown.tsx',
  'features/medicine-studies/components/study-facts.tsx',
  'features/medicine-studies/components/study-result.tsx',
  'features/medicine-studies/components/transport-step.tsx',
];

/** Words that are the same in every language: the brand and the account types' codes. */
const allowed = new Set(['Pharmatrace', '·']);
/** Props that reach the screen or a screen reader. */
const textProps = new Set([
  'label',
  'title',
  'aria-label',
  'submitLabel',
  'placeholder',
  'helperText',
  'hint',
  'alt',
]);

function hardCodedTexts(file: string): string[] {
  return hardCodedTextsIn(file, readFileSync(path.join(__dirname, '../..', file), 'utf8'));
}

function hardCodedTextsIn(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().trim();
      if (/\p{L}/u.test(text) && !allowed.has(text)) found.push(text);
    }
    if (ts.isJsxAttribute(node) && textProps.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression)
            ? value.expression.text
            : undefined;
      if (literal && /\p{L}/u.test(literal) && !allowed.has(literal))
        found.push(`${node.name.getText()}="${literal}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('no UI text outside the catalogues (issue #27)', () => {
  it.each(translated)('%s takes every word from the catalogues', (file) => {
    expect(hardCodedTexts(file)).toEqual([]);
  });

  it('finds a hard-coded word when there is one', () => {
    // The check itself can fail: a screen that writes its own words, as text and as a label.
    const screen = 'export const Screen = () => <Button aria-label="Close">Save the project</Button>;';
    expect(hardCodedTextsIn('screen.tsx', screen)).toEqual(['aria-label="Close"', 'Save the project']);
  });
});
