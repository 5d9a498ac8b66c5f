import type { ReactElement } from 'react';
import { displayName, formatTipAmount } from '@tipwell/core';
import { Avatar } from '../../components/avatar/avatar';
import { useCore } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';

/** One row per selected user or pool, with the amount staff receive (the fee's tipAmount). */
export function TipRows(): ReactElement {
  const { stores } = useCore();
  const landing = useStore(stores.landing);
  const { tips, fees } = useStore(stores.tips);
  return (
    <ul className="payment__list">
      {tips.map((tip, index) => {
        const fee = fees[index];
        const user =
          tip.recipient.kind === 'user'
            ? landing.payload?.users.find((candidate) => candidate.uid === tip.recipient.uid)
            : undefined;
        const pool =
          tip.recipient.kind === 'pool'
            ? landing.payload?.pools.find((candidate) => candidate.uid === tip.recipient.uid)
            : undefined;
        const name = user ? displayName(user) : (pool?.name ?? '');
        return (
          <li key={`${tip.recipient.kind}-${tip.recipient.uid}-${index}`} className="payment__row">
            {user && <Avatar src={user.avatar} name={name} size={40} />}
            <span className="payment__row-name">{name}</span>
            <span className="payment__row-amount">{fee ? formatTipAmount(fee.tipAmount) : ''}</span>
          </li>
        );
      })}
    </ul>
  );
}
