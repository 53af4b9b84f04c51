import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import OutboxIcon from '@mui/icons-material/Outbox';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import ReplyIcon from '@mui/icons-material/Reply';
import TuneIcon from '@mui/icons-material/Tune';
import { Resource } from 'react-admin';
import { lazyScreen } from '../../lib/lazy-screen';

const CreditApprovalList = lazyScreen(() => import('./credit-approval-list'), 'CreditApprovalList');
const CreditCreate = lazyScreen(() => import('./credit-create'), 'CreditCreate');
const CreditList = lazyScreen(() => import('./credit-list'), 'CreditList');
const MoneySettingsPage = lazyScreen(() => import('./money-settings-page'), 'MoneySettingsPage');
const PriceEdit = lazyScreen(() => import('./price-edit'), 'PriceEdit');
const PriceList = lazyScreen(() => import('./price-list'), 'PriceList');
const RefundList = lazyScreen(() => import('./refund-list'), 'RefundList');
const SeasonCreate = lazyScreen(() => import('./season-create'), 'SeasonCreate');
const SeasonList = lazyScreen(() => import('./season-list'), 'SeasonList');
const WithdrawalList = lazyScreen(() => import('./withdrawal-list'), 'WithdrawalList');
const WithdrawalShow = lazyScreen(() => import('./withdrawal-show'), 'WithdrawalShow');

/**
 * Finance's screens. Every role gets the resources; `canAccess` (screen-roles.ts) keeps them
 * out of other roles' menus and answers their URLs with access denied, and the server refuses the calls.
 */
export const moneyResources = [
  <Resource key="money-settings" name="money-settings" list={MoneySettingsPage} icon={TuneIcon} />,
  <Resource key="credits" name="credits" list={CreditList} create={CreditCreate} icon={CardGiftcardIcon} />,
  <Resource key="credit-approvals" name="credit-approvals" list={CreditApprovalList} icon={FactCheckIcon} />,
  <Resource key="seasons" name="seasons" list={SeasonList} create={SeasonCreate} icon={CalendarMonthIcon} />,
  <Resource
    key="withdrawals"
    name="withdrawals"
    list={WithdrawalList}
    show={WithdrawalShow}
    icon={OutboxIcon}
  />,
  <Resource key="prices" name="prices" list={PriceList} edit={PriceEdit} icon={PriceChangeIcon} />,
  <Resource key="refunds" name="refunds" list={RefundList} icon={ReplyIcon} />,
];
