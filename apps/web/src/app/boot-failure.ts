import { t } from '../i18n/translator';

/**
 * The views' code could not be loaded (the network dropped between the page and its scripts):
 * the static shell's spinner gives way to the network message and a button that loads the page
 * again. Plain DOM, as React is what failed to arrive; styled by index.html's critical CSS.
 */
export function showBootFailure(
  root: HTMLElement,
  reload: () => void = () => location.reload(),
): void {
  const box = document.createElement('div');
  box.className = 'boot-shell';
  const message = document.createElement('p');
  message.className = 'boot-failure';
  message.setAttribute('role', 'alert');
  message.textContent = t('error.network');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'boot-retry';
  button.textContent = t('app.reload');
  button.addEventListener('click', () => reload());
  const logo = root.querySelector('svg, img');
  box.append(...(logo ? [logo] : []), message, button);
  root.replaceChildren(box);
  // A server-rendered landing waits inert for its code; the way on must take taps.
  root.removeAttribute('inert');
  button.focus();
}
