import type { ReactElement } from 'react';
import { useTipping } from '../../di/container-context';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import { useStore } from '../../hooks/use-store';
import { useTipped } from '../../hooks/use-tipped';
import { useMessages } from '../../i18n/messages';
import './department-screen.scss';

/**
 * "Choose the department you want to tip": the location's pools by name; one already in the tip
 * says so, and choosing it goes to its row (one row per recipient).
 */
export function DepartmentScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const pools = landing.payload?.pools ?? [];
  const tipped = useTipped();
  return (
    <section className="department" aria-labelledby="department-title">
      <h1 id="department-title" className="department__title" ref={heading} tabIndex={-1}>
        {t('department.title')}
      </h1>
      <ul className="department__list">
        {pools.map((pool) => (
          <li key={pool.uid}>
            <button
              type="button"
              className="department__pool"
              onClick={() => tipping.flow.selectPool(pool.uid)}
            >
              <bdi>{pool.name}</bdi>
              {tipped.has(`pool:${pool.uid}`) && (
                <>
                  {' '}
                  <span className="department__chosen">{t('recipient.chosen')}</span>
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
