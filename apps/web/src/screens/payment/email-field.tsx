import { useId, useState, type ReactElement } from 'react';
import { validateShopperEmail } from '@tipwell/core';
import { useTipping } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';

/** The shopper e-mail; its message shows after the guest leaves the field or presses Pay. */
export function EmailField(): ReactElement {
  const t = useMessages();
  const id = useId();
  const tipping = useTipping();
  const { shopperEmail, emailError } = useStore(tipping.payment.store);
  const [touched, setTouched] = useState(false);
  const error = emailError ?? (touched ? validateShopperEmail(shopperEmail) : null);
  return (
    <div className="payment__email">
      <label htmlFor={id}>{t('payment.email')}</label>
      <input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={shopperEmail}
        required
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => tipping.payment.setShopperEmail(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      {error && (
        <p id={`${id}-error`} className="payment__email-error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
