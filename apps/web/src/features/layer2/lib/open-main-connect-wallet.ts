/** Without a session the spec sends the visitor to the main Connect Wallet button in the header. */
export function openMainConnectWallet() {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-main-connect-wallet] button');
  const visible = Array.from(buttons).find((button) => button.offsetParent !== null);
  (visible ?? buttons[0])?.click();
}
