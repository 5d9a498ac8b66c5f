/** Class names the web app styles; the adapters render real buttons inside the host. */
export const PROVIDER_SHELL_CLASSES = {
  root: 'provider-widget',
  wallets: 'provider-widget__wallets',
  walletButton: 'provider-widget__wallet-button',
  enterCard: 'provider-widget__enter-card',
  card: 'provider-widget__card',
} as const;

export interface CardShell {
  readonly root: HTMLElement;
  readonly wallets: HTMLElement;
  /** Hidden until 'Enter Credit Card' is pressed. */
  readonly card: HTMLElement;
  addWalletButton(label: string, onClick: () => void): HTMLButtonElement;
  /** An empty element a provider renders its own wallet button into. */
  addWalletSlot(name: string): HTMLElement;
  /** Whether 'Enter Credit Card' was pressed: before it, no card field can have been typed in. */
  opened(): boolean;
}

/**
 * The payment-method blocks of the card-form providers: wallets, then 'Enter Credit Card' (in the
 * guest's language: `enterCard`).
 */
export function buildCardShell(
  document: Document,
  enterCardLabel: string,
  onReveal: () => void,
): CardShell {
  const root = document.createElement('div');
  root.className = PROVIDER_SHELL_CLASSES.root;
  const wallets = document.createElement('div');
  wallets.className = PROVIDER_SHELL_CLASSES.wallets;
  const enterCard = document.createElement('button');
  enterCard.type = 'button';
  enterCard.className = PROVIDER_SHELL_CLASSES.enterCard;
  enterCard.textContent = enterCardLabel;
  const card = document.createElement('div');
  card.className = PROVIDER_SHELL_CLASSES.card;
  card.hidden = true;
  enterCard.addEventListener('click', () => {
    card.hidden = false;
    enterCard.hidden = true;
    onReveal();
  });
  root.append(wallets, enterCard, card);
  return {
    root,
    wallets,
    card,
    addWalletButton(label, onClick) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = PROVIDER_SHELL_CLASSES.walletButton;
      button.textContent = label;
      button.addEventListener('click', onClick);
      wallets.append(button);
      return button;
    },
    addWalletSlot(name) {
      const slot = document.createElement('div');
      slot.className = `${PROVIDER_SHELL_CLASSES.walletButton} ${PROVIDER_SHELL_CLASSES.walletButton}--${name}`;
      wallets.append(slot);
      return slot;
    },
    opened: () => !card.hidden,
  };
}
