// The users feature's public face: what other features and the app may use.
export { getUserProfile, userProfileKey, userProfileQuery } from './api/users-api';
export { AccountButton } from './components/account-button';
export { RegisterDialog } from './components/register-dialog';
export { useSuspendedText } from './suspended-text';
export { logout } from './logout';
export { isInWalletBrowser, useSignIn, type SignInNotice, type SignInState } from './use-sign-in';
