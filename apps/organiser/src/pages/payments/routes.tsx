import { Spinner } from '@diy/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { PAYMENT_ROUTES } from './paths';

const PaymentsPage = lazy(() => import('./PaymentsPage'));
const StatementPage = lazy(() => import('./StatementPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner size="lg" label="Loading" />}>{children}</Suspense>;
}

/** The Payments area (issue 33): statements, what is due, a statement with its PDF and invoice, the TCS/TDS CSV. */
export const paymentRoutes = (
  <>
    <Route path={PAYMENT_ROUTES.list} element={<Lazy><PaymentsPage /></Lazy>} />
    <Route path={PAYMENT_ROUTES.statementPattern} element={<Lazy><StatementPage /></Lazy>} />
  </>
);
