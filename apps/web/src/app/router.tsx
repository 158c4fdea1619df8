import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { GuestRoute, MainUserRoute } from '@/lib/auth';
import { RootLayout } from './routes/root';
import { PageErrorBoundary, RootErrorBoundary } from './routes/root-error';

/**
 * The route table (spec 000 §2, spec 001 §2). Every page is a lazy chunk; paths come from
 * config/paths.ts. Route modules export `Component`.
 */
export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <Navigate to={paths.app.home.getHref()} replace /> },

      // Public screens
      {
        // A signed-in person is sent on from the login and registration forms (issue #16).
        element: (
          <GuestRoute>
            <Outlet />
          </GuestRoute>
        ),
        children: [
          { path: paths.auth.login.path, lazy: () => import('./routes/auth/login') },
          { path: paths.auth.register.path, lazy: () => import('./routes/auth/register') },
        ],
      },
      { path: paths.auth.forgotPassword.path, lazy: () => import('./routes/auth/forgot-password') },
      { path: paths.auth.setPassword.path, lazy: () => import('./routes/auth/set-password') },
      { path: paths.auth.confirmUser.path, lazy: () => import('./routes/auth/confirm-user') },
      { path: paths.auth.logout.path, lazy: () => import('./routes/auth/logout') },

      // Client screens: login required, left navigation
      {
        lazy: () => import('./routes/app/client-shell'),
        children: [
          {
            // Pathless: a failing page shows its error inside the shell, the navigation stays.
            ErrorBoundary: PageErrorBoundary,
            children: [
              { path: paths.app.home.path, lazy: () => import('./routes/app/home') },
              { path: paths.app.myProjects.path, lazy: () => import('./routes/app/my-projects') },
              { path: paths.app.myLabels.path, lazy: () => import('./routes/app/my-labels') },
              { path: paths.app.myFootprints.path, lazy: () => import('./routes/app/my-footprints') },
              { path: paths.app.myPlants.path, lazy: () => import('./routes/app/my-plants') },
              { path: paths.app.plant.new.path, lazy: () => import('./routes/app/plant') },
              { path: paths.app.plant.edit.path, lazy: () => import('./routes/app/plant') },
              // One route per wizard, /new included (its id is 'new'): the first draft save renames
              // the URL to /{id} and the same route keeps the page mounted, with everything typed.
              { path: paths.app.drugOrigin.edit.path, lazy: () => import('./routes/app/drug-origin') },
              { path: paths.app.drugSubstance.edit.path, lazy: () => import('./routes/app/drug-substance') },
              {
                path: paths.app.carbonFootprint.firstPart.path,
                lazy: () => import('./routes/app/carbon-first-part'),
              },
              {
                path: paths.app.carbonFootprint.secondPart.path,
                lazy: () => import('./routes/app/carbon-second-part'),
              },
              // Issue #37: a medicine footprint study (/new included: its first save renames the URL).
              { path: paths.app.medicineStudy.edit.path, lazy: () => import('./routes/app/medicine-study') },
              {
                path: paths.app.medicineFootprint.path,
                lazy: () => import('./routes/app/medicine-footprint'),
              },
              {
                path: paths.app.medicineProduct.path,
                lazy: () => import('./routes/app/medicine-product'),
              },
              {
                path: paths.app.medicinePurchases.path,
                lazy: () => import('./routes/app/medicine-purchases'),
              },
              { path: paths.app.tenders.path, lazy: () => import('./routes/app/tenders') },
              { path: paths.app.tender.path, lazy: () => import('./routes/app/tender') },
              {
                // Main account holders only: sub-users are sent to / (spec 000 §6).
                element: (
                  <MainUserRoute>
                    <Outlet />
                  </MainUserRoute>
                ),
                children: [
                  { path: paths.account.hub.path, lazy: () => import('./routes/account/hub') },
                  { path: paths.account.admin.path, lazy: () => import('./routes/account/admin') },
                  { path: paths.account.userList.path, lazy: () => import('./routes/account/user-list') },
                  {
                    path: paths.account.setupNewUser.path,
                    lazy: () => import('./routes/account/setup-new-user'),
                  },
                  { path: paths.account.subscription.path, lazy: () => import('./routes/account/billing') },
                  { path: paths.account.pricing.path, lazy: () => import('./routes/account/billing') },
                  { path: paths.account.invoices.path, lazy: () => import('./routes/account/billing') },
                  {
                    path: paths.account.pactConnections.path,
                    lazy: () => import('./routes/account/pact-connections'),
                  },
                  {
                    path: paths.app.footprintRequests.path,
                    lazy: () => import('./routes/app/footprint-requests'),
                  },
                ],
              },
            ],
          },
        ],
      },

      // Staff screens: admin check required, failure sends to /logout (spec 001 §2)
      {
        path: paths.admin.root.path,
        lazy: () => import('./routes/admin/staff-shell'),
        children: [
          {
            ErrorBoundary: PageErrorBoundary,
            children: [
              { index: true, element: <Navigate to={paths.admin.panel.getHref()} replace /> },
              { path: paths.admin.panel.path, lazy: () => import('./routes/admin/panel') },
              // Spec 001 §2 staff validation screens: the client's wizards in staff mode.
              { path: paths.admin.drugOrigin.path, lazy: () => import('./routes/admin/drug-origin') },
              { path: paths.admin.drugSubstance.path, lazy: () => import('./routes/admin/drug-substance') },
              {
                path: paths.admin.carbonFirstPart.path,
                lazy: () => import('./routes/admin/carbon-first-part'),
              },
              {
                path: paths.admin.carbonSecondPart.path,
                lazy: () => import('./routes/admin/carbon-second-part'),
              },
              // Issue #37: a medicine footprint study's validation (breakdown, adopt, publish).
              { path: paths.admin.medicineStudy.path, lazy: () => import('./routes/admin/medicine-study') },
              // Issue #13: client accounts, a project's documents and audit log.
              { path: paths.admin.accounts.path, lazy: () => import('./routes/admin/accounts') },
              // Issue #23: the provider's emission factors.
              { path: paths.admin.factors.path, lazy: () => import('./routes/admin/factors') },
              { path: paths.admin.account.path, lazy: () => import('./routes/admin/account') },
              {
                path: paths.admin.projectDocuments.path,
                lazy: () => import('./routes/admin/project-documents'),
              },
              { path: paths.admin.pactFootprints.path, lazy: () => import('./routes/admin/pact-footprints') },
            ],
          },
        ],
      },

      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
