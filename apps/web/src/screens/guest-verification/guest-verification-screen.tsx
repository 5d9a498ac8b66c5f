import { useId, type ReactElement } from 'react';
import { guestDetailsComplete, selectedPool } from '@tipwell/core';
import { useTipping } from '../../di/container-context';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';
import './guest-verification-screen.scss';

/**
 * "Room number / last name": the pool's instructions (or the default), the fields the pool
 * requires, and Next once they are filled. What the guest types is kept in the core's selections
 * (session storage), so a reload keeps it.
 */
export function GuestVerificationScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const roomId = useId();
  const nameId = useId();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const { selections } = useStore(tipping.flow.store);
  const pool = selectedPool(landing.payload?.pools ?? [], selections);
  const details = {
    roomNumber: selections.roomNumbers[0] ?? '',
    lastName: selections.lastNames[0] ?? '',
  };
  const complete = guestDetailsComplete(pool, details);

  return (
    <section className="guest-verification" aria-labelledby="guest-verification-title">
      <form
        className="guest-verification__form"
        onSubmit={(event) => {
          event.preventDefault();
          tipping.flow.setGuestDetails(details);
        }}
      >
        {pool && (
          <h1
            id="guest-verification-title"
            className="guest-verification__pool"
            ref={heading}
            tabIndex={-1}
          >
            <bdi>{pool.name}</bdi>
          </h1>
        )}
        <p className="guest-verification__instructions">
          {pool?.customerInstructions || t('guest.defaultInstructions')}
        </p>
        {pool?.requiresRoomNumber && (
          <div className="guest-verification__field">
            <label htmlFor={roomId}>{t('guest.roomNumber')}</label>
            <input
              id={roomId}
              className="guest-verification__input"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              required
              value={details.roomNumber}
              onChange={(event) =>
                tipping.flow.editGuestDetails({ ...details, roomNumber: event.target.value })
              }
            />
          </div>
        )}
        {pool?.requiresCustomerName && (
          <div className="guest-verification__field">
            <label htmlFor={nameId}>{t('guest.lastName')}</label>
            <input
              id={nameId}
              className="guest-verification__input"
              type="text"
              autoComplete="family-name"
              required
              value={details.lastName}
              onChange={(event) =>
                tipping.flow.editGuestDetails({ ...details, lastName: event.target.value })
              }
            />
          </div>
        )}
        <button type="submit" className="button button--block" disabled={!complete}>
          {t('tip.next')}
        </button>
      </form>
    </section>
  );
}
