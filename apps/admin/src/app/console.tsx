import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import InboxIcon from '@mui/icons-material/Inbox';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import RateReviewIcon from '@mui/icons-material/RateReview';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { ReactNode } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, useLocation } from 'react-router';
import { catalogueResources } from '../features/catalogue/catalogue-resources';
import { moneyResources } from '../features/money/money-resources';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { i18nProvider } from './i18n-provider';
import { ConsoleLayout } from './layout';
import { readSession } from '../lib/session';
import { screenAllows } from './screen-roles';
import { lazyScreen } from '../lib/lazy-screen';

const AuditList = lazyScreen(() => import('../features/audit/audit-list'), 'AuditList');
const ContractList = lazyScreen(() => import('../features/contract-proofs/contract-list'), 'ContractList');
const DashboardPage = lazyScreen(() => import('../features/dashboard/dashboard-page'), 'DashboardPage');
const MaintenancePage = lazyScreen(
  () => import('../features/maintenance/maintenance-page'),
  'MaintenancePage',
);
const OperatorList = lazyScreen(() => import('../features/operators/operator-list'), 'OperatorList');
const OperatorCreate = lazyScreen(() => import('../features/operators/operator-list'), 'OperatorCreate');
const ReviewReportList = lazyScreen(
  () => import('../features/reviews/review-report-list'),
  'ReviewReportList',
);
const SubmissionList = lazyScreen(() => import('../features/submissions/submission-list'), 'SubmissionList');
const SubmissionReview = lazyScreen(
  () => import('../features/submissions/submission-review'),
  'SubmissionReview',
);
const UserList = lazyScreen(() => import('../features/users/user-list'), 'UserList');
const UserShow = lazyScreen(() => import('../features/users/user-show'), 'UserShow');

/**
 * Without a session every path but the sign-in goes there before the console's routes mount. Left to
 * react-admin, a signed-out first visit signs out on mount, and its reset re-renders the route it is
 * leaving, which signs out again: hundreds of navigations and a blank page for seconds.
 */
function SignedOutToSignIn({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (readSession() || pathname === '/login') return children;
  return <Navigate to="/login" replace state={{ nextPathname: pathname, nextSearch: search }} />;
}

/** The operator console: screens by role (the server checks the role of every call as well). */
export function Console() {
  return (
    // Real paths under /admin (not react-admin's default hash router): the server answers each with the console.
    <BrowserRouter basename="/admin">
      <SignedOutToSignIn>
        <Admin
          title="DAPPX"
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          loginPage={SignInPage}
          dashboard={DashboardPage}
          layout={ConsoleLayout}
          darkTheme={null}
          requireAuth
          disableTelemetry
        >
          {(role) => [
            role === 'owner' && (
              <CustomRoutes key="maintenance">
                <Route path="/maintenance" element={<MaintenancePage />} />
              </CustomRoutes>
            ),
            role === 'owner' && (
              <Resource
                key="operators"
                name="operators"
                list={OperatorList}
                create={OperatorCreate}
                icon={PeopleIcon}
              />
            ),
            ...moneyResources,
            screenAllows(role, 'users') && (
              <Resource key="users" name="users" list={UserList} show={UserShow} icon={PersonSearchIcon} />
            ),
            screenAllows(role, 'review-reports') && (
              <Resource
                key="review-reports"
                name="review-reports"
                list={ReviewReportList}
                icon={RateReviewIcon}
              />
            ),
            <Resource key="audit" name="audit" list={AuditList} icon={HistoryIcon} />,
            screenAllows(role, 'submissions') && (
              <Resource
                key="submissions"
                name="submissions"
                list={SubmissionList}
                show={SubmissionReview}
                icon={InboxIcon}
              />
            ),
            ...catalogueResources(role),
            screenAllows(role, 'contracts') && (
              <Resource key="contracts" name="contracts" list={ContractList} icon={VerifiedIcon} />
            ),
          ]}
        </Admin>
      </SignedOutToSignIn>
    </BrowserRouter>
  );
}
